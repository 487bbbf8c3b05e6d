// Load benchmark of every list, admin and staff, over the big data set (generate-big.ts). The lists are read from the
// endpoint declarations in libs/domain (every GET declared `list: true` that answers a page), so a new list is measured
// without touching this file. Each list's fields are asked of the running API itself (an unknown filter field is a 400
// naming the fields; `$cont` is refused on a field that is not text; an enum's values are named when one is wrong).
//
// Per list, four scenarios (five with status chips) at BENCH_CONNECTIONS (10) for BENCH_DURATION seconds (3) after BENCH_WARMUP (1):
// - page 1: the list as it opens (default sort, 20 rows);
// - deep page: 20 rows from pages 1,000..1,999 (or the list's second half when shorter), in shuffled order, so nearly
//   every request is a page not read before (an offset read, not a seek to a remembered page start);
// - search: `$cont` on the list's name-like text field, the term taken in turn from 30 words of its own rows;
// - filter + sort: the status (or first enum) field `$eq` each of its values in turn, sorted by createdAt (or the
//   first date field) DESC and ASC in turn;
// - status counts and counts + search (lists with status chips): `<path>/status-counts` as the list opens, and under
//   each search term in turn.
// In the same run the trivial authenticated route (GET /api/bench/whoami, JWT check and account load, nothing else)
// is measured before and after the lists; each list's req/s is printed as a fraction of their mean. Marked: p95 over
// 50 ms, or under half the trivial route's req/s.
//
// The API runs as its own process with its list memory on (LIST_CACHE_SECONDS, default 10): totals are remembered per
// filter and page starts per sort for that long, so page 1 repeats a remembered total, and a search or filter value
// seen again within 10 s skips its count. Set LIST_CACHE_SECONDS=0 to measure every count.
//
//   createdb -h 127.0.0.1 -U postgres crewbase_bench_big
//   export BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/crewbase_bench_big
//   npm run bench:generate-big && npm run bench:lists
//
// Knobs: BENCH_LISTS=staff,leave (only lists whose path contains one of these), BENCH_SKIP_LISTS (the same, left
// out), BENCH_API_PORT (3190), BENCH_API_PROFILE=<dir> (the API writes a V8 CPU profile there when the run ends, to
// open in Chrome's DevTools: where a list answer's Node time goes).
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import * as domain from '@crewbase/domain';
import { apiPort, connections as connectionsOr, measure, ms, printTable, serverGroup, signIn, startServer, type Measured } from './bench-http';
import { benchDatabase } from './bench-env';

const connections = connectionsOr(10);
const duration = Number(process.env.BENCH_DURATION ?? 3);
const warmup = Number(process.env.BENCH_WARMUP ?? 1);
const only = process.env.BENCH_LISTS?.split(',').map((part) => part.trim());
const skip = process.env.BENCH_SKIP_LISTS?.split(',').map((part) => part.trim());
const LIMIT = 20;
const P95_TARGET_MS = 50;

type Area = 'admin' | 'staff';
interface ListEndpoint {
  path: string;
  area: Area;
  /** Query parameters the list needs besides the list language (a schedule day's location, week and day). */
  required: string[];
  /** The list has `<path>/status-counts` (its status chips' counts). */
  statusCounts?: boolean;
}

interface ZodLike {
  shape?: Record<string, { safeParse(value: unknown): { success: boolean } }>;
}

/** Every list endpoint declared in libs/domain: GET, `list: true`, answering `{ data, total, ... }`. */
function listEndpoints(): ListEndpoint[] {
  const seen = new Set<unknown>();
  const found = new Map<string, ListEndpoint>();
  const withStatusCounts = new Set<string>();
  const walk = (value: unknown, depth: number) => {
    if (!value || typeof value !== 'object' || seen.has(value) || depth > 5 || Array.isArray(value)) return;
    seen.add(value);
    const entry = value as Record<string, unknown>;
    if ('_zod' in entry) return;
    if (entry.list === true && entry.method === 'GET' && typeof entry.path === 'string') {
      const response = (entry.response as ZodLike | undefined)?.shape;
      if (response?.counts && response.total && entry.path.endsWith('/status-counts')) {
        withStatusCounts.add(entry.path.slice(0, -'/status-counts'.length));
        return;
      }
      if (!response?.data || !response.total) return;
      const query = (entry.query as ZodLike | undefined)?.shape ?? {};
      const required = Object.keys(query).filter((key) => !['filter', 'sort', 'page', 'limit'].includes(key) && !query[key].safeParse(undefined).success);
      found.set(entry.path, { path: entry.path, area: (entry.access as { area: Area }).area, required });
      return;
    }
    for (const key of Object.keys(entry)) walk(entry[key], depth + 1);
  };
  walk(domain, 0);
  for (const path of withStatusCounts) {
    const list = found.get(path);
    if (list) list.statusCounts = true;
  }
  return [...found.values()].sort((a, b) => a.area.localeCompare(b.area) || a.path.localeCompare(b.path));
}

const tokens: Record<Area, string> = { admin: '', staff: '' };
const load = () => loadavg().map((n) => n.toFixed(1)).join(', ');

async function get(area: Area, path: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`http://127.0.0.1:${apiPort}${path}`, { headers: { authorization: `Bearer ${tokens[area]}` } });
  return { status: response.status, body: (await response.json().catch(() => ({}))) as Record<string, unknown> };
}

const q = (parts: Record<string, string | undefined>) =>
  Object.entries(parts)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}=${encodeURIComponent(value as string)}`)
    .join('&');

const messageOf = (body: Record<string, unknown>) => [body.message, ...((body.details as Array<{ message: string }> | undefined) ?? []).map((d) => d.message)].join(' ');

/** The values a list's required extra parameters take here: this week, today, the first site; the last year. */
async function requiredValues(): Promise<Record<string, string>> {
  const today = new Date().toISOString().slice(0, 10);
  const sunday = new Date(Date.now() - new Date().getUTCDay() * 86_400_000).toISOString().slice(0, 10);
  const site = (await get('admin', '/api/admin/location?limit=1')).body.data as Array<{ id: string }>;
  return {
    week: sunday,
    dayOfWeek: domain.weekdayOf(today),
    locationId: site[0]?.id ?? '',
    from: new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10),
    to: today,
  };
}

interface Plan {
  name: string;
  total: number;
  /** The list stopped counting at its cap (LIST_TOTAL_CAP): more rows match than `total`. */
  capped?: boolean;
  scenarios: Array<{ name: string; paths: string[]; note: string }>;
  skipped?: string;
}

/** A field's value in an item, however the item nests it (`staff.fullName`, `staffFullName`, `fullName`). */
function valueOf(item: Record<string, unknown>, field: string): unknown {
  const parts = field.split('.');
  let at: unknown = item;
  for (const part of parts) at = at && typeof at === 'object' ? (at as Record<string, unknown>)[part] : undefined;
  if (at !== undefined) return at;
  const joined = parts[0] + parts.slice(1).map((p) => p[0].toUpperCase() + p.slice(1)).join('');
  return item[joined] ?? item[parts[parts.length - 1]];
}

const shuffle = <T>(items: T[]): T[] => {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
};

/** Finds the list's fields from the API's own answers and builds its scenarios. */
async function plan(list: ListEndpoint, fixed: Record<string, string>, staffId: string): Promise<Plan> {
  const base = list.path.replace(':id', staffId);
  const name = `${list.area === 'staff' ? 'staff ' : ''}${base.replace(/^\/api\/(admin|staff)\//, '').replace(staffId, ':id')}`;
  const missing = list.required.filter((key) => !fixed[key]);
  if (missing.length > 0) return { name, total: 0, scenarios: [], skipped: `needs ${missing.join(', ')}` };
  const extra = Object.fromEntries(list.required.map((key) => [key, fixed[key]]));
  const url = (parts: Record<string, string | undefined>) => `${base}?${q({ ...extra, ...parts })}`;

  const first = await get(list.area, url({ limit: String(LIMIT) }));
  if (first.status !== 200) return { name, total: 0, scenarios: [], skipped: `page 1 answered ${first.status}: ${messageOf(first.body)}` };
  const total = Number(first.body.total ?? 0);
  const capped = first.body.totalCapped === true;
  const fieldsAnswer = await get(list.area, url({ filter: '__bench||$eq||x' }));
  const fields = /Use one of: (.+?)\.(?:\s|$)/.exec(messageOf(fieldsAnswer.body))?.[1].split(', ') ?? [];

  // $cont works on text fields only; an enum names its values when given a wrong one; a date field takes $gte.
  const text: string[] = [];
  const enums: Array<{ field: string; values: string[] }> = [];
  const dates: string[] = [];
  for (const field of fields) {
    if ((await get(list.area, url({ limit: '1', filter: `${field}||$cont||a` }))).status === 200) text.push(field);
    const wrong = await get(list.area, url({ limit: '1', filter: `${field}||$eq||__bench` }));
    const values = /expects one of ([^"]*), got/.exec(messageOf(wrong.body))?.[1].split(', ');
    if (values) enums.push({ field, values });
    if ((await get(list.area, url({ limit: '1', filter: `${field}||$gte||2020-01-01` }))).status === 200 && !values) dates.push(field);
  }
  const prefer = (candidates: string[], patterns: RegExp[]) => patterns.map((p) => candidates.find((c) => p.test(c))).find(Boolean) ?? candidates[0];
  const searchField = prefer(text, [/fullName/i, /^name$/i, /name$/i, /title/i, /reason|description|subject/i]);
  const statusField = enums.find((e) => /status/i.test(e.field)) ?? enums[0];
  const sortField = prefer(dates, [/^createdAt$/, /At$/, /date/i]);

  const scenarios: Plan['scenarios'] = [{ name: 'page 1', paths: [url({ limit: String(LIMIT) })], note: `${LIMIT} rows, default sort` }];

  // A capped total says only "more than"; the deep pages stay 1,000-1,999 when the list has rows there, so the figure
  // measures the same offsets as for a list counted in full.
  const reaches = async (page: number) => (((await get(list.area, url({ limit: String(LIMIT), page: String(page) }))).body.data as unknown[] | undefined) ?? []).length > 0;
  const pages = capped && (await reaches(2_000)) ? 2_001 : Math.ceil(total / LIMIT);
  const deepFrom = pages > 2_000 ? 1_000 : Math.max(2, Math.ceil(pages / 2));
  const deepTo = pages > 2_000 ? 1_999 : pages;
  if (deepTo >= deepFrom && pages >= 2) {
    const deep = shuffle(Array.from({ length: deepTo - deepFrom + 1 }, (_, i) => deepFrom + i));
    scenarios.push({ name: 'deep page', paths: deep.map((page) => url({ limit: String(LIMIT), page: String(page) })), note: `pages ${deepFrom}-${deepTo}, shuffled` });
  }

  const terms: string[] = [];
  if (searchField) {
    const sample = (await get(list.area, url({ limit: '100' }))).body.data as Array<Record<string, unknown>>;
    const words = new Set<string>();
    for (const item of sample ?? []) {
      const value = valueOf(item, searchField);
      if (typeof value !== 'string') continue;
      for (const word of value.toLowerCase().split(/[^a-z0-9]+/)) if (word.length >= 4) words.add(word.slice(0, 5));
    }
    terms.push(...[...words].slice(0, 30));
    if (terms.length === 0) terms.push('ade', 'oka', 'lagos', 'rent', 'care');
    scenarios.push({ name: 'search', paths: terms.map((term) => url({ limit: String(LIMIT), filter: `${searchField}||$cont||${term}` })), note: `${searchField} $cont, ${terms.length} terms` });
  }

  if (list.statusCounts) {
    // The chips as the list opens (remembered after the first request unless LIST_CACHE_SECONDS=0), and under each
    // search term in turn.
    const counts = (parts: Record<string, string | undefined>) => `${base}/status-counts?${q({ ...extra, ...parts })}`;
    scenarios.push({ name: 'status counts', paths: [counts({})], note: 'as the list opens' });
    if (searchField) {
      const paths = terms.map((term) => counts({ filter: `${searchField}||$cont||${term}` }));
      scenarios.push({ name: 'counts + search', paths, note: `${searchField} $cont, ${terms.length} terms` });
    }
  }

  if (statusField || sortField) {
    const filters = statusField ? statusField.values.map((value) => `${statusField.field}||$eq||${value}`) : [undefined];
    const sorts = sortField ? [`${sortField},DESC`, `${sortField},ASC`] : [undefined];
    const paths = filters.flatMap((filter) => sorts.map((sort) => url({ limit: String(LIMIT), filter, sort })));
    scenarios.push({
      name: 'filter + sort',
      paths,
      note: `${statusField ? `${statusField.field} $eq (${statusField.values.length} values)` : 'no enum'}, ${sortField ? `sort ${sortField}` : 'default sort'}`,
    });
  }
  return { name, total, capped, scenarios };
}

async function main() {
  const database = benchDatabase();
  const { children, stop } = serverGroup();
  try {
    const profile = process.env.BENCH_API_PROFILE;
    children.push(await startServer('tools/bench/api-server.ts', apiPort, {}, profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []));
    tokens.admin = await signIn('admin');
    tokens.staff = await signIn('staff');
    const fixed = await requiredValues();
    const someone = (await get('admin', '/api/admin/staff?limit=1')).body.data as Array<{ id: string }>;

    const lists = listEndpoints().filter((list) => (!only || only.some((part) => list.path.includes(part))) && !skip?.some((part) => list.path.includes(part)));
    const trivial = () => measure({ port: apiPort, path: '/api/bench/whoami', token: tokens.admin, seconds: duration, connections });
    console.log(`\nLists benchmark on ${database.kind}: ${lists.length} lists, ${connections} connections, ${duration} s per scenario after ${warmup} s of warm-up,`);
    console.log(`list memory LIST_CACHE_SECONDS=${process.env.LIST_CACHE_SECONDS ?? '10 (default)'}, load average ${load()} at the start.`);
    if (warmup > 0) await measure({ port: apiPort, path: '/api/bench/whoami', token: tokens.admin, seconds: warmup, connections });
    const before = await trivial();
    console.log(`Trivial authenticated route: ${before.requestsPerSecond.toFixed(0)} req/s, p95 ${before.p95.toFixed(1)} ms.\n`);

    const results: Array<{ list: string; total: number; capped?: boolean; scenario: string; note: string; result?: Measured; skipped?: string }> = [];
    for (const list of lists) {
      const planned = await plan(list, fixed, someone[0]?.id ?? '');
      if (planned.skipped) {
        results.push({ list: planned.name, total: 0, scenario: '-', note: '', skipped: planned.skipped });
        console.log(`${planned.name}: skipped (${planned.skipped})`);
        continue;
      }
      for (const scenario of planned.scenarios) {
        const run = (seconds: number) => measure({ port: apiPort, path: scenario.paths, token: tokens[list.area], seconds, connections });
        if (warmup > 0) await run(warmup);
        const result = await run(duration);
        results.push({ list: planned.name, total: planned.total, capped: planned.capped, scenario: scenario.name, note: scenario.note, result });
        console.log(
          `${planned.name} / ${scenario.name} (${scenario.note}): p50 ${ms(result.p50, duration)} ms, p95 ${ms(result.p95, duration)} ms, ${result.requestsPerSecond.toFixed(0)} req/s${result.failures ? `, ${result.failures} failed` : ''}`,
        );
        // Requests autocannon gave up on are still being answered: wait for the API to drain them (one authenticated
        // request queues behind them for a database connection), so the next scenario is not measured in their wake.
        await get('admin', '/api/bench/whoami');
        await sleep(200);
      }
    }

    const after = await trivial();
    const reference = (before.requestsPerSecond + after.requestsPerSecond) / 2;
    console.log(`\nTrivial authenticated route: ${before.requestsPerSecond.toFixed(0)} req/s before the lists, ${after.requestsPerSecond.toFixed(0)} after; their mean ${reference.toFixed(0)} is the reference.\n`);
    const rows: string[][] = [['list', 'scenario', 'rows', 'p50 ms', 'p95 ms', 'req/s', 'x trivial', 'failed', 'mark']];
    let marked = 0;
    for (const r of results) {
      if (!r.result) {
        rows.push([r.list, `skipped: ${r.skipped}`, '', '', '', '', '', '', '']);
        continue;
      }
      const share = r.result.requestsPerSecond / reference;
      const marks = [r.result.p95 > P95_TARGET_MS ? 'p95' : '', share < 0.5 ? 'req/s' : '', r.result.failures > 0 ? 'FAILED' : ''].filter(Boolean);
      if (marks.length > 0) marked += 1;
      rows.push([
        r.list,
        r.scenario,
        `${r.capped ? '> ' : ''}${r.total.toLocaleString('en')}`,
        ms(r.result.p50, duration),
        ms(r.result.p95, duration),
        r.result.requestsPerSecond.toFixed(0),
        share.toFixed(2),
        String(r.result.failures),
        marks.length ? `<- ${marks.join(', ')}` : '',
      ]);
    }
    printTable(rows, 2);
    const measured = results.filter((r) => r.result).length;
    console.log(`\nLoad average ${load()} at the end (1, 5, 15 minutes; the machine is shared, so figures carry others' work).`);
    console.log(`${measured - marked} of ${measured} scenarios meet both targets (p95 < ${P95_TARGET_MS} ms, req/s >= half the trivial route's); ${marked} marked.`);
  } finally {
    stop();
  }
}

await main();
