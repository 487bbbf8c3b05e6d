// Inventory benchmark: 1,000,000 ledger movements over 5,000 stock items on PostgreSQL (generated once with set-based
// SQL by the shared generators in bench-tables.ts, the balances then set from the ledger so the stock rule holds), then the stock items list (page 1, a deep
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
import { insertStockItems, insertStockMovements } from './bench-tables';

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
  if (items < ITEMS) await insertStockItems(db, items + 1, ITEMS);
  await insertStockMovements(db, PER_ITEM);
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
