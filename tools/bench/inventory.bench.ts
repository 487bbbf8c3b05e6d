// Inventory benchmark: 1,000,000 ledger movements over 5,000 stock items on PostgreSQL (generated once with set-based
// SQL, the balances then set from the ledger so the stock rule holds), then the stock items list (page 1, a deep
// page, sorted by availableStock, a search) and the movements report over a period, each through the real API
// (buildApp: auth, validation, serialisation) with app.inject, one request at a time, printing p50/p95.
// Targets on this machine: a page p95 under 100 ms, the report under 2 s.
//
//   createdb -h 127.0.0.1 -U postgres crewbase_bench_inventory
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/crewbase_bench_inventory npm run bench:inventory
//
// Knobs: BENCH_INVENTORY_ITEMS (5000), BENCH_INVENTORY_MOVEMENTS (1000000), BENCH_RUNS per scenario (30).
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/api/src/app';
import { selectRows } from '../../apps/api/src/db/database';
import { inProcessBenchConfig } from './bench-env';

const ITEMS = Number(process.env.BENCH_INVENTORY_ITEMS ?? 5_000);
const MOVEMENTS = Number(process.env.BENCH_INVENTORY_MOVEMENTS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const PER_ITEM = Math.ceil(MOVEMENTS / ITEMS);

const config = inProcessBenchConfig();

const app = await buildApp(config);
const { db } = app.database;

async function generate() {
  const [{ items }] = await selectRows<{ items: number }>(db, sql`select count(*)::int as items from stock_items where name like 'Bench item %'`);
  const [{ moves }] = await selectRows<{ moves: number }>(db, sql`select count(*)::int as moves from stock_movements m join stock_items s on s.id = m.stock_item_id where s.name like 'Bench item %'`);
  if (items >= ITEMS && moves >= MOVEMENTS) {
    console.log(`Reusing ${items.toLocaleString('en')} bench items and ${moves.toLocaleString('en')} movements.`);
    return;
  }
  const started = performance.now();
  await db.execute(sql`insert into inventory_item_categories (name) select 'Bench category ' || g from generate_series(1, 20) g on conflict do nothing`);
  await db.execute(sql`
    insert into stock_items (name, category_id, unit, reorder_level, unit_cost_kobo)
    select 'Bench item ' || lpad(g::text, 5, '0'), c.id, 'piece', (g * 7) % 60, 10000 + (g * 137) % 500000
      from generate_series(${items + 1}::int, ${ITEMS}::int) g
      join lateral (select id from inventory_item_categories where name = 'Bench category ' || (1 + g % 20)) c on true`);
  // Per item: receipts on even steps (10..16 units), issues on odd steps (1..9 units, never more than the receipt
  // before), so every running balance stays at or above zero; balance_after is the running sum.
  await db.execute(sql`
    insert into stock_movements (stock_item_id, kind, quantity, units_affected, balance_after, location_id, created_at)
    select item_id, kind::stock_movement_kind, quantity, abs(quantity), sum(quantity) over (partition by item_id order by step), location_id, at
      from (
        select s.id as item_id, k as step,
               case when k % 2 = 0 then 'RECEIPT' else 'ISSUE' end as kind,
               case when k % 2 = 0 then 10 + (k + s.n) % 7 else -(1 + (k * 3 + s.n) % 9) end as quantity,
               case when k % 2 = 1 then locs.a[1 + ((k + s.n) % locs.c)] end as location_id,
               now() - ((${PER_ITEM} - k) * interval '1 day' * 365 / ${PER_ITEM}) - (s.n * interval '1 second') as at
          from (select id, row_number() over (order by name)::int as n from stock_items where name like 'Bench item %') s
          cross join generate_series(0, ${PER_ITEM - 1}::int) k
          cross join (select array_agg(id order by id) as a, greatest(count(*), 1)::int as c from locations) locs
      ) x`);
  await db.execute(sql`
    update stock_items s set available_stock = x.total
      from (select stock_item_id, sum(quantity)::int as total from stock_movements group by stock_item_id) x
     where x.stock_item_id = s.id and s.name like 'Bench item %'`);
  await db.execute(sql`analyze stock_items`);
  await db.execute(sql`analyze stock_movements`);
  const [{ n }] = await selectRows<{ n: number }>(db, sql`select count(*)::int as n from stock_movements`);
  console.log(`Generated ${ITEMS.toLocaleString('en')} items and ${n.toLocaleString('en')} movements in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}

async function signIn(): Promise<string> {
  const answer = await app.inject({ method: 'POST', url: '/api/admin/auth/login', payload: { email: 'admin@crewbase.test', password: 'Crewbase!2026' } });
  if (answer.statusCode !== 200) throw new Error(`Sign-in failed: ${answer.statusCode} ${answer.body}`);
  return answer.json().access_token as string;
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

async function measure(name: string, url: string, token: string, runs = RUNS) {
  const times: number[] = [];
  let summary = '';
  for (let i = 0; i < runs + 3; i += 1) {
    const started = performance.now();
    const answer = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    const ms = performance.now() - started;
    if (answer.statusCode !== 200) throw new Error(`${name}: ${answer.statusCode} ${answer.body.slice(0, 300)}`);
    if (i === 0) summary = `${answer.json().total?.toLocaleString('en') ?? '?'} rows`;
    if (i >= 3) times.push(ms);
  }
  times.sort((a, b) => a - b);
  console.log(`${name.padEnd(44)} p50 ${quantile(times, 0.5).toFixed(1).padStart(7)} ms   p95 ${quantile(times, 0.95).toFixed(1).padStart(7)} ms   (${summary})`);
  return quantile(times, 0.95);
}

try {
  await generate();
  const token = await signIn();
  const A = '/api/admin/inventory';
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  console.log(`\nInventory on ${app.database.kind}, ${RUNS} requests per scenario after 3 warm-ups:`);
  const pages = [
    await measure('stock items, page 1 (by name)', `${A}/stock-item?limit=10`, token),
    await measure('stock items, deep page (page 400)', `${A}/stock-item?limit=10&page=400`, token),
    await measure('stock items, by availableStock ascending', `${A}/stock-item?limit=10&sort=availableStock,ASC`, token),
    await measure('stock items, by availableStock, page 250', `${A}/stock-item?limit=10&sort=availableStock,DESC&page=250`, token),
    await measure('stock items, search "item 012"', `${A}/stock-item?limit=10&filter=${encodeURIComponent('name||$cont||item 012')}`, token),
    await measure('stock items, LOW only', `${A}/stock-item?limit=10&filter=${encodeURIComponent('stockHealth||$eq||LOW')}`, token),
    await measure('movements (the ledger), page 1', `${A}/stock-movement?limit=10`, token),
  ];
  const reports = [
    await measure('movements report, last 30 days', `${A}/reports/movements?from=${day(30)}&to=${day(0)}&limit=20`, token, 10),
    await measure('movements report, the whole year', `${A}/reports/movements?from=${day(365)}&to=${day(0)}&limit=20`, token, 10),
    await measure('movements report, a year, ISSUE only, page 50', `${A}/reports/movements?from=${day(365)}&to=${day(0)}&limit=20&page=50&filter=kind||$eq||ISSUE`, token, 10),
  ];
  console.log(`\nWorst page p95 ${Math.max(...pages).toFixed(1)} ms (target < 100 ms); worst report p95 ${Math.max(...reports).toFixed(0)} ms (target < 2000 ms).`);
} finally {
  await app.close();
}
