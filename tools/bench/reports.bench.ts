// Reports benchmark (issue 15): each report's metrics and first page through the real API (buildApp: auth,
// validation, serialisation, app.inject, one request at a time), over BENCH_REPORT_ROWS source rows per request
// table (default 1,000,000 each of leave, loans, medical assistance and penalties, with installments for a tenth of
// the loans) and BENCH_REPORT_LICENCES staff holding a licence (default 100,000), generated once with set-based SQL.
// Prints p50/p95 per scenario; target p95 under 200 ms on this machine.
//
//   createdb -h 127.0.0.1 -U postgres crewbase_bench_reports
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/crewbase_bench_reports npx tsx tools/bench/reports.bench.ts
//
// Knobs: BENCH_REPORT_ROWS (1000000), BENCH_REPORT_LICENCES (100000; 1000000 for a million licences),
// BENCH_REPORT_STAFF (2000 people the requests belong to), BENCH_RUNS per scenario (20). Rows are topped up, so one
// database can be measured at 200,000 and then at 1,000,000. The source rows go in with the shared generators
// (bench-tables.ts: INSERT ... SELECT generate_series, in batches), so the reports' totals triggers see them as the
// API's writes would.
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/api/src/app';
import { selectRows } from '../../apps/api/src/db/database';
import { count, topUp } from './bench-data';
import { inProcessBenchConfig } from './bench-env';
import { insertLeave, insertLoanRepayments, insertLoans, insertMedical, insertPenalties, peoplePool } from './bench-tables';

const ROWS = Number(process.env.BENCH_REPORT_ROWS ?? 1_000_000);
const LICENCES = Number(process.env.BENCH_REPORT_LICENCES ?? 100_000);
const STAFF = Number(process.env.BENCH_REPORT_STAFF ?? 2_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);

const config = inProcessBenchConfig();

const app = await buildApp(config);
const { db } = app.database;

/** Bench people spread over the demo departments and locations: the first STAFF carry the requests, all hold a licence. */
async function generateStaff() {
  const [{ have }] = await selectRows<{ have: number }>(db, sql`select count(*)::int as have from staff where staff_id like 'BRP-%'`);
  const want = Math.max(STAFF, LICENCES);
  if (have >= want) return;
  await db.execute(sql`
    insert into staff (staff_id, first_name, last_name, email, status, department_id, location_id, driver_licence_number, driver_licence_expiry, driver_licence_status)
    select 'BRP-' || lpad(g::text, 7, '0'), 'Bench', 'Reporter ' || g, 'bench.report.' || g || '@bench.crewbase.test', 'Active',
           d.a[1 + g % d.c], l.a[1 + g % l.c], 'LIC-' || g, current_date + ((g * 37) % 1460 - 365), (case when g % 3 = 0 then 'UNVERIFIED' else 'VERIFIED' end)::driver_licence_status
      from generate_series(${have + 1}::int, ${want}::int) g
      cross join (select array_agg(id order by id) as a, count(*)::int as c from departments) d
      cross join (select array_agg(id order by id) as a, count(*)::int as c from locations) l
    on conflict do nothing`);
}

/** The first STAFF bench people carry the requests, over the last 400 days or so (the reports' windows). */
async function generateRequests() {
  const started = performance.now();
  const people = await peoplePool(db, 'bench_report_people', sql`staff_id in (select staff_id from staff where staff_id like 'BRP-%' order by staff_id limit ${STAFF})`);
  const years = 1.1;
  const fill = async (table: string, insert: (from: number, to: number) => Promise<void>) =>
    topUp(db, { label: table, table, have: await count(db, table), target: ROWS, analyze: [table], insert });
  await fill('leave_requests', (from, to) => insertLeave(db, people, from, to, years));
  await fill('loan_requests', (from, to) => insertLoans(db, people, from, to, years));
  await insertLoanRepayments(db);
  await fill('medical_assistance_requests', (from, to) => insertMedical(db, people, from, to, years));
  await fill('performance_penalties', (from, to) => insertPenalties(db, people, from, to, years));
  await db.execute(sql`drop table if exists bench_report_people`);
  for (const table of ['staff', 'loan_repayments']) await db.execute(sql`analyze ${sql.raw(table)}`);
  console.log(`Source rows ready in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}

async function signIn(): Promise<string> {
  const answer = await app.inject({ method: 'POST', url: '/api/admin/auth/login', payload: { email: 'admin@crewbase.test', password: 'Crewbase!2026' } });
  if (answer.statusCode !== 200) throw new Error(`Sign-in failed: ${answer.statusCode} ${answer.body}`);
  return answer.json().access_token as string;
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

async function measure(name: string, url: string, token: string) {
  const times: number[] = [];
  let summary = '';
  for (let i = 0; i < RUNS + 2; i += 1) {
    const started = performance.now();
    const answer = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    const ms = performance.now() - started;
    if (answer.statusCode !== 200) throw new Error(`${name}: ${answer.statusCode} ${answer.body.slice(0, 300)}`);
    if (i === 0) summary = `${answer.json().total?.toLocaleString('en') ?? '?'} rows`;
    if (i >= 2) times.push(ms);
  }
  times.sort((a, b) => a - b);
  console.log(`${name.padEnd(52)} p50 ${quantile(times, 0.5).toFixed(1).padStart(7)} ms   p95 ${quantile(times, 0.95).toFixed(1).padStart(7)} ms   (${summary})`);
  return quantile(times, 0.95);
}

try {
  await generateStaff();
  await generateRequests();
  const token = await signIn();
  const [dept] = await selectRows<{ id: string }>(db, sql`select department_id as id from staff where staff_id like 'BRP-%' and department_id is not null limit 1`);
  const byDept = `filter=${encodeURIComponent(`department.id||$eq||${dept.id}`)}`;
  const [person] = await selectRows<{ id: string }>(db, sql`select id from staff where staff_id = 'BRP-0000001'`);
  const byStaff = `filter=${encodeURIComponent(`staff.id||$eq||${person.id}`)}`;
  console.log(`\nReports on ${app.database.kind}, ${RUNS} requests per scenario after 2 warm-ups:`);
  const results: number[] = [];
  const statusOf: Record<string, string> = { 'driver-licenses': 'DUE_TO_EXPIRE', 'loan-requests': 'DISBURSED', 'leave-requests': 'APPROVED', 'medical-assistance': 'ISSUED', penalty: 'PENDING' };
  for (const report of ['driver-licenses', 'loan-requests', 'leave-requests', 'medical-assistance', 'penalty']) {
    const R = `/api/admin/reports/${report}`;
    results.push(await measure(`${report}: metrics (default window)`, `${R}/metrics`, token));
    results.push(await measure(`${report}: first page`, `${R}?limit=10`, token));
    results.push(await measure(`${report}: metrics, one department`, `${R}/metrics?${byDept}`, token));
    // A staff member is finer than the totals: read from the source rows (the staff_id indexes).
    results.push(await measure(`${report}: metrics, one staff member`, `${R}/metrics?${byStaff}`, token));
    results.push(await measure(`${report}: first page, one status`, `${R}?limit=10&filter=${encodeURIComponent(`status||$eq||${statusOf[report]}`)}`, token));
  }
  console.log(`\nWorst p95 ${Math.max(...results).toFixed(1)} ms (target < 200 ms).`);
} finally {
  await app.close();
}
