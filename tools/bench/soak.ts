// Soak: 50 simulated people doing mixed work against the real API for BENCH_SOAK_MINUTES (10), printing every
// request kind's count, errors and p50/p95, and the API process's resident memory after the first minute against
// the end (target: no errors, memory at the end within 10% of where it settled after the first minute).
//
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/crewbase_soak npm run bench:soak
//
// It fills the database first (tools/bench/generate-company.ts: the demo company plus BENCH_STAFF generated staff,
// default 2,000) and gives the generated Active staff the demo password, so each simulated staff member signs in as
// people of their own. Then it starts the API as its own process in production mode (tools/bench/api-server.ts, one
// process, the production heap limit) and runs BENCH_SOAK_STAFF staff (40) and BENCH_SOAK_ADMINS admins (10):
// - staff sign in with their password, read their dashboard, their leave, loans, medical assistance, messages and
//   notifications, open details, file leave, loan and medical requests within their balances, now and then withdraw
//   one still pending, and sign out;
// - admins sign in, open the staff and request lists with filters, sorts and searches, open details, approve,
//   decline and disburse the requests the staff filed through the workflow endpoints, and now and then send a
//   message.
// Each admin decides the requests of its own staff, so two admins never race for one; a 409 on a decision is
// still counted apart (a race), not as an error. Think times are BENCH_SOAK_THINK_MS (100-500) between actions.
// Memory is the API process's VmRSS from /proc, sampled every 10 s; the second minute's mean is where it settled.
// The API listens on BENCH_API_PORT (3190).
import { setTimeout as sleep } from 'node:timers/promises';
import { availableParallelism, loadavg } from 'node:os';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { openDatabase, selectRows } from '../../apps/api/src/db/database';
import { DEMO_PASSWORD } from '../../apps/api/src/db/seed';
import { API_HEAP_FLAG, apiPort, printTable, residentMemoryMb, startServer } from './bench-http';
import { benchDatabase } from './bench-env';

const minutes = Number(process.env.BENCH_SOAK_MINUTES ?? 10);
const staffCount = Number(process.env.BENCH_SOAK_STAFF ?? 40);
const adminCount = Number(process.env.BENCH_SOAK_ADMINS ?? 10);
const companySize = Number(process.env.BENCH_STAFF ?? 2_000);
const [thinkMin, thinkMax] = (process.env.BENCH_SOAK_THINK_MS ?? '100-500').split('-').map(Number);
const api = `http://127.0.0.1:${apiPort}`;
const SAMPLE_EVERY_MS = 10_000;
/** The memory target: the end within this share of where it settled after the first minute. */
const MEMORY_TOLERANCE = 0.1;
const root = fileURLToPath(new URL('../..', import.meta.url));

// ---------------------------------------------------------------------------------------------------------------
// Counting every response

type Outcome = 'ok' | 'race' | 'error';
interface KindStats {
  times: number[];
  statuses: Map<string, number>;
  outcomes: Record<Outcome, number>;
}
const stats = new Map<string, KindStats>();
/** The first few error answers of each kind and status, to say what went wrong. */
const errorSamples = new Map<string, string[]>();

function record(kind: string, status: string, outcome: Outcome, ms: number, detail?: string) {
  let entry = stats.get(kind);
  if (!entry) {
    entry = { times: [], statuses: new Map(), outcomes: { ok: 0, race: 0, error: 0 } };
    stats.set(kind, entry);
  }
  entry.times.push(ms);
  entry.statuses.set(status, (entry.statuses.get(status) ?? 0) + 1);
  entry.outcomes[outcome] += 1;
  if (outcome === 'error') {
    const key = `${kind} ${status}`;
    const samples = errorSamples.get(key) ?? [];
    if (samples.length < 3 && detail) samples.push(detail.slice(0, 300));
    errorSamples.set(key, samples);
  }
}

class Failed extends Error {}

interface CallOptions {
  token?: string;
  body?: unknown;
  /** The statuses this call should answer (200 unless said). */
  expect?: number[];
  /** A decision: a 409 means somebody else decided first. */
  decision?: boolean;
}

/** One request, timed and counted; answers the parsed body, or throws Failed when the answer was not expected. */
async function call<T = unknown>(kind: string, method: string, path: string, options: CallOptions = {}): Promise<T> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const started = performance.now();
  let response: Response;
  let text: string;
  try {
    response = await fetch(`${api}${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
    text = await response.text();
  } catch (error) {
    record(kind, 'network', 'error', performance.now() - started, String(error));
    throw new Failed(kind);
  }
  const ms = performance.now() - started;
  const expected = options.expect ?? [200];
  if (expected.includes(response.status)) {
    record(kind, String(response.status), 'ok', ms);
    return (text ? JSON.parse(text) : undefined) as T;
  }
  const race = options.decision === true && response.status === 409;
  record(kind, String(response.status), race ? 'race' : 'error', ms, `${method} ${path}: ${text}`);
  throw new Failed(kind);
}

const think = () => sleep(thinkMin + Math.random() * (thinkMax - thinkMin));
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)];
const between = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));
const q = (params: Record<string, string | number | undefined>) =>
  Object.entries(params)
    .flatMap(([key, value]) => (value === undefined ? [] : [`${key}=${encodeURIComponent(String(value))}`]))
    .join('&');

interface Tokens {
  access_token: string;
  refresh_token: string;
}
interface ListAnswer<T> {
  data: T[];
  total: number;
}
interface Row {
  id: string;
  status?: string;
}

// ---------------------------------------------------------------------------------------------------------------
// Requests between the staff who file them and the admin who decides them

type RequestKind = 'leave' | 'loan' | 'medical';
const basePath: Record<RequestKind, string> = { leave: 'leave-request', loan: 'loan-request', medical: 'medical-assistance' };
interface Filed {
  kind: RequestKind;
  id: string;
  /** A loan's amount asked, which the admin approves in full. */
  amount?: string;
  months?: number;
  /** Queued for a decision, taken by the admin or withdrawn by its staff member: whoever takes it first acts. */
  state: 'queued' | 'taken';
}
/** Each admin's queue: the requests its staff filed, then the approved loans and medical assistance to disburse. */
const decisions: Filed[][] = Array.from({ length: adminCount }, () => []);
const disbursements: Filed[][] = Array.from({ length: adminCount }, () => []);

// ---------------------------------------------------------------------------------------------------------------
// Staff

interface Account {
  email: string;
  /** The next working day this person asks leave for (a calendar date), moving on with each request. */
  nextLeaveDay: Date;
  /** Pending requests this person filed, which they may withdraw. */
  pending: Filed[];
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);
/** The next Monday-to-Friday day from `date` that is not a public holiday. */
function workingDayFrom(date: Date, holidays: Set<string>): Date {
  let day = date;
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6 || holidays.has(isoDay(day))) day = addDays(day, 1);
  return day;
}
const holidaysByYear = new Map<number, Set<string>>();

async function staffSession(vu: number, account: Account, running: () => boolean) {
  const tokens = await call<Tokens>('staff sign-in', 'POST', '/api/staff/auth/login', { body: { email: account.email, password: DEMO_PASSWORD } });
  const token = tokens.access_token;
  const get = <T>(kind: string, path: string) => call<T>(kind, 'GET', path, { token });
  const admin = vu % adminCount;

  // The dashboard asks for these at once, as the portal does.
  await Promise.allSettled([
    get('staff profile', '/api/staff/auth/profile'),
    get('staff leave balances', '/api/staff/leave-request/leave-balances'),
    get('staff loan balance', '/api/staff/loan-request/loan-balance'),
    get('staff schedule week', '/api/staff/schedule/current-week'),
    get('staff messages unread', '/api/staff/messages/latest-unread'),
    get('staff notifications unread', '/api/staff/notifications/unread-count'),
  ]);

  const actions: Array<[number, () => Promise<void>]> = [
    [3, async () => {
      const list = await get<ListAnswer<Row>>('staff leave list', `/api/staff/leave-request?${q({ page: 1, limit: 10 })}`);
      if (list.data.length > 0) await get('staff leave detail', `/api/staff/leave-request/${pick(list.data).id}`);
    }],
    [3, async () => {
      const list = await get<ListAnswer<Row>>('staff loan list', `/api/staff/loan-request?${q({ page: 1, limit: 10 })}`);
      if (list.data.length > 0) await get('staff loan detail', `/api/staff/loan-request/${pick(list.data).id}`);
    }],
    [2, async () => {
      const list = await get<ListAnswer<Row>>('staff medical list', `/api/staff/medical-assistance?${q({ page: 1, limit: 10 })}`);
      if (list.data.length > 0) await get('staff medical detail', `/api/staff/medical-assistance/${pick(list.data).id}`);
    }],
    [3, async () => {
      const list = await get<ListAnswer<Row & { read: boolean }>>('staff message list', `/api/staff/messages?${q({ page: 1, limit: 10 })}`);
      if (list.data.length === 0) return;
      const message = pick(list.data);
      await get('staff message detail', `/api/staff/messages/${message.id}`);
      if (!message.read) await call('staff message mark read', 'PATCH', `/api/staff/messages/mark-as-read/${message.id}`, { token, body: {} });
    }],
    [2, async () => {
      await get('staff notification list', `/api/staff/notifications?${q({ page: 1, limit: 10 })}`);
      await get('staff notifications unread', '/api/staff/notifications/unread-count');
    }],
    [2, async () => {
      const day = account.nextLeaveDay;
      const year = day.getUTCFullYear();
      let holidays = holidaysByYear.get(year);
      if (!holidays) {
        const list = await get<Array<{ date: string }>>('staff public holidays', `/api/staff/public-holiday?${q({ year })}`);
        holidays = new Set(list.map((h) => h.date));
        holidaysByYear.set(year, holidays);
      }
      const balance = await get<{ remaining: number }>('staff leave balance', `/api/staff/leave-request/leave-balance?${q({ year })}`);
      const start = workingDayFrom(day, holidays);
      if (start.getUTCFullYear() !== year || balance.remaining < 1) {
        // This year's days are spoken for: ask for next year's.
        account.nextLeaveDay = new Date(Date.UTC(year + 1, 0, between(2, 20)));
        return;
      }
      const created = await call<Row>('staff file leave', 'POST', '/api/staff/leave-request', {
        token,
        expect: [201],
        body: { startDate: isoDay(start), endDate: isoDay(start), reason: 'Family matters (soak)' },
      });
      account.nextLeaveDay = addDays(start, between(1, 6));
      file(account, admin, { kind: 'leave', id: created.id, state: 'queued' });
    }],
    [2, async () => {
      const balance = await get<{ available: string; maxRepaymentMonths: number }>('staff loan balance', '/api/staff/loan-request/loan-balance');
      const available = Math.floor(Number(balance.available));
      if (available < 10_000) return;
      const amount = `${Math.min(available, between(10, 80) * 1_000)}.00`;
      const months = between(1, Math.min(6, balance.maxRepaymentMonths));
      const created = await call<Row>('staff file loan', 'POST', '/api/staff/loan-request', {
        token,
        expect: [201],
        body: { amountRequested: amount, repaymentMonths: months, reason: 'School fees (soak)' },
      });
      file(account, admin, { kind: 'loan', id: created.id, amount, months, state: 'queued' });
    }],
    [1, async () => {
      const created = await call<Row>('staff file medical', 'POST', '/api/staff/medical-assistance', {
        token,
        expect: [201],
        body: { amount: `${between(5, 60) * 1_000}.00`, reason: 'Clinic visit (soak)', documents: [] },
      });
      file(account, admin, { kind: 'medical', id: created.id, state: 'queued' });
    }],
    [1, async () => {
      // Withdraw one still waiting for its admin; taking it off the queue first means the admin never races for it.
      const request = account.pending.find((r) => r.state === 'queued');
      if (!request) return;
      request.state = 'taken';
      await call(`staff withdraw ${request.kind}`, 'PATCH', `/api/staff/${basePath[request.kind]}/withdraw/${request.id}`, { token, body: {} });
    }],
  ];
  const weighted = actions.flatMap(([weight, action]) => Array.from({ length: weight }, () => action));

  for (let i = between(4, 10); i > 0 && running(); i -= 1) {
    await think();
    await weighted[Math.floor(Math.random() * weighted.length)]().catch(ignoreFailed);
  }
  account.pending = account.pending.filter((r) => r.state === 'queued');
  await call('staff sign-out', 'POST', '/api/staff/auth/logout', { body: { refresh_token: tokens.refresh_token }, expect: [204] });
}

function file(account: Account, admin: number, request: Filed) {
  account.pending.push(request);
  decisions[admin].push(request);
}

function ignoreFailed(error: unknown) {
  if (!(error instanceof Failed)) throw error;
}

// ---------------------------------------------------------------------------------------------------------------
// Admins

const adminEmails = ['admin@crewbase.test', 'hr@crewbase.test'];
const searches = ['okafor', 'ade', 'musa', 'chi', 'bello', 'grace'];
const departments = ['Operations', 'Security', 'Finance', 'Customer Service'];

async function adminSession(index: number, running: () => boolean) {
  const tokens = await call<Tokens>('admin sign-in', 'POST', '/api/admin/auth/login', { body: { email: adminEmails[index % adminEmails.length], password: DEMO_PASSWORD } });
  const token = tokens.access_token;
  const get = <T>(kind: string, path: string) => call<T>(kind, 'GET', path, { token });

  await Promise.allSettled([
    get('admin profile', '/api/admin/auth/profile'),
    get('admin pending decisions', '/api/admin/dashboard/pending-decisions'),
    get('admin staff metrics', '/api/admin/dashboard/staff/metrics'),
    get('admin notifications unread', '/api/admin/notifications/unread-count'),
  ]);

  const requestList = (kind: RequestKind) => async () => {
    const filters = pick([
      { filter: 'status||$eq||PENDING', sort: 'createdAt,DESC' },
      { filter: `staff.fullName||$cont||${pick(searches)}` },
      { sort: 'createdAt,DESC' },
      { filter: 'status||$eq||APPROVED', sort: 'createdAt,ASC' },
    ]);
    const list = await get<ListAnswer<Row>>(`admin ${kind} list`, `/api/admin/${basePath[kind]}?${q({ page: between(1, 2), limit: 20, ...filters })}`);
    await get(`admin ${kind} status counts`, `/api/admin/${basePath[kind]}/status-counts`);
    if (list.data.length > 0) await get(`admin ${kind} detail`, `/api/admin/${basePath[kind]}/${pick(list.data).id}`);
  };

  const actions: Array<[number, () => Promise<void>]> = [
    [3, async () => {
      const filters = pick([
        { sort: 'createdAt,DESC' },
        { filter: 'status||$eq||Active', sort: 'lastName,ASC' },
        { filter: `fullName||$cont||${pick(searches)}` },
        { filter: `department.name||$eq||${pick(departments)}`, sort: 'createdAt,DESC' },
      ]);
      const list = await get<ListAnswer<Row>>('admin staff list', `/api/admin/staff?${q({ page: between(1, 20), limit: 20, ...filters })}`);
      if (list.data.length > 0) await get('admin staff detail', `/api/admin/staff/${pick(list.data).id}`);
    }],
    [2, requestList('leave')],
    [2, requestList('loan')],
    [2, requestList('medical')],
    [6, async () => {
      const request = decisions[index].find((r) => r.state === 'queued');
      if (!request) return;
      request.state = 'taken';
      decisions[index] = decisions[index].filter((r) => r.state === 'queued');
      await get(`admin ${request.kind} detail`, `/api/admin/${basePath[request.kind]}/${request.id}`);
      await think();
      const approve = Math.random() < 0.7;
      const base = `/api/admin/${basePath[request.kind]}`;
      if (approve) {
        const body = request.kind === 'loan' ? { amount: request.amount, repaymentMonths: request.months } : {};
        await call(`admin approve ${request.kind}`, 'PATCH', `${base}/approve/${request.id}`, { token, body, decision: true });
        if (request.kind !== 'leave' && Math.random() < 0.5) disbursements[index].push(request);
      } else {
        const action = request.kind === 'leave' ? 'reject' : 'decline';
        await call(`admin ${action} ${request.kind}`, 'PATCH', `${base}/${action}/${request.id}`, { token, body: { note: 'Not this time (soak).' }, decision: true });
      }
    }],
    [1, async () => {
      const request = disbursements[index].shift();
      if (!request) return;
      await call(`admin disburse ${request.kind}`, 'PATCH', `/api/admin/${basePath[request.kind]}/disburse/${request.id}`, { token, body: {}, decision: true });
    }],
    [1, async () => {
      const list = await get<ListAnswer<Row>>('admin message list', `/api/admin/messages?${q({ page: 1, limit: 20, sort: 'createdAt,DESC' })}`);
      if (list.data.length > 0) await get('admin message detail', `/api/admin/messages/${pick(list.data).id}`);
      if (Math.random() < 0.15) {
        await call('admin send message', 'POST', '/api/admin/messages/send', {
          token,
          expect: [201],
          body: { title: `Rota update ${new Date().toISOString().slice(11, 19)}`, body: '<p>New rota from Monday.</p>', recipientType: 'Staff', audience: 'everyone' },
        });
      }
    }],
    [1, async () => {
      await get('admin notification list', `/api/admin/notifications?${q({ page: 1, limit: 10 })}`);
    }],
  ];
  const weighted = actions.flatMap(([weight, action]) => Array.from({ length: weight }, () => action));

  for (let i = between(20, 40); i > 0 && running(); i -= 1) {
    await think();
    await weighted[Math.floor(Math.random() * weighted.length)]().catch(ignoreFailed);
  }
  await call('admin sign-out', 'POST', '/api/admin/auth/logout', { body: { refresh_token: tokens.refresh_token }, expect: [204] });
}

// ---------------------------------------------------------------------------------------------------------------
// Preparing the company, running, printing

function run(command: string, args: string[], env: Record<string, string>): Promise<void> {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
  return new Promise((resolve, reject) => child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code}`)))));
}

/**
 * The generated Active staff, each given the demo password (they are generated without one), with the last day of
 * leave they already hold (an earlier soak on the same database), so new requests start after it.
 */
async function prepareStaff(): Promise<Array<{ email: string; heldUntil: string | null }>> {
  await run(process.execPath, ['--import', 'tsx', 'tools/bench/generate-company.ts'], { BENCH_STAFF: String(companySize) });
  const database = await openDatabase(benchDatabase());
  try {
    await database.db.execute(sql`
      update staff set password_hash = (select password_hash from staff where lower(email) = 'staff@crewbase.test')
      where staff_id like 'STF-_______' and status = 'Active' and password_hash is null`);
    return await selectRows<{ email: string; heldUntil: string | null }>(
      database.db,
      sql`select s.email, (select max(l.end_date)::text from leave_requests l where l.staff_id = s.id and l.status in ('PENDING', 'APPROVED')) "heldUntil"
          from staff s where s.staff_id like 'STF-_______' and s.status = 'Active' and s.password_hash is not null order by s.staff_id`,
    );
  } finally {
    await database.close();
  }
}

function percentile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

async function main() {
  const database = benchDatabase();
  if (database.kind !== 'postgres') {
    console.error('The soak runs the API as production does, on PostgreSQL: set BENCH_DATABASE_URL=postgres://...');
    process.exit(1);
  }
  const people = await prepareStaff();
  if (people.length < staffCount) throw new Error(`Only ${people.length} generated staff can sign in; raise BENCH_STAFF.`);

  const child = await startServer('tools/bench/api-server.ts', apiPort, {}, [API_HEAP_FLAG]);
  const stop = () => child.kill('SIGTERM');
  process.on('SIGINT', () => {
    stop();
    process.exit(130);
  });
  try {
    const pid = child.pid as number;
    const durationMs = minutes * 60_000;
    console.log(
      `\nSoak: ${staffCount} staff and ${adminCount} admins for ${minutes} min against one API process (pid ${pid}, NODE_ENV=production, ${API_HEAP_FLAG}) on PostgreSQL,`,
    );
    console.log(`${people.length.toLocaleString('en')} generated staff to sign in as, think time ${thinkMin}-${thinkMax} ms, ${availableParallelism()} cores.\n`);

    const started = performance.now();
    const elapsed = () => performance.now() - started;
    const running = () => elapsed() < durationMs;
    const samples: Array<{ at: number; mb: number }> = [{ at: 0, mb: residentMemoryMb(pid).now }];
    let minutesPrinted = 0;
    const sampler = setInterval(() => {
      const at = elapsed();
      samples.push({ at, mb: residentMemoryMb(pid).now });
      // Timers drift under load, so a minute is printed by the first sample past it.
      if (Math.floor(at / 60_000) > minutesPrinted) {
        minutesPrinted = Math.floor(at / 60_000);
        const requests = [...stats.values()].reduce((n, s) => n + s.times.length, 0);
        const errors = [...stats.values()].reduce((n, s) => n + s.outcomes.error, 0);
        console.log(`${String(minutesPrinted).padStart(3)} min  RSS ${samples.at(-1)?.mb.toFixed(0)} MB  ${requests.toLocaleString('en')} requests  ${errors} errors  load ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
      }
    }, SAMPLE_EVERY_MS);

    const nextYear = new Date().getUTCFullYear() + 1;
    const accounts = people.map(({ email, heldUntil }) => {
      const fresh = new Date(Date.UTC(nextYear, 0, between(2, 60)));
      const afterHeld = heldUntil ? addDays(new Date(`${heldUntil}T00:00:00Z`), 1) : fresh;
      return { email, nextLeaveDay: afterHeld > fresh ? afterHeld : fresh, pending: [] as Filed[] };
    });
    const staffPeople = Array.from({ length: staffCount }, async (_, vu) => {
      // Each simulated person signs in as their own share of the company, one account after another.
      const mine = accounts.filter((_a, i) => i % staffCount === vu);
      for (let session = 0; running(); session += 1) {
        await staffSession(vu, mine[session % mine.length], running).catch(ignoreFailed);
        await think();
      }
    });
    const admins = Array.from({ length: adminCount }, async (_, index) => {
      while (running()) {
        await adminSession(index, running).catch(ignoreFailed);
        await think();
      }
    });
    await Promise.all([...staffPeople, ...admins]);
    clearInterval(sampler);
    const end = { at: elapsed(), mb: residentMemoryMb(pid).now };
    samples.push(end);
    const peakMb = residentMemoryMb(pid).peak;

    // The table: every kind of request, its statuses and timings.
    const rows: string[][] = [['request', 'count', 'ok', 'race 409', 'errors', 'statuses', 'p50 ms', 'p95 ms']];
    let total = 0;
    let errors = 0;
    let races = 0;
    for (const [kind, entry] of [...stats.entries()].sort(([a], [b]) => a.localeCompare(b))) {
      const sorted = [...entry.times].sort((a, b) => a - b);
      total += sorted.length;
      errors += entry.outcomes.error;
      races += entry.outcomes.race;
      const statuses = [...entry.statuses.entries()].map(([status, n]) => `${status}:${n}`).join(' ');
      rows.push([kind, String(sorted.length), String(entry.outcomes.ok), String(entry.outcomes.race), String(entry.outcomes.error), statuses, percentile(sorted, 0.5).toFixed(1), percentile(sorted, 0.95).toFixed(1)]);
    }
    console.log('');
    printTable(rows);
    const seconds = end.at / 1000;
    console.log(`\n${total.toLocaleString('en')} requests in ${seconds.toFixed(0)} s (${(total / seconds).toFixed(0)} per second), ${errors} errors, ${races} decisions lost to a race (409).`);
    for (const [key, details] of errorSamples) console.log(`  ${key}: ${details.join(' | ')}`);

    // One sample swings with the garbage collector by about a tenth either way, so each end of the comparison is a
    // minute's mean: the second minute (the first is start-up and warm-up) against the last.
    const mean = (from: number, to: number) => {
      const window = samples.filter((s) => s.at >= from && s.at <= to);
      return window.reduce((sum, s) => sum + s.mb, 0) / window.length;
    };
    const settled = mean(60_000, 120_000);
    const last = mean(end.at - 60_000, end.at);
    const change = (last - settled) / settled;
    // The first sample of each minute, the end standing for the last one.
    const minuteOf = (s: { at: number }) => Math.floor(s.at / 60_000);
    const minuteMarks = samples.filter((s, i) => i === 0 || (s !== end && minuteOf(s) > minuteOf(samples[i - 1]) && minuteOf(s) < minuteOf(end)));
    minuteMarks.push(end);
    console.log(`\nAPI resident memory (VmRSS) by minute: ${minuteMarks.map((s) => `${Math.floor(s.at / 60_000)}:${s.mb.toFixed(0)}`).join('  ')} MB; peak ${peakMb.toFixed(0)} MB.`);
    // Under two minutes there is no settled minute to compare with.
    const judged = Number.isFinite(change);
    if (judged) console.log(`Mean over the second minute ${settled.toFixed(1)} MB, over the last minute ${last.toFixed(1)} MB: ${change >= 0 ? '+' : ''}${(change * 100).toFixed(1)}%.`);
    const memoryOk = judged && Math.abs(change) <= MEMORY_TOLERANCE;
    const memoryVerdict = !judged ? 'memory not judged (run at least 2 minutes)' : `memory ${memoryOk ? 'within' : 'NOT within'} ${MEMORY_TOLERANCE * 100}% of the second minute's`;
    console.log(
      `Verdict: ${errors === 0 ? 'no errors' : `${errors} errors`}; ${memoryVerdict}. ${errors === 0 && memoryOk ? 'PASS' : 'FAIL'} (load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}).`,
    );
    if (errors > 0 || !memoryOk) process.exitCode = 1;
  } finally {
    stop();
  }
}

await main();
