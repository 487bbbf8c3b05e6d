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
// database can be measured at 200,000 and then at 1,000,000. The source rows go in with INSERT ... SELECT
// generate_series, so the reports' totals triggers see them as the API's writes would (one statement each).
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/api/src/app';
import { selectRows } from '../../apps/api/src/db/database';
import { inProcessBenchConfig } from './bench-env';

const ROWS = Number(process.env.BENCH_REPORT_ROWS ?? 1_000_000);
const LICENCES = Number(process.env.BENCH_REPORT_LICENCES ?? 100_000);
const STAFF = Number(process.env.BENCH_REPORT_STAFF ?? 2_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);

const config = inProcessBenchConfig();

const app = await buildApp(config);
const { db } = app.database;
const count = async (table: string) => (await selectRows<{ n: number }>(db, sql`select count(*)::int as n from ${sql.raw(table)}`))[0].n;

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

const people = sql`(select array_agg(id order by staff_id) as a from (select id, staff_id from staff where staff_id like 'BRP-%' order by staff_id limit ${STAFF}) s) p`;

async function generateRequests() {
  const started = performance.now();
  const haveLeave = await count('leave_requests');
  if (haveLeave < ROWS) {
    await db.execute(sql`
      insert into leave_requests (staff_id, created_by_type, created_by_id, start_date, end_date, days, reason, status, created_at)
      select p.a[1 + g % ${STAFF}], 'admin', p.a[1 + g % ${STAFF}], current_date - (g % 400) + 30, current_date - (g % 400) + 30 + g % 5, 1 + g % 5, 'Bench',
             (array['PENDING','APPROVED','APPROVED','REJECTED','CANCELLED','WITHDRAWN'])[1 + g % 6]::leave_status, now() - (g % 400) * interval '1 day'
        from generate_series(${haveLeave + 1}::int, ${ROWS}::int) g cross join ${people}`);
  }
  const haveLoans = await count('loan_requests');
  if (haveLoans < ROWS) {
    await db.execute(sql`
      insert into loan_requests (staff_id, created_by_type, created_by_id, amount_requested, amount, repayment_months, reason, status, disbursed_at, created_at)
      select p.a[1 + g % ${STAFF}], 'admin', p.a[1 + g % ${STAFF}], 10000 + g % 500000,
             case when g % 7 in (1, 4, 5, 6) then 10000 + g % 500000 end, 1 + g % 12, 'Bench',
             (array['PENDING','APPROVED','DECLINED','WITHDRAWN','DISBURSED','REPAYMENT_IN_PROGRESS','COMPLETED'])[1 + g % 7]::loan_status,
             case when g % 7 in (4, 5, 6) then now() - (g % 400) * interval '1 day' end, now() - (g % 400) * interval '1 day'
        from generate_series(${haveLoans + 1}::int, ${ROWS}::int) g cross join ${people}`);
    await db.execute(sql`
      insert into loan_repayments (loan_request_id, installment_number, due_date, amount, paid_at)
      select l.id, k, (l.disbursed_at at time zone 'UTC')::date + k * 30, round(l.amount / 3, 2), case when k = 1 then l.disbursed_at + interval '30 days' end
        from (select id, amount, disbursed_at, row_number() over (order by id) as n from loan_requests where disbursed_at is not null) l
        cross join generate_series(1, 3) k
       where l.n % 10 = 0 and not exists (select 1 from loan_repayments r where r.loan_request_id = l.id)`);
  }
  const haveMedical = await count('medical_assistance_requests');
  if (haveMedical < ROWS) {
    await db.execute(sql`
      insert into medical_assistance_requests (staff_id, created_by_type, created_by_id, amount, reason, status, created_at)
      select p.a[1 + g % ${STAFF}], 'admin', p.a[1 + g % ${STAFF}], 1000 + g % 200000, 'Bench',
             (array['PENDING','APPROVED','DENIED','WITHDRAWN','ISSUED'])[1 + g % 5]::medical_assistance_status, now() - (g % 400) * interval '1 day'
        from generate_series(${haveMedical + 1}::int, ${ROWS}::int) g cross join ${people}`);
  }
  const havePenalties = await count('performance_penalties');
  if (havePenalties < ROWS) {
    await db.execute(sql`
      insert into performance_penalties (staff_id, amount_kobo, date, reason)
      select p.a[1 + g % ${STAFF}], 100000 + g % 5000000, current_date - g % 400, 'Bench'
        from generate_series(${havePenalties + 1}::int, ${ROWS}::int) g cross join ${people}`);
  }
  for (const table of ['staff', 'leave_requests', 'loan_requests', 'loan_repayments', 'medical_assistance_requests', 'performance_penalties']) {
    await db.execute(sql`analyze ${sql.raw(table)}`);
  }
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
