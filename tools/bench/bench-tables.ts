// One generator per table that grows with use, each an INSERT ... SELECT over generate_series(from, to) run inside
// the database: the big-data generator (generate-big.ts) calls them all, the older single-purpose generators and
// benchmarks (generate-company, generate-messages, reports, inventory) call the ones they need. Rows belong to people
// drawn from a pool table (`n` numbered 1..size), joined by number rather than indexed into an array, which would be
// copied once per row at 100,000 people.
import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Db } from '../../apps/api/src/db/database';
import { cities, firstNames, lastNames, phrases, pick, pickWeighted, recentMoment, sentence, textArray, weighted } from './bench-data';

/** A numbered set of people (`n`, id, department, site, job title) that generated rows belong to. */
export interface PeoplePool {
  table: string;
  size: number;
}

/** (Re)builds a pool table from the staff matching `where`, numbered in staff number order. */
export async function peoplePool(db: Db, table: string, where: SQL = sql`true`): Promise<PeoplePool> {
  await db.execute(sql`drop table if exists ${sql.raw(table)}`);
  await db.execute(sql`
    create unlogged table ${sql.raw(table)} as
    select (row_number() over (order by staff_id))::int as n, id, department_id, location_id, job_title_id from staff where ${where}`);
  await db.execute(sql`alter table ${sql.raw(table)} add primary key (n)`);
  await db.execute(sql`analyze ${sql.raw(table)}`);
  const [{ size }] = await selectRows<{ size: number }>(db, sql`select count(*)::int as size from ${sql.raw(table)}`);
  if (size === 0) throw new Error(`No staff for the pool ${table}.`);
  return { table, size };
}

/**
 * `generate_series(from, to) g` with, per row, a random person `p` from the pool and a moment `r.at` in the last
 * `years` years. `spread` numbers people in order instead (`1 + (g - 1) % size`), for tables with one row per person
 * and something else.
 */
const rowsOf = (pool: PeoplePool, from: number, to: number, options: { years?: number; spread?: boolean } = {}): SQL => sql`
  generate_series(${from}::int, ${to}::int) g
  cross join lateral (select ${options.spread ? sql`1 + (g - 1) % ${pool.size}` : sql`1 + floor(random() * ${pool.size})::int`} as pn,
                             ${recentMoment(options.years ?? 5)} as at where g > 0) r
  join ${sql.raw(pool.table)} p on p.n = r.pn`;

/** Staff numbers of generated staff start here, far above the demo company's STF-0001..STF-0060. */
export const FIRST_STAFF_NUMBER = 100_000;

/** Most staff park cars; few manage. Weights by job title name (unlisted titles weigh 1). */
const jobTitleWeights: Record<string, number> = {
  'Parking Attendant': 40,
  'Valet Driver': 12,
  'Parking Attendant Supervisor': 6,
  'Shift Lead': 4,
  Cashier: 8,
  'Customer Service Representative': 8,
  'Security Officer': 10,
};
/** A living company: mostly active, some churn. */
const staffStatusWeights: Record<string, number> = { Active: 82, Pending: 6, Suspended: 3, Resigned: 7, Terminated: 2 };

/** Generated staff numbered from..to over the demo company's job titles (which decide the department) and sites. */
export async function insertStaff(db: Db, from: number, to: number): Promise<void> {
  const jobTitles = await selectRows<{ id: string; name: string }>(db, sql`select id, name from job_titles order by name`);
  const locations = await selectRows<{ id: string }>(db, sql`select id from locations order by name`);
  if (jobTitles.length === 0 || locations.length === 0) throw new Error('The demo company has no job titles or sites.');
  const jobTitleIds = weighted(jobTitles, (t) => jobTitleWeights[t.name] ?? 1).map((t) => t.id);
  // The first sites are the busiest.
  const locationIds = locations.flatMap((l, i) => Array.from({ length: Math.max(1, 6 - i) }, () => l.id));
  await db.execute(sql`
    insert into staff (staff_id, first_name, last_name, email, status, department_id, job_title_id, location_id,
                       daily_salary, benefits, date_joined, created_at, updated_at)
    select 'STF-' || lpad(g::text, 7, '0'), fn, ln,
           lower(fn || '.' || ln || '.' || g::text) || '@bench.crewbase.test',
           ${pickWeighted(staffStatusWeights)}::staff_status,
           jt.department_id, jt.id, ${pick(locationIds)}::uuid,
           round((8000 + random() * 30000)::numeric, -2), '{}'::text[],
           created::date, created, created
      from generate_series(${FIRST_STAFF_NUMBER + from}::int, ${FIRST_STAFF_NUMBER + to}::int) g
      cross join lateral (select ${pick(firstNames)} fn, ${pick(lastNames)} ln, ${pick(jobTitleIds)}::uuid jt_id, ${recentMoment(5)} created where g > 0) r
      join job_titles jt on jt.id = r.jt_id
    on conflict do nothing`);
}

export const generatedStaffCount = async (db: Db): Promise<number> =>
  (await selectRows<{ n: number }>(db, sql`select count(*)::int as n from staff where staff_id like 'STF-_______'`))[0].n;

// Statuses as a living company has them: most requests decided, a few waiting. The request generators spread rows
// over `years` back from now.
const leaveStatuses = { PENDING: 8, APPROVED: 70, REJECTED: 10, CANCELLED: 6, WITHDRAWN: 6 };
const loanStatuses = { PENDING: 8, APPROVED: 6, DECLINED: 12, WITHDRAWN: 4, DISBURSED: 10, REPAYMENT_IN_PROGRESS: 25, COMPLETED: 35 };
const medicalStatuses = { PENDING: 8, APPROVED: 12, DENIED: 10, WITHDRAWN: 5, ISSUED: 65 };
const paymentStatuses = { PENDING: 10, APPROVED: 15, DENIED: 10, ISSUED: 65 };

export async function insertLeave(db: Db, pool: PeoplePool, from: number, to: number, years = 5): Promise<void> {
  await db.execute(sql`
    insert into leave_requests (staff_id, created_by_type, created_by_id, leave_type_id, start_date, end_date, days, reason, status, created_at, updated_at)
    select p.id, 'staff', p.id, lt.a[1 + floor(random() * lt.c)::int], s.start, s.start + s.days - 1, s.days,
           ${sentence(phrases.leave)}, ${pickWeighted(leaveStatuses)}::leave_status, r.at, r.at
      from ${rowsOf(pool, from, to, { years })}
      cross join lateral (select (r.at + interval '1 day' * floor(random() * 60))::date as start, 1 + floor(random() * 10)::int as days where g > 0) s
      cross join (select array_agg(id order by name) as a, count(*)::int as c from leave_types) lt`);
}

export async function insertLoans(db: Db, pool: PeoplePool, from: number, to: number, years = 5): Promise<void> {
  await db.execute(sql`
    insert into loan_requests (staff_id, created_by_type, created_by_id, amount_requested, amount, repayment_months, reason, status, disbursed_at, created_at, updated_at)
    select p.id, 'staff', p.id, x.asked, case when x.status::text in ('APPROVED', 'DISBURSED', 'REPAYMENT_IN_PROGRESS', 'COMPLETED') then x.asked end,
           1 + floor(random() * 12)::int, ${sentence(phrases.loan, phrases.relatives)}, x.status,
           case when x.status::text in ('DISBURSED', 'REPAYMENT_IN_PROGRESS', 'COMPLETED') then r.at + interval '5 days' end, r.at, r.at
      from ${rowsOf(pool, from, to, { years })}
      cross join lateral (select round((20000 + random() * 480000)::numeric, -3) as asked, ${pickWeighted(loanStatuses)}::loan_status as status where g > 0) x`);
}

/** Three installments for a tenth of the disbursed loans that have none yet (the repayments the loan report reads). */
export async function insertLoanRepayments(db: Db): Promise<void> {
  await db.execute(sql`
    insert into loan_repayments (loan_request_id, installment_number, due_date, amount, paid_at)
    select l.id, k, (l.disbursed_at at time zone 'UTC')::date + k * 30, round(l.amount / 3, 2), case when k = 1 then l.disbursed_at + interval '30 days' end
      from (select id, amount, disbursed_at, row_number() over (order by id) as n from loan_requests where disbursed_at is not null) l
      cross join generate_series(1, 3) k
     where l.n % 10 = 0 and not exists (select 1 from loan_repayments r where r.loan_request_id = l.id)`);
}

export async function insertMedical(db: Db, pool: PeoplePool, from: number, to: number, years = 5): Promise<void> {
  await db.execute(sql`
    insert into medical_assistance_requests (staff_id, created_by_type, created_by_id, amount, reason, status, paid, issued_at, created_at, updated_at)
    select p.id, 'staff', p.id, round((5000 + random() * 300000)::numeric, -2), ${sentence(phrases.medical)}, x.status,
           x.status = 'ISSUED', case when x.status = 'ISSUED' then r.at + interval '3 days' end, r.at, r.at
      from ${rowsOf(pool, from, to, { years })}
      cross join lateral (select ${pickWeighted(medicalStatuses)}::medical_assistance_status as status where g > 0) x`);
}

export async function insertPayments(db: Db, pool: PeoplePool, from: number, to: number): Promise<void> {
  const sites = (await selectRows<{ name: string }>(db, sql`select name from locations order by name`)).map((l) => l.name);
  await db.execute(sql`
    insert into payment_requests (staff_id, created_by_type, created_by_id, category, amount, description, status, paid, issued_at, created_at, updated_at)
    select p.id, 'staff', p.id, ${pickWeighted({ Vendor: 4, Claims: 3, Contract: 1, 'Tips-Staffs': 2 })}::payment_request_category,
           round((1000 + random() * 200000)::numeric, -2), ${sentence(phrases.payment, sites.length > 0 ? sites : cities)}, x.status,
           x.status = 'ISSUED', case when x.status = 'ISSUED' then r.at + interval '2 days' end, r.at, r.at
      from ${rowsOf(pool, from, to)}
      cross join lateral (select ${pickWeighted(paymentStatuses)}::payment_request_status as status where g > 0) x`);
}

/** The title every generated message starts with, so a top-up counts only its own. */
export const MESSAGE_TITLE_PREFIX = 'Bench notice';

/** Announcements by the admins: mostly published to everyone, some drafts; more of them lately. */
export async function insertMessages(db: Db, from: number, to: number): Promise<void> {
  await db.execute(sql`
    insert into messages (title, body, recipient_type, audience, status, publish_at, created_by_id, created_at, updated_at)
    select ${MESSAGE_TITLE_PREFIX} || ' ' || g || ': ' || ${pick(phrases.message)} || ' ' || l.a[1 + g % l.c],
           '<p>Please read this notice before your next shift.</p>', 'Staff', 'everyone',
           case when g % 10 = 0 then 'Draft'::message_status else 'Published'::message_status end,
           case when g % 10 = 0 then null else r.at end, u.a[1 + g % u.c], r.at, r.at
      from generate_series(${from}::int, ${to}::int) g
      cross join lateral (select ${recentMoment(5)} as at where g > 0) r
      cross join (select array_agg(id order by created_at) as a, count(*)::int as c from users) u
      cross join (select array_agg(name order by name) as a, count(*)::int as c from locations) l`);
}

/**
 * Reads of published messages: row g is person `1 + g % size` reading message number `1 + (g * 7919) % messages`
 * (7919 is prime, so no pair repeats within a million rows). Messages are numbered through a pool table too.
 */
export async function insertMessageReads(db: Db, pool: PeoplePool, messages: string, from: number, to: number): Promise<void> {
  await db.execute(sql`
    insert into message_reads (staff_id, message_id, read_at)
    select p.id, m.id, m.publish_at + interval '1 hour' * floor(random() * 72)
      from generate_series(${from}::int, ${to}::int) g
      join ${sql.raw(pool.table)} p on p.n = 1 + g % ${pool.size}
      join ${sql.raw(messages)} m on m.n = 1 + (g::bigint * 7919) % (select count(*) from ${sql.raw(messages)})
    on conflict do nothing`);
}

/** The published messages numbered 1.. in a pool table, for reads to point at. */
export async function messagePool(db: Db, table: string): Promise<void> {
  await db.execute(sql`drop table if exists ${sql.raw(table)}`);
  await db.execute(sql`create unlogged table ${sql.raw(table)} as select (row_number() over (order by id))::int as n, id, publish_at from messages where status = 'Published' and publish_at is not null`);
  await db.execute(sql`alter table ${sql.raw(table)} add primary key (n)`);
}

/** Eight-hour shifts at the person's site over the last two years and the next month; a week is keyed by its Sunday. */
export async function insertShifts(db: Db, pool: PeoplePool, from: number, to: number): Promise<void> {
  await db.execute(sql`
    insert into schedule_shifts (staff_id, location_id, week, day_of_week, shift_date, start_time, end_time, starts_at, ends_at, created_at, updated_at)
    select p.id, coalesce(p.location_id, l.first), d.day - extract(dow from d.day)::int,
           (array['sunday','monday','tuesday','wednesday','thursday','friday','saturday'])[1 + extract(dow from d.day)::int]::schedule_weekday,
           d.day, d.starts::time, (d.starts + interval '8 hours')::time, d.day + d.starts, d.day + d.starts + interval '8 hours', r.at, r.at
      from ${rowsOf(pool, from, to, { years: 2 })}
      cross join lateral (select (r.at + interval '30 days')::date as day, (array[interval '6 hours', interval '14 hours', interval '22 hours'])[1 + floor(random() * 3)::int] as starts where g > 0) d
      cross join (select min(id::text)::uuid as first from locations) l`);
}

const auditActions = { create: 30, update: 25, approve: 15, reject: 5, withdraw: 3, delete: 2, 'sign-in': 20 };
const auditEntities = ['staff', 'leave-request', 'loan-request', 'medical-assistance', 'payment-requests', 'performance-review', 'payroll-payslip', 'message', 'department', 'location'];

export async function insertAudit(db: Db, pool: PeoplePool, from: number, to: number): Promise<void> {
  await db.execute(sql`
    insert into audit_log (actor_type, actor_id, action, entity, entity_id, "to", at)
    select case when g % 4 = 0 then 'staff' else 'admin' end, case when g % 4 = 0 then p.id else u.a[1 + g % u.c] end,
           ${pickWeighted(auditActions)}, ${pick(auditEntities)}, p.id, jsonb_build_object('note', ${sentence(phrases.leave)}), r.at
      from ${rowsOf(pool, from, to)}
      cross join (select array_agg(id order by created_at) as a, count(*)::int as c from users) u`);
}

/** The kinds the notification list knows (libs/domain notificationKindSchema), each with its record and title. */
const notificationKinds: Record<string, { kind: string; entity: string; title: string }> = {
  leave: { kind: 'request-decided', entity: 'leave-request', title: 'Your leave request was decided' },
  loan: { kind: 'request-decided', entity: 'loan-request', title: 'Your loan request was decided' },
  medical: { kind: 'request-decided', entity: 'medical-assistance', title: 'Your medical assistance request was decided' },
  arrived: { kind: 'request-arrived', entity: 'leave-request', title: 'A leave request is waiting for a decision' },
  payslip: { kind: 'payslip-ready', entity: 'payslip', title: 'Your payslip is ready' },
  review: { kind: 'review-assigned', entity: 'review', title: 'A performance review is waiting for you' },
};

/** Nine in ten to staff, the rest to admins; most read. */
export async function insertNotifications(db: Db, pool: PeoplePool, from: number, to: number): Promise<void> {
  const keys = Object.keys(notificationKinds);
  await db.execute(sql`
    insert into notifications (audience, recipient_id, kind, title, body, entity, entity_id, mail, read_at, created_at)
    select case when g % 10 = 0 then 'admin' else 'staff' end::notification_audience,
           case when g % 10 = 0 then u.a[1 + g % u.c] else p.id end,
           k.kind, k.title, ${sentence(phrases.message)}, k.entity, gen_random_uuid(), 'none',
           case when random() < 0.8 then r.at + interval '1 day' end, r.at
      from ${rowsOf(pool, from, to, { years: 2 })}
      cross join lateral (select ${pick(keys)} as key where g > 0) kk
      join (values ${sql.join(keys.map((k) => sql`(${k}, ${notificationKinds[k].kind}, ${notificationKinds[k].entity}, ${notificationKinds[k].title})`), sql`, `)}) as k(key, kind, entity, title) on k.key = kk.key
      cross join (select array_agg(id order by created_at) as a, count(*)::int as c from users) u`);
}

/**
 * Bank detail changes: person `1 + (g - 1) % size` in turn (a person has at most one pending change, so only the
 * first pass over the people leaves some pending), the rest decided.
 */
export async function insertBankDetailChanges(db: Db, pool: PeoplePool, from: number, to: number): Promise<void> {
  await db.execute(sql`
    insert into bank_detail_changes (staff_id, status, from_bank_code, from_account_number, from_account_name, to_bank_code, to_account_number, to_account_name, created_at, updated_at)
    select p.id,
           case when g <= ${pool.size} and g % 10 = 0 then 'PENDING' else ${pickWeighted({ APPROVED: 80, REJECTED: 12, WITHDRAWN: 8 })} end::bank_detail_change_status,
           b.a[1 + g % b.c], lpad((g % 10000000000)::text, 10, '0'), ${pick(firstNames)} || ' ' || ${pick(lastNames)},
           b.a[1 + (g * 7) % b.c], lpad(((g::bigint * 7919) % 10000000000)::text, 10, '0'), ${pick(firstNames)} || ' ' || ${pick(lastNames)}, r.at, r.at
      from ${rowsOf(pool, from, to, { spread: true })}
      cross join (select array_agg(code order by code) as a, count(*)::int as c from banks) b
    on conflict do nothing`);
}

/** Review cycles, one per `size` reviews: a person is reviewed once per cycle. */
export async function reviewCycles(db: Db, cycles: number): Promise<void> {
  await db.execute(sql`
    insert into performance_cycles (name, frequency, due_date, days_allowed, status, launched_at, created_at, updated_at)
    select 'Bench cycle ' || k, 'quarterly', (current_date - (k * 91))::date, 30,
           case when k = 1 then 'In_Progress' else 'Completed' end::performance_cycle_status,
           now() - interval '91 days' * k - interval '30 days', now() - interval '91 days' * k - interval '30 days', now() - interval '91 days' * k
      from generate_series(1, ${cycles}::int) k
     where not exists (select 1 from performance_cycles c where c.name = 'Bench cycle ' || k)`);
}

/** Review g is person `1 + (g - 1) % size` in cycle `1 + (g - 1) / size`. */
export async function insertReviews(db: Db, pool: PeoplePool, from: number, to: number): Promise<void> {
  await db.execute(sql`
    insert into performance_reviews (cycle_id, staff_id, department_id, department_name, job_title_name, status, answers, kpis,
                                     overall_rating, formula_version, due_by, submitted_at, completed_at, created_at, updated_at)
    select c.id, p.id, p.department_id, d.name, jt.name, x.status, '[]'::jsonb, '[]'::jsonb,
           case when x.status = 'Completed' then round((1 + random() * 4)::numeric, 2) end, 1, c.due_date,
           case when x.status in ('Pending_Approval', 'Completed') then c.launched_at + interval '10 days' end,
           case when x.status = 'Completed' then c.launched_at + interval '20 days' end, c.launched_at, c.launched_at
      from generate_series(${from}::int, ${to}::int) g
      join ${sql.raw(pool.table)} p on p.n = 1 + (g - 1) % ${pool.size}
      join performance_cycles c on c.name = 'Bench cycle ' || (1 + (g - 1) / ${pool.size})
      cross join lateral (select case when c.status = 'Completed' then 'Completed' else ${pickWeighted({ Not_Started: 3, In_Progress: 3, Pending_Approval: 2, Completed: 2 })} end::performance_review_status as status where g > 0) x
      left join departments d on d.id = p.department_id
      left join job_titles jt on jt.id = p.job_title_id
    on conflict do nothing`);
}

export async function insertPenalties(db: Db, pool: PeoplePool, from: number, to: number, years = 5): Promise<void> {
  await db.execute(sql`
    insert into performance_penalties (staff_id, amount_kobo, date, reason, created_at, updated_at)
    select p.id, (1000 + floor(random() * 49000)::int) * 100, r.at::date, ${sentence(phrases.penalty)}, r.at, r.at
      from ${rowsOf(pool, from, to, { years })}`);
}

export async function insertRewards(db: Db, pool: PeoplePool, from: number, to: number): Promise<void> {
  await db.execute(sql`
    insert into performance_rewards (kind, recipient_type, staff_id, customer_name, amount_kobo, date, reason, created_at, updated_at)
    select ${pickWeighted({ 'Special Event': 2, 'Referral Bonus': 1, 'Award Bonus': 3, Holiday: 2, 'Spirit of Excellence': 2 })}::performance_reward_kind,
           case when g % 20 = 0 then 'Customer' else 'Staff' end::performance_recipient_type,
           case when g % 20 = 0 then null else p.id end, case when g % 20 = 0 then ${pick(firstNames)} || ' ' || ${pick(lastNames)} end,
           (1000 + floor(random() * 99000)::int) * 100, r.at::date, ${sentence(phrases.reward)}, r.at, r.at
      from ${rowsOf(pool, from, to)}`);
}

/** Months back from last month (`YYYY-MM`), one paid company-wide pay run each. */
export async function payRuns(db: Db, months: number): Promise<void> {
  await db.execute(sql`
    insert into pay_runs (month, scope, status, calculated_at, approved_at, paid_at, created_at, updated_at)
    select to_char(date_trunc('month', now()) - interval '1 month' * k, 'YYYY-MM'), 'all', 'PAID',
           date_trunc('month', now()) - interval '1 month' * (k - 1), date_trunc('month', now()) - interval '1 month' * (k - 1),
           date_trunc('month', now()) - interval '1 month' * (k - 1), date_trunc('month', now()) - interval '1 month' * k, now()
      from generate_series(1, ${months}::int) k
    on conflict do nothing`);
}

/** Payslip g is person `1 + (g - 1) % size` in the pay run `1 + (g - 1) / size` months back. */
export async function insertPayslips(db: Db, pool: PeoplePool, from: number, to: number): Promise<void> {
  await db.execute(sql`
    insert into payslips (pay_run_id, staff_id, month, daily_salary_kobo, payable_days, gross_kobo, bonuses_kobo, deductions_kobo, tax_kobo, net_kobo,
                          status, paid_at, explanation, inputs_fingerprint, calculated_at, created_at, updated_at)
    select pr.id, p.id, pr.month, x.daily, x.days, x.daily * x.days, 0, x.deductions, (x.daily * x.days) / 10,
           greatest(0, x.daily * x.days - (x.daily * x.days) / 10 - x.deductions), 'PAID', pr.paid_at, 'Bench payslip', md5(g::text), pr.calculated_at, pr.created_at, pr.created_at
      from generate_series(${from}::int, ${to}::int) g
      join ${sql.raw(pool.table)} p on p.n = 1 + (g - 1) % ${pool.size}
      join pay_runs pr on pr.scope = 'all' and pr.deleted_at is null
                      and pr.month = to_char(date_trunc('month', now()) - interval '1 month' * (1 + (g - 1) / ${pool.size}), 'YYYY-MM')
      cross join lateral (select (800000 + floor(random() * 3000000))::bigint as daily, 18 + floor(random() * 5)::int as days,
                                 (floor(random() * 5) * 100000)::bigint as deductions where g > 0) x
    on conflict do nothing`);
}

/** Mail the API queued (invitations, notices, payslips). */
export async function insertMail(db: Db, from: number, to: number): Promise<void> {
  await db.execute(sql`
    insert into mail_outbox ("to", subject, text, created_at, updated_at)
    select lower(${pick(firstNames)} || '.' || g) || '@bench.crewbase.test', ${pick(['Your payslip is ready', 'Welcome to Crewbase', 'Your leave request was approved', 'Reset your password', 'A new message for you'])},
           ${sentence(phrases.message)}, r.at, r.at
      from generate_series(${from}::int, ${to}::int) g cross join lateral (select ${recentMoment(2)} as at where g > 0) r`);
}

/** Staff import files as an admin uploads them (the rows themselves kept small). */
export async function insertStaffImports(db: Db, from: number, to: number): Promise<void> {
  await db.execute(sql`
    insert into staff_imports (created_by, file_name, status, row_count, rows, invited_count, problem_count, created_at, updated_at)
    select u.a[1 + g % u.c], 'staff-' || ${pick(cities)} || '-' || g || '.csv', ${pickWeighted({ committed: 8, preview: 1, failed: 1 })},
           r.n, '[]'::jsonb, r.n, 0, r.at, r.at
      from generate_series(${from}::int, ${to}::int) g
      cross join lateral (select ${recentMoment(3)} as at, 1 + floor(random() * 200)::int as n where g > 0) r
      cross join (select array_agg(id order by created_at) as a, count(*)::int as c from users) u`);
}

/** An uploaded file per document (media, then the document pointing at it), owned by the person. */
export async function insertDocuments(db: Db, pool: PeoplePool, from: number, to: number): Promise<void> {
  await db.execute(sql`
    with m as (
      insert into media (key, owner_type, owner_id, name, size, mime_type, storage_path, created_at, updated_at)
      select 'bench/' || g, 'staff', p.id, x.name, 20000 + floor(random() * 2000000)::int, 'application/pdf', '/dev/null/bench/' || g, r.at, r.at
        from ${rowsOf(pool, from, to)}
        cross join lateral (select ${pick(['Contract', 'Guarantor form', 'ID card', 'Driver licence', 'Medical report', 'Offer letter'])} || ' ' || ${pick(firstNames)} || '.pdf' as name where g > 0) x
      on conflict do nothing
      returning id, owner_id, name, created_at)
    insert into employee_documents (staff_id, media_id, name, created_at, updated_at)
    select owner_id, id, name, created_at, created_at from m`);
}

/** Licence expiry reminders the daily job sent. */
export async function insertLicenceReminders(db: Db, pool: PeoplePool, from: number, to: number): Promise<void> {
  await db.execute(sql`
    insert into licence_reminders (staff_id, expiry, threshold_days, sent_at)
    select p.id, (r.at + interval '30 days')::date, (array[30, 14, 7])[1 + floor(random() * 3)::int], r.at
      from ${rowsOf(pool, from, to)}
    on conflict do nothing`);
}

/** Stock items named `Bench item 00001`.. over 20 bench categories. */
export async function insertStockItems(db: Db, from: number, to: number): Promise<void> {
  await db.execute(sql`insert into inventory_item_categories (name) select 'Bench category ' || g from generate_series(1, 20) g on conflict do nothing`);
  await db.execute(sql`
    insert into stock_items (name, category_id, unit, reorder_level, unit_cost_kobo)
    select 'Bench item ' || lpad(g::text, 5, '0'), c.id, 'piece', (g * 7) % 60, 10000 + (g * 137) % 500000
      from generate_series(${from}::int, ${to}::int) g
      join lateral (select id from inventory_item_categories where name = 'Bench category ' || (1 + g % 20)) c on true`);
}

/**
 * The ledger of the bench items, `perItem` movements each: receipts on even steps (10..16 units), issues on odd steps
 * (1..9 units, never more than the receipt before), so every running balance stays at or above zero; balance_after is
 * the running sum. The items' balances are then set from the ledger so the stock rule holds. Items whose ledger is
 * already that long are left alone.
 */
export async function insertStockMovements(db: Db, perItem: number): Promise<void> {
  // A ledger shorter than asked (an earlier, smaller run) is written again whole, so its running balances hold.
  await db.execute(sql`
    delete from stock_movements m using stock_items s
     where s.id = m.stock_item_id and s.name like 'Bench item %'
       and (select count(*) from stock_movements x where x.stock_item_id = s.id) < ${perItem}`);
  await db.execute(sql`
    insert into stock_movements (stock_item_id, kind, quantity, units_affected, balance_after, location_id, created_at)
    select item_id, kind::stock_movement_kind, quantity, abs(quantity), sum(quantity) over (partition by item_id order by step), location_id, at
      from (
        select s.id as item_id, k as step,
               case when k % 2 = 0 then 'RECEIPT' else 'ISSUE' end as kind,
               case when k % 2 = 0 then 10 + (k + s.n) % 7 else -(1 + (k * 3 + s.n) % 9) end as quantity,
               case when k % 2 = 1 then locs.a[1 + ((k + s.n) % locs.c)] end as location_id,
               now() - ((${perItem} - k) * interval '1 day' * 365 / ${perItem}) - (s.n * interval '1 second') as at
          from (select id, row_number() over (order by name)::int as n from stock_items si
                 where name like 'Bench item %' and not exists (select 1 from stock_movements m where m.stock_item_id = si.id)) s
          cross join generate_series(0, ${perItem - 1}::int) k
          cross join (select array_agg(id order by id) as a, greatest(count(*), 1)::int as c from locations) locs
      ) x`);
  await db.execute(sql`
    update stock_items s set available_stock = x.total
      from (select stock_item_id, sum(quantity)::int as total from stock_movements group by stock_item_id) x
     where x.stock_item_id = s.id and s.name like 'Bench item %'`);
}

const benchItems = sql`(select array_agg(id order by name) as a, count(*)::int as c from stock_items where name like 'Bench item %') it`;

export async function insertRequisitions(db: Db, pool: PeoplePool, from: number, to: number): Promise<void> {
  await db.execute(sql`
    insert into requisitions (location_id, staff_id, reason, status, created_at, updated_at)
    select coalesce(p.location_id, l.first), p.id, ${sentence(phrases.maintenance)}, ${pickWeighted({ Pending: 2, Fulfilled: 7, Denied: 1 })}::requisition_status, r.at, r.at
      from ${rowsOf(pool, from, to, { years: 3 })}
      cross join (select min(id::text)::uuid as first from locations) l`);
}

export async function insertIssuances(db: Db, pool: PeoplePool, from: number, to: number): Promise<void> {
  await db.execute(sql`
    insert into issuances (stock_item_id, quantity, location_id, staff_id, status, note, created_at, updated_at)
    select it.a[1 + floor(random() * it.c)::int], 1 + floor(random() * 5)::int, p.location_id, p.id,
           ${pickWeighted({ ISSUED: 6, RETURNED: 3, FLAGGED: 1 })}::issuance_status, ${sentence(phrases.maintenance)}, r.at, r.at
      from ${rowsOf(pool, from, to, { years: 3 })}
      cross join ${benchItems}`);
}

/** Flagged by the admins in turn: the product records who flagged every request it opens. */
export async function insertMaintenance(db: Db, pool: PeoplePool, from: number, to: number): Promise<void> {
  await db.execute(sql`
    insert into maintenance_requests (stock_item_id, location_id, flagged_by_id, condition, priority, description, status, created_at, updated_at)
    select it.a[1 + floor(random() * it.c)::int], p.location_id, u.a[1 + g % u.c], ${pick(['DAMAGED', 'FAULTY', 'LOST'])}::flag_condition,
           ${pickWeighted({ Low: 3, Medium: 4, High: 2, Urgent: 1 })}::maintenance_priority, ${sentence(phrases.maintenance)},
           ${pickWeighted({ PENDING: 2, IN_PROGRESS: 2, COMPLETED: 6 })}::inventory_status, r.at, r.at
      from ${rowsOf(pool, from, to, { years: 3 })}
      cross join ${benchItems}
      cross join (select array_agg(id order by created_at) as a, count(*)::int as c from users) u`);
}

export async function insertProcurements(db: Db, from: number, to: number): Promise<void> {
  await db.execute(sql`
    insert into inventory_vendors (name, contact_person, email)
    select 'Bench vendor ' || k || ' ' || (${textArray(cities)})[1 + k % ${cities.length}], 'Sales desk', 'vendor' || k || '@bench.crewbase.test'
      from generate_series(1, 200) k
     where not exists (select 1 from inventory_vendors v where v.name like 'Bench vendor ' || k || ' %')`);
  await db.execute(sql`
    insert into procurements (vendor_id, user_id, status, total_cost_kobo, note, ordered_at, created_at, updated_at)
    select v.a[1 + floor(random() * v.c)::int], u.a[1 + g % u.c], ${pickWeighted({ PENDING: 2, IN_PROGRESS: 2, COMPLETED: 6 })}::inventory_status,
           (1000 + floor(random() * 500000)::int) * 100, ${sentence(['Restock of', 'Quarterly order for', 'Urgent order for'])}, r.at, r.at, r.at
      from generate_series(${from}::int, ${to}::int) g
      cross join lateral (select ${recentMoment(3)} as at where g > 0) r
      cross join (select array_agg(id order by name) as a, count(*)::int as c from inventory_vendors) v
      cross join (select array_agg(id order by created_at) as a, count(*)::int as c from users) u`);
}
