// The reports' pre-totalled months (report_month_totals) stay equal to the source rows whatever the writers do:
// inserts (one row or many), status and amount changes, soft and hard deletes (a loan's installments going with it),
// installments paid, unpaid and removed, a staff member moving department or location, a licence given, renewed,
// verified or taken away, and a staff member deleted.
// A random sequence of such writes is applied, and after each sequence the stored totals are compared with the
// totals recomputed from the source rows.
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { selectRows } from '../../db/database';
import { payRuns } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createStaff } from '../../test/helpers';

let t: TestApp;
let pool: string[];
let departmentIds: Array<string | null>;
let locationIds: Array<string | null>;
let payRunId: string;
let appraisalId: string | null;

const db = () => t.app.database.db;
const exec = (query: ReturnType<typeof sql>) => db().execute(query);

/** Every bucket recomputed from the source rows, one line each. */
const expectedTotals = sql`
  select report, month, department_id, location_id, status, kind, rows, days, requested, amount, repaid from (
    select 'leave' as report, date_trunc('month', l.start_date)::date as month, s.department_id, s.location_id, l.status::text as status, '' as kind,
           count(*) as rows, sum(l.days)::numeric as days, 0::numeric as requested, 0::numeric as amount, 0::numeric as repaid
      from leave_requests l join staff s on s.id = l.staff_id where l.deleted_at is null group by 1, 2, 3, 4, 5, 6
    union all
    select 'loan', date_trunc('month', l.created_at at time zone 'UTC')::date, s.department_id, s.location_id, l.status::text, '',
           count(*), 0, sum(l.amount_requested), coalesce(sum(l.amount), 0), coalesce(sum(p.repaid), 0)
      from loan_requests l join staff s on s.id = l.staff_id
      left join lateral (select sum(r.amount) as repaid from loan_repayments r where r.loan_request_id = l.id and r.paid_at is not null) p on true
     where l.deleted_at is null group by 1, 2, 3, 4, 5, 6
    union all
    select 'loan_unpaid', date_trunc('month', l.created_at at time zone 'UTC')::date, s.department_id, s.location_id, l.status::text, to_char(r.due_date, 'YYYY-MM'),
           count(*), 0, 0, 0, 0
      from loan_requests l join staff s on s.id = l.staff_id join loan_repayments r on r.loan_request_id = l.id
     where l.deleted_at is null and r.paid_at is null group by 1, 2, 3, 4, 5, 6
    union all
    select 'licence', date_trunc('month', s.driver_licence_expiry)::date, s.department_id, s.location_id,
           case when s.driver_licence_status = 'VERIFIED' then 'VERIFIED' else 'UNVERIFIED' end, '', count(*), 0, 0, 0, 0
      from staff s where s.driver_licence_number is not null and s.driver_licence_expiry is not null group by 1, 2, 3, 4, 5, 6
    union all
    select 'licence_day', s.driver_licence_expiry, s.department_id, s.location_id,
           case when s.driver_licence_status = 'VERIFIED' then 'VERIFIED' else 'UNVERIFIED' end, '', count(*), 0, 0, 0, 0
      from staff s where s.driver_licence_number is not null and s.driver_licence_expiry is not null group by 1, 2, 3, 4, 5, 6
    union all
    select 'medical', date_trunc('month', m.created_at at time zone 'UTC')::date, s.department_id, s.location_id, m.status::text, '',
           count(*), 0, sum(m.amount), 0, 0
      from medical_assistance_requests m join staff s on s.id = m.staff_id where m.deleted_at is null group by 1, 2, 3, 4, 5, 6
    union all
    select 'penalty', date_trunc('month', p.date)::date, s.department_id, s.location_id,
           case when p.pay_run_id is null then 'PENDING' else 'DEDUCTED' end, case when p.appraisal_id is null then 'DIRECT' else 'APPRAISAL' end,
           count(*), 0, 0, sum(p.amount_kobo), 0
      from performance_penalties p join staff s on s.id = p.staff_id group by 1, 2, 3, 4, 5, 6) e`;

const storedTotals = sql`
  select report, month, department_id, location_id, status, kind, rows, days, requested, amount, repaid from report_month_totals
   where rows <> 0 or days <> 0 or requested <> 0 or amount <> 0 or repaid <> 0`;

async function lines(query: ReturnType<typeof sql>): Promise<string[]> {
  const rows = await selectRows<Record<string, unknown>>(
    db(),
    sql`select concat_ws('|', report, month::text, coalesce(department_id::text, '-'), coalesce(location_id::text, '-'), status, kind,
          rows::text, trim_scale(days::numeric)::text, trim_scale(requested::numeric)::text, trim_scale(amount::numeric)::text, trim_scale(repaid::numeric)::text) as "line"
        from (${query}) q`,
  );
  return rows.map((row) => String(row.line)).sort();
}

async function expectTotalsEqualSource() {
  expect(await lines(storedTotals)).toEqual(await lines(expectedTotals));
}

const leaveStatuses = ['PENDING', 'APPROVED', 'REJECTED', 'CANCELLED', 'WITHDRAWN'] as const;
const loanStatuses = ['PENDING', 'APPROVED', 'DECLINED', 'WITHDRAWN', 'DISBURSED', 'REPAYMENT_IN_PROGRESS', 'COMPLETED'] as const;
const medicalStatuses = ['PENDING', 'APPROVED', 'DENIED', 'WITHDRAWN', 'ISSUED'] as const;
const requestTables = ['leave_requests', 'loan_requests', 'medical_assistance_requests'] as const;

const pick = fc.nat(1000);
const write = fc.oneof(
  fc.record({ op: fc.constant('insertLeave'), who: pick, status: fc.constantFrom(...leaveStatuses), start: fc.integer({ min: -400, max: 60 }), days: fc.integer({ min: 1, max: 5 }), copies: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ op: fc.constant('insertLoan'), who: pick, status: fc.constantFrom(...loanStatuses), amount: fc.integer({ min: 1, max: 900_000 }), daysAgo: fc.integer({ min: 0, max: 400 }) }),
  fc.record({ op: fc.constant('insertMedical'), who: pick, status: fc.constantFrom(...medicalStatuses), amount: fc.integer({ min: 1, max: 90_000 }), daysAgo: fc.integer({ min: 0, max: 400 }) }),
  fc.record({ op: fc.constant('insertPenalty'), who: pick, amount: fc.integer({ min: 1, max: 5_000_000 }), daysAgo: fc.integer({ min: 0, max: 400 }), deducted: fc.boolean(), appraisal: fc.boolean() }),
  fc.record({ op: fc.constant('leaveStatus'), row: pick, status: fc.constantFrom(...leaveStatuses) }),
  fc.record({ op: fc.constant('loanStatus'), row: pick, status: fc.constantFrom(...loanStatuses) }),
  fc.record({ op: fc.constant('medicalStatus'), row: pick, status: fc.constantFrom(...medicalStatuses) }),
  fc.record({ op: fc.constant('penaltyDeducted'), row: pick, deducted: fc.boolean() }),
  fc.record({ op: fc.constant('amount'), table: fc.constantFrom('loan_requests', 'medical_assistance_requests', 'performance_penalties', 'leave_requests'), row: pick, amount: fc.integer({ min: 1, max: 500_000 }) }),
  fc.record({ op: fc.constant('softDelete'), table: fc.constantFrom(...requestTables), row: pick }),
  fc.record({ op: fc.constant('deletePenalty'), row: pick }),
  fc.record({ op: fc.constant('deleteLoan'), row: pick }),
  fc.record({ op: fc.constant('installment'), row: pick, paid: fc.boolean(), amount: fc.integer({ min: 1, max: 90_000 }) }),
  fc.record({ op: fc.constant('payInstallment'), row: pick, paid: fc.boolean() }),
  fc.record({ op: fc.constant('deleteInstallment'), row: pick }),
  fc.record({ op: fc.constant('move'), who: pick, department: pick, location: pick }),
  fc.record({ op: fc.constant('approveAllPending'), who: pick }),
  fc.record({ op: fc.constant('deleteStaff'), who: pick }),
  fc.record({ op: fc.constant('licence'), who: pick, expiry: fc.option(fc.integer({ min: -400, max: 400 })), verified: fc.boolean() }),
);
type Write = typeof write extends fc.Arbitrary<infer W> ? W : never;

/** The `n`th row (wrapping) of a table, or null when it is empty. */
async function nth(table: string, n: number, where = sql`true`): Promise<string | null> {
  const rows = await selectRows<{ id: string }>(db(), sql`select id from ${sql.raw(table)} where ${where} order by id offset ${n}::int % greatest((select count(*) from ${sql.raw(table)} where ${where}), 1)::int limit 1`);
  return rows[0]?.id ?? null;
}

async function apply(w: Write) {
  const by = (who: string) => sql`${who}::uuid, 'admin', ${who}::uuid`;
  switch (w.op) {
    case 'insertLeave': {
      const who = pool[w.who % pool.length];
      await exec(sql`insert into leave_requests (staff_id, created_by_type, created_by_id, start_date, end_date, days, reason, status)
        select ${by(who)}, current_date + ${w.start}::int + g * 7, current_date + ${w.start}::int + g * 7 + ${w.days - 1}::int, ${w.days}::int, 'Test', ${w.status}::leave_status
          from generate_series(1, ${w.copies}::int) g`);
      return;
    }
    case 'insertLoan':
      await exec(sql`insert into loan_requests (staff_id, created_by_type, created_by_id, amount_requested, amount, repayment_months, reason, status, created_at)
        values (${by(pool[w.who % pool.length])}, ${w.amount}::numeric / 100, case when ${w.status} not in ('PENDING', 'DECLINED', 'WITHDRAWN') then ${w.amount}::numeric / 100 end,
                3, 'Test', ${w.status}::loan_status, now() - ${w.daysAgo}::int * interval '1 day')`);
      return;
    case 'insertMedical':
      await exec(sql`insert into medical_assistance_requests (staff_id, created_by_type, created_by_id, amount, reason, status, created_at)
        values (${by(pool[w.who % pool.length])}, ${w.amount}::numeric / 100, 'Test', ${w.status}::medical_assistance_status, now() - ${w.daysAgo}::int * interval '1 day')`);
      return;
    case 'insertPenalty':
      await exec(sql`insert into performance_penalties (staff_id, amount_kobo, date, reason, pay_run_id, appraisal_id)
        values (${pool[w.who % pool.length]}::uuid, ${w.amount}::int, current_date - ${w.daysAgo}::int, 'Test', ${w.deducted ? payRunId : null}::uuid, ${w.appraisal ? appraisalId : null}::uuid)`);
      return;
    case 'leaveStatus': {
      const id = await nth('leave_requests', w.row);
      if (id) await exec(sql`update leave_requests set status = ${w.status}::leave_status where id = ${id}::uuid`);
      return;
    }
    case 'loanStatus': {
      const id = await nth('loan_requests', w.row);
      if (id) await exec(sql`update loan_requests set status = ${w.status}::loan_status where id = ${id}::uuid`);
      return;
    }
    case 'medicalStatus': {
      const id = await nth('medical_assistance_requests', w.row);
      if (id) await exec(sql`update medical_assistance_requests set status = ${w.status}::medical_assistance_status where id = ${id}::uuid`);
      return;
    }
    case 'penaltyDeducted': {
      const id = await nth('performance_penalties', w.row);
      if (id) await exec(sql`update performance_penalties set pay_run_id = ${w.deducted ? payRunId : null}::uuid where id = ${id}::uuid`);
      return;
    }
    case 'amount': {
      const id = await nth(w.table, w.row);
      if (!id) return;
      const set = {
        loan_requests: sql`amount_requested = ${w.amount}::numeric / 100, amount = coalesce(amount * 0 + ${w.amount}::numeric / 50, amount)`,
        medical_assistance_requests: sql`amount = ${w.amount}::numeric / 100`,
        performance_penalties: sql`amount_kobo = ${w.amount}::int`,
        leave_requests: sql`days = ${1 + (w.amount % 5)}::int`,
      }[w.table];
      await exec(sql`update ${sql.raw(w.table)} set ${set} where id = ${id}::uuid`);
      return;
    }
    case 'softDelete': {
      const id = await nth(w.table, w.row, sql`deleted_at is null`);
      if (id) await exec(sql`update ${sql.raw(w.table)} set deleted_at = now() where id = ${id}::uuid`);
      return;
    }
    case 'deletePenalty': {
      const id = await nth('performance_penalties', w.row);
      if (id) await exec(sql`delete from performance_penalties where id = ${id}::uuid`);
      return;
    }
    case 'deleteLoan': {
      const id = await nth('loan_requests', w.row);
      if (id) await exec(sql`delete from loan_requests where id = ${id}::uuid`);
      return;
    }
    case 'installment': {
      const id = await nth('loan_requests', w.row);
      if (id)
        await exec(sql`insert into loan_repayments (loan_request_id, installment_number, due_date, amount, paid_at)
          select ${id}::uuid, coalesce(max(installment_number), 0) + 1, current_date + 30, ${w.amount}::numeric / 100, ${w.paid ? sql`now()` : sql`null`}
            from loan_repayments where loan_request_id = ${id}::uuid`);
      return;
    }
    case 'payInstallment': {
      const id = await nth('loan_repayments', w.row);
      if (id) await exec(sql`update loan_repayments set paid_at = ${w.paid ? sql`now()` : sql`null`} where id = ${id}::uuid`);
      return;
    }
    case 'deleteInstallment': {
      const id = await nth('loan_repayments', w.row);
      if (id) await exec(sql`delete from loan_repayments where id = ${id}::uuid`);
      return;
    }
    case 'move':
      await exec(sql`update staff set department_id = ${departmentIds[w.department % departmentIds.length]}::uuid, location_id = ${locationIds[w.location % locationIds.length]}::uuid
        where id = ${pool[w.who % pool.length]}::uuid`);
      return;
    case 'approveAllPending':
      // One statement, many rows.
      await exec(sql`update medical_assistance_requests set status = 'APPROVED' where status = 'PENDING' and staff_id = ${pool[w.who % pool.length]}::uuid`);
      return;
    case 'licence':
      // A licence given, renewed, verified or taken away (no expiry).
      await exec(sql`update staff set driver_licence_number = 'LIC-' || id, driver_licence_status = ${w.verified ? 'VERIFIED' : 'UNVERIFIED'}::driver_licence_status,
          driver_licence_expiry = ${w.expiry === null ? sql`null` : sql`current_date + ${w.expiry}::int`} where id = ${pool[w.who % pool.length]}::uuid`);
      return;
    case 'deleteStaff': {
      const index = w.who % pool.length;
      await exec(sql`delete from staff where id = ${pool[index]}::uuid`);
      pool[index] = (await createStaff(t.app, { status: 'Active', passwordHash: null })).id;
      return;
    }
  }
}

beforeAll(async () => {
  t = await buildTestApp();
  pool = [];
  for (let i = 0; i < 4; i += 1) pool.push((await createStaff(t.app, { status: 'Active', passwordHash: null })).id);
  departmentIds = [null, ...(await selectRows<{ id: string }>(db(), sql`select id from departments order by id limit 3`)).map((r) => r.id)];
  locationIds = [null, ...(await selectRows<{ id: string }>(db(), sql`select id from locations order by id limit 3`)).map((r) => r.id)];
  const [run] = await db().insert(payRuns).values({ month: '2002-02', status: 'PAID' }).returning({ id: payRuns.id });
  payRunId = run.id;
  appraisalId = (await selectRows<{ id: string }>(db(), sql`select id from performance_reviews limit 1`))[0]?.id ?? null;
});
afterAll(() => t.close());

describe('report totals', () => {
  it('hold the demo company as migrated and seeded', async () => {
    await expectTotalsEqualSource();
  });

  it('stay equal to the source rows through any sequence of writes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(write, { minLength: 1, maxLength: 30 }), async (writes) => {
        for (const w of writes) await apply(w);
        await expectTotalsEqualSource();
      }),
      { numRuns: 40 },
    );
  });

  it("move a staff member's rows when their department changes", async () => {
    const [dept] = await selectRows<{ id: string }>(db(), sql`select id from departments order by id limit 1`);
    const who = (await createStaff(t.app, { status: 'Active', passwordHash: null })).id;
    await exec(sql`insert into performance_penalties (staff_id, amount_kobo, date, reason) values (${who}::uuid, 777, current_date, 'Moved')`);
    const inDepartment = async () =>
      (await selectRows<{ kobo: number }>(db(), sql`select coalesce(sum(amount), 0)::float8 as kobo from report_month_totals
        where report = 'penalty' and department_id = ${dept.id}::uuid and month = date_trunc('month', current_date)::date`))[0].kobo;
    const before = await inDepartment();
    await exec(sql`update staff set department_id = ${dept.id}::uuid where id = ${who}::uuid`);
    expect(await inDepartment()).toBe(before + 777);
    await exec(sql`update staff set department_id = null where id = ${who}::uuid`);
    expect(await inDepartment()).toBe(before);
    await expectTotalsEqualSource();
  });
});
