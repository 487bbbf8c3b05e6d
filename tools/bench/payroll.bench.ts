// Pay run benchmark: a run over BENCH_PAYROLL_STAFF Active staff (default 10,000, in a department of their own, each
// with a daily salary, a valid NUBAN and a shift on every weekday of the month, plus a reward, a penalty and a loan
// installment for one in ten) calculated with the calculation job's own work (calculateRun: batches, claims, lines),
// printing the seconds it took (target: under 20 s on PostgreSQL), then recalculated to show the same total.
//
//   createdb -h 127.0.0.1 -U postgres crewbase_bench_payroll
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/crewbase_bench_payroll npm run bench:payroll
import { sql } from 'drizzle-orm';
import { openDatabase, selectRows } from '../../apps/api/src/db/database';
import { seed } from '../../apps/api/src/db/seed';
import { calculateRun } from '../../apps/api/src/modules/payroll/payroll-calculate';
import { benchDatabase, benchJwtSecret } from './bench-env';

const STAFF = Number(process.env.BENCH_PAYROLL_STAFF ?? 10_000);
const DEPARTMENT = 'Bench Payroll';
const MONTH = '2026-08';

async function main() {
  const database = await openDatabase(benchDatabase());
  try {
    await database.migrate();
    await seed(database, { demo: true, codeSecret: benchJwtSecret });
    const { db } = database;

    const [department] = await selectRows<{ id: string }>(db, sql`insert into departments (name) values (${DEPARTMENT}) on conflict do nothing returning id`).then(async (rows) =>
      rows.length ? rows : selectRows<{ id: string }>(db, sql`select id from departments where name = ${DEPARTMENT}`),
    );
    const [location] = await selectRows<{ id: string }>(db, sql`select id from locations order by name limit 1`);
    const [{ have }] = await selectRows<{ have: number }>(db, sql`select count(*)::int as have from staff where department_id = ${department.id}`);
    if (have < STAFF) {
      const setupStarted = performance.now();
      // Account numbers: a 9-digit serial and its NUBAN check digit for bank 058 (weights 3,7,3 over 000058 + serial).
      await db.execute(sql`
        insert into staff (staff_id, first_name, last_name, email, status, department_id, location_id, daily_salary, bank_code, account_number, date_joined)
        select 'BPR-' || lpad(g::text, 7, '0'), 'Bench', 'Payee ' || g, 'bench.payroll.' || g || '@bench.crewbase.test', 'Active', ${department.id}, ${location.id},
               (8000 + (g % 20) * 500)::numeric, '058',
               serial || ((10 - (
                 (0*3 + 0*7 + 0*3 + 0*3 + 5*7 + 8*3
                  + substr(serial,1,1)::int*3 + substr(serial,2,1)::int*7 + substr(serial,3,1)::int*3
                  + substr(serial,4,1)::int*3 + substr(serial,5,1)::int*7 + substr(serial,6,1)::int*3
                  + substr(serial,7,1)::int*3 + substr(serial,8,1)::int*7 + substr(serial,9,1)::int*3) % 10)) % 10)::text,
               '2024-01-01'
          from (select g, lpad((300000000 + g)::text, 9, '0') as serial from generate_series(${have + 1}::int, ${STAFF}::int) g) s
        on conflict do nothing`);
      // A shift on every weekday of the month (an overnight one on Fridays).
      await db.execute(sql`
        insert into schedule_shifts (staff_id, location_id, week, day_of_week, shift_date, start_time, end_time, starts_at, ends_at)
        select s.id, ${location.id}, d::date - extract(dow from d)::int, lower(to_char(d, 'FMday'))::schedule_weekday, d::date,
               case when extract(dow from d) = 5 then '22:00'::time else '08:00'::time end,
               case when extract(dow from d) = 5 then '06:00'::time else '16:00'::time end,
               d + case when extract(dow from d) = 5 then interval '22 hours' else interval '8 hours' end,
               d + case when extract(dow from d) = 5 then interval '30 hours' else interval '16 hours' end
          from staff s cross join generate_series(${`${MONTH}-01`}::date, (${`${MONTH}-01`}::date + interval '1 month - 1 day'), interval '1 day') d
         where s.department_id = ${department.id} and extract(isodow from d) < 6`);
      await db.execute(sql`
        insert into performance_rewards (kind, recipient_type, staff_id, amount_kobo, date, reason)
        select 'Award Bonus', 'Staff', s.id, 2500000, ${`${MONTH}-15`}::date, 'Bench reward' from staff s where s.department_id = ${department.id} and s.staff_id like 'BPR-%' and right(s.staff_id, 1) = '1'`);
      await db.execute(sql`
        insert into performance_penalties (staff_id, amount_kobo, date, reason)
        select s.id, 300000, ${`${MONTH}-16`}::date, 'Bench penalty' from staff s where s.department_id = ${department.id} and right(s.staff_id, 1) = '2'`);
      const loans = await selectRows<{ id: string }>(
        db,
        sql`insert into loan_requests (staff_id, created_by_type, created_by_id, amount_requested, amount, repayment_months, reason, status, disbursed_at)
            select s.id, 'staff', s.id, 60000, 60000, 6, 'Bench loan', 'DISBURSED', ${`${MONTH}-01`}::timestamptz - interval '10 days'
              from staff s where s.department_id = ${department.id} and right(s.staff_id, 1) = '3' returning id`,
      );
      await db.execute(sql`
        insert into loan_repayments (loan_request_id, installment_number, due_date, amount)
        select l, n, (${`${MONTH}-28`}::date + (n - 1) * interval '1 month')::date, 10000 from unnest(${`{${loans.map((l) => l.id).join(',')}}`}::uuid[]) l cross join generate_series(1, 6) n`);
      console.log(`set up ${STAFF.toLocaleString('en')} staff with a month of shifts in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s`);
    }
    const [{ shifts }] = await selectRows<{ shifts: number }>(db, sql`select count(*)::int as shifts from schedule_shifts sh join staff s on s.id = sh.staff_id where s.department_id = ${department.id}`);

    await db.execute(sql`update pay_runs set deleted_at = now() where month = ${MONTH} and scope = 'department' and scope_id = ${department.id} and deleted_at is null`);
    await db.execute(sql`delete from payslips where month = ${MONTH} and staff_id in (select id from staff where department_id = ${department.id})`);
    await db.execute(sql`update performance_rewards set pay_run_id = null where staff_id in (select id from staff where department_id = ${department.id})`);
    await db.execute(sql`update performance_penalties set pay_run_id = null where staff_id in (select id from staff where department_id = ${department.id})`);
    await db.execute(sql`update loan_repayments set pay_run_id = null where paid_at is null`);
    const [run] = await selectRows<{ id: string }>(
      db,
      sql`insert into pay_runs (month, scope, scope_id, status) values (${MONTH}, 'department', ${department.id}, 'CALCULATED') returning id`,
    );

    const started = performance.now();
    const outcome = await calculateRun(db, run.id, {
      onBatch: async (done, total) => {
        process.stdout.write(`\rcalculating: ${done} of ${total} staff`);
      },
    });
    const seconds = (performance.now() - started) / 1000;
    const total = async () => (await selectRows<{ net: string; lines: number }>(db, sql`select sum(net_kobo)::text as net, (select count(*)::int from payslip_lines l join payslips p on p.id = l.payslip_id where p.pay_run_id = ${run.id}) as lines from payslips where pay_run_id = ${run.id}`))[0];
    const first = await total();
    const againStarted = performance.now();
    await calculateRun(db, run.id);
    const againSeconds = (performance.now() - againStarted) / 1000;
    const second = await total();

    console.log(`\nPay run over ${outcome.staffInScope.toLocaleString('en')} staff (${shifts.toLocaleString('en')} shifts in the month) on ${database.kind}: ${seconds.toFixed(2)} s (target < 20 s), ${outcome.slips.toLocaleString('en')} payslips, ${first.lines.toLocaleString('en')} lines, ${outcome.problems} problems, total ${(Number(first.net) / 100).toFixed(2)}.`);
    console.log(`Recalculation: ${againSeconds.toFixed(2)} s, total ${(Number(second.net) / 100).toFixed(2)} (${second.net === first.net ? 'the same' : 'DIFFERENT'}).`);
  } finally {
    await database.close();
  }
}

await main();
