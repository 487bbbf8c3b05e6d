// Calculating a pay run: for everyone in its scope, the inputs of the month (shifts, approved leave, rewards,
// penalties, due loan installments, adjustments, the settings' bands and rates) become a payslip with every line and
// its source (libs/domain calculatePayslip). In batches, each one transaction:
// - the run row is read FOR SHARE and must still be DRAFT or CALCULATED, so an approval (an UPDATE of that row) and a
//   batch never interleave: once approved, nothing changes;
// - each person's slip is claimed with INSERT ... ON CONFLICT (staff_id, month) DO UPDATE ... WHERE it is this run's:
//   one payslip per staff member per month, and a person already in another run of the month is listed as a problem;
// - rewards, penalties, installments and adjustments are claimed with `UPDATE ... SET pay_run_id = <run> WHERE
//   pay_run_id IS NULL`, so each is counted in exactly one run, whoever calculates at the same moment; an installment
//   the pay cannot cover is released again for next month.
// The same inputs give the same slips, so a recalculation (or a retried job) changes nothing that did not change.
import { createHash } from 'node:crypto';
import {
  calculatePayslip,
  monthBounds,
  nubanProblem,
  payableDays,
  payableDaysRule,
  payslipInputsText,
  taxBandsFor,
  type PayableDays,
  type PayrollProblemCode,
  type PayslipInputs,
} from '@crewbase/domain';
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/database';
import { writeAudit } from '../../platform/audit';
import { defineJob } from '../../platform/jobs';
import { loadSettings, rulesFor, type PayRules } from './payroll-settings';

const BATCH = 1000;

export interface RunHead {
  id: string;
  month: string;
  scope: 'all' | 'department' | 'location';
  scopeId: string | null;
  status: string;
}

interface StaffInput {
  id: string;
  staffNumber: string;
  fullName: string;
  status: string;
  dailySalary: string | null;
  bankCode: string | null;
  bankName: string | null;
  accountNumber: string | null;
  dateJoined: string | null;
  leftOn: string | null;
}

export interface GatheredInputs {
  person: StaffInput;
  inputs: PayslipInputs;
  fingerprint: string;
  explanation: string;
}

const uuids = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/** Who a run covers: staff paid in the month (Active or Suspended now, or who left during or after it). */
export function scopeCondition(run: Pick<RunHead, 'month' | 'scope' | 'scopeId'>): ReturnType<typeof sql> {
  const { first } = monthBounds(run.month);
  const { last } = monthBounds(run.month);
  const employed = sql`(s.status in ('Active', 'Suspended') or (s.status in ('Resigned', 'Terminated') and s.updated_at >= ${first}::date))
    and (s.date_joined is null or s.date_joined <= ${last}::date)`;
  if (run.scope === 'department') return sql`${employed} and s.department_id = ${run.scopeId}`;
  if (run.scope === 'location') return sql`${employed} and s.location_id = ${run.scopeId}`;
  return employed;
}

/** The slip's inputs and the account it pays into, hashed: a changed reward, leave, shift, rate or account shows. */
export const fingerprintOf = (inputs: PayslipInputs, account: { bankCode: string | null; accountNumber: string | null }) =>
  createHash('sha256').update(`${payslipInputsText(inputs)}|b:${account.bankCode}:${account.accountNumber}`).digest('hex');

export function explain(days: PayableDays): string {
  const counted =
    days.basis === 'WORKING_DAYS'
      ? `No shift was scheduled this month, so the ${days.workingDays} working days while Active are paid.`
      : `This month: ${days.shiftDays} day${days.shiftDays === 1 ? '' : 's'} with a shift and ${days.leaveDays} day${days.leaveDays === 1 ? '' : 's'} of approved paid leave without a shift, ${days.payableDays} payable days in all.`;
  return `${counted} ${payableDaysRule}`;
}

/**
 * The inputs of these staff members for the run's month: what is unclaimed or already this run's. With `claim`, the
 * unclaimed rewards, penalties, installments and adjustments are claimed for the run first (in the caller's transaction).
 */
export async function gatherInputs(db: Db, run: RunHead, staffIds: readonly string[], rules: PayRules, claim: boolean): Promise<Map<string, GatheredInputs>> {
  const out = new Map<string, GatheredInputs>();
  if (staffIds.length === 0) return out;
  const { first, last } = monthBounds(run.month);
  const ids = uuids(staffIds);
  if (claim) {
    await db.execute(sql`update performance_rewards set pay_run_id = ${run.id}
      where staff_id = any(${ids}) and recipient_type = 'Staff' and date <= ${last}::date and pay_run_id is null`);
    await db.execute(sql`update performance_penalties set pay_run_id = ${run.id}
      where staff_id = any(${ids}) and date <= ${last}::date and pay_run_id is null`);
    await db.execute(sql`update loan_repayments r set pay_run_id = ${run.id}
      from loan_requests l
      where l.id = r.loan_request_id and l.staff_id = any(${ids}) and l.status in ('DISBURSED', 'REPAYMENT_IN_PROGRESS') and l.deleted_at is null
        and r.paid_at is null and r.due_date <= ${last}::date and r.pay_run_id is null`);
    await db.execute(sql`update payroll_adjustments set pay_run_id = ${run.id} where staff_id = any(${ids}) and pay_run_id is null`);
  }
  const mine = (column: string) => (claim ? sql`${sql.raw(column)} = ${run.id}` : sql`(${sql.raw(column)} is null or ${sql.raw(column)} = ${run.id})`);

  const people = await selectRows<StaffInput>(
    db,
    sql`select s.id, s.staff_id as "staffNumber", s.first_name || ' ' || s.last_name as "fullName", s.status::text as status,
               s.daily_salary::text as "dailySalary", s.bank_code as "bankCode", b.name as "bankName", s.account_number as "accountNumber",
               s.date_joined::text as "dateJoined",
               case when s.status in ('Resigned', 'Terminated') then (s.updated_at at time zone 'UTC')::date::text end as "leftOn"
          from staff s left join banks b on b.code = s.bank_code
         where s.id = any(${ids})`,
  );
  // One row per person: the distinct days their shifts start on (a month of shifts for thousands stays one small answer).
  const shifts = await selectRows<{ staffId: string; days: string }>(
    db,
    sql`select staff_id as "staffId", string_agg(distinct shift_date::text, ',') as days from schedule_shifts
         where staff_id = any(${ids}) and shift_date between ${first}::date and ${last}::date group by staff_id`,
  );
  const leave = await selectRows<{ staffId: string; from: string; to: string }>(
    db,
    sql`select staff_id as "staffId", start_date::text as "from", end_date::text as "to" from leave_requests
         where staff_id = any(${ids}) and status = 'APPROVED' and deleted_at is null and start_date <= ${last}::date and end_date >= ${first}::date`,
  );
  const rewards = await selectRows<{ staffId: string; id: string; amountMinor: number; date: string; kind: string }>(
    db,
    sql`select staff_id as "staffId", id, amount_kobo::float8 as "amountMinor", date::text as date, kind::text as kind from performance_rewards
         where staff_id = any(${ids}) and recipient_type = 'Staff' and date <= ${last}::date and ${mine('pay_run_id')} order by date, id`,
  );
  const penalties = await selectRows<{ staffId: string; id: string; amountMinor: number; date: string }>(
    db,
    sql`select staff_id as "staffId", id, amount_kobo::float8 as "amountMinor", date::text as date from performance_penalties
         where staff_id = any(${ids}) and date <= ${last}::date and ${mine('pay_run_id')} order by date, id`,
  );
  const installments = await selectRows<{ staffId: string; id: string; loanRequestId: string; installmentNumber: number; installmentCount: number; amountMinor: number; dueDate: string }>(
    db,
    sql`select l.staff_id as "staffId", r.id, r.loan_request_id as "loanRequestId", r.installment_number as "installmentNumber",
               (select count(*)::int from loan_repayments c where c.loan_request_id = r.loan_request_id) as "installmentCount",
               round(r.amount * 100)::float8 as "amountMinor", r.due_date::text as "dueDate"
          from loan_repayments r join loan_requests l on l.id = r.loan_request_id
         where l.staff_id = any(${ids}) and l.status in ('DISBURSED', 'REPAYMENT_IN_PROGRESS') and l.deleted_at is null
           and r.paid_at is null and r.due_date <= ${last}::date and ${mine('r.pay_run_id')}
         order by r.due_date, r.installment_number, r.id`,
  );
  const adjustments = await selectRows<{ staffId: string; id: string; amountMinor: number; reason: string }>(
    db,
    sql`select staff_id as "staffId", id, amount_kobo::float8 as "amountMinor", reason from payroll_adjustments
         where staff_id = any(${ids}) and ${mine('pay_run_id')} order by created_at, id`,
  );
  const by = <T extends { staffId: string }>(rows: T[]) => {
    const m = new Map<string, T[]>();
    for (const r of rows) m.set(r.staffId, [...(m.get(r.staffId) ?? []), r]);
    return m;
  };
  const shiftsBy = by(shifts);
  const leaveBy = by(leave);
  const rewardsBy = by(rewards);
  const penaltiesBy = by(penalties);
  const installmentsBy = by(installments);
  const adjustmentsBy = by(adjustments);

  for (const person of people) {
    const days = payableDays({
      month: run.month,
      dateJoined: person.dateJoined,
      dateLeft: person.leftOn,
      shiftStartDays: shiftsBy.get(person.id)?.[0]?.days.split(',') ?? [],
      // Every leave type in use is paid leave.
      leave: (leaveBy.get(person.id) ?? []).map((l) => ({ from: l.from, to: l.to, paid: true })),
      // No suspension history is kept: someone suspended now is treated as suspended all month.
      suspended: person.status === 'Suspended' ? [{ from: first, to: last }] : [],
      workingWeekdays: rules.workingWeekdays,
    });
    const inputs: PayslipInputs = {
      month: run.month,
      dailySalaryMinor: person.dailySalary === null ? 0 : Math.round(Number(person.dailySalary) * 100),
      days,
      rewards: (rewardsBy.get(person.id) ?? []).map((r) => ({ id: r.id, amountMinor: Number(r.amountMinor), date: r.date, kind: r.kind })),
      penalties: (penaltiesBy.get(person.id) ?? []).map((p) => ({ id: p.id, amountMinor: Number(p.amountMinor), date: p.date })),
      installments: (installmentsBy.get(person.id) ?? []).map((i) => ({ ...i, amountMinor: Number(i.amountMinor) })),
      adjustments: (adjustmentsBy.get(person.id) ?? []).map((a) => ({ id: a.id, amountMinor: Number(a.amountMinor), reason: a.reason })),
      taxBands: rules.taxBands,
      taxBandsEffectiveFrom: rules.taxBandsEffectiveFrom,
      pensionRatePercent: rules.pensionRatePercent,
      housingFundRatePercent: rules.housingFundRatePercent,
    };
    out.set(person.id, { person, inputs, fingerprint: fingerprintOf(inputs, person), explanation: explain(days) });
  }
  return out;
}

interface Problem {
  staffId: string;
  code: PayrollProblemCode;
  message: string;
  bankCode: string | null;
  accountNumber: string | null;
}

/** Releases what this run claimed for these staff members (they left the run). */
async function release(db: Db, runId: string, staffIds: readonly string[]): Promise<void> {
  if (staffIds.length === 0) return;
  const ids = uuids(staffIds);
  await db.execute(sql`update performance_rewards set pay_run_id = null where pay_run_id = ${runId} and staff_id = any(${ids})`);
  await db.execute(sql`update performance_penalties set pay_run_id = null where pay_run_id = ${runId} and staff_id = any(${ids})`);
  await db.execute(sql`update loan_repayments r set pay_run_id = null from loan_requests l
    where l.id = r.loan_request_id and r.pay_run_id = ${runId} and l.staff_id = any(${ids}) and r.paid_at is null`);
  await db.execute(sql`update payroll_adjustments set pay_run_id = null where pay_run_id = ${runId} and staff_id = any(${ids})`);
}

/** Releases everything a run claimed (a deleted run). */
export async function releaseRun(db: Db, runId: string): Promise<void> {
  await db.execute(sql`update performance_rewards set pay_run_id = null where pay_run_id = ${runId}`);
  await db.execute(sql`update performance_penalties set pay_run_id = null where pay_run_id = ${runId}`);
  await db.execute(sql`update loan_repayments set pay_run_id = null where pay_run_id = ${runId} and paid_at is null`);
  await db.execute(sql`update payroll_adjustments set pay_run_id = null where pay_run_id = ${runId}`);
}

/**
 * The run's head, locked FOR NO KEY UPDATE (approval waits for it); null when it is gone or no longer open to
 * calculation. Not FOR SHARE: the slips written move the totals kept on this row (a trigger updates it), and two
 * calculations of one run each holding a share lock and then updating the row would deadlock; so they take turns.
 */
async function openRun(db: Db, runId: string): Promise<RunHead | null> {
  const [run] = await selectRows<RunHead>(
    db,
    sql`select id, month, scope::text as scope, scope_id as "scopeId", status::text as status from pay_runs where id = ${runId} and deleted_at is null for no key update`,
  );
  return run && (run.status === 'DRAFT' || run.status === 'CALCULATED') ? run : null;
}

/** One batch: claims, calculates and writes the slips of these staff members (one transaction). */
export async function calculateBatch(db: Db, runId: string, staffIds: readonly string[], rules: PayRules): Promise<{ slips: number; problems: number } | null> {
  return db.transaction(async (tx) => {
    const run = await openRun(tx, runId);
    if (!run) return null;
    const ids = uuids(staffIds);
    const heads = await selectRows<StaffInput>(
      tx,
      sql`select s.id, s.daily_salary::text as "dailySalary", s.bank_code as "bankCode", s.account_number as "accountNumber" from staff s where s.id = any(${ids})`,
    );
    const problems: Problem[] = [];
    const eligible: string[] = [];
    for (const h of heads) {
      if (h.dailySalary === null || Number(h.dailySalary) <= 0) {
        problems.push({ staffId: h.id, code: 'NO_DAILY_SALARY', message: 'No daily salary on file: set one on the staff profile, then recalculate.', bankCode: h.bankCode, accountNumber: h.accountNumber });
      } else if (!h.bankCode || !h.accountNumber) {
        problems.push({ staffId: h.id, code: 'NO_BANK_ACCOUNT', message: 'No bank account on file: add the bank and account number, then recalculate.', bankCode: h.bankCode, accountNumber: h.accountNumber });
      } else eligible.push(h.id);
    }
    // Claim each eligible person's slip of the month for this run: this run's existing slips are locked, the others
    // inserted; the unique key (staff_id, month) decides between two runs reaching for the same person.
    const existing = eligible.length === 0 ? [] : await selectRows<{ id: string; staffId: string; runId: string; fingerprint: string }>(
      tx,
      sql`select id, staff_id as "staffId", pay_run_id as "runId", inputs_fingerprint as fingerprint from payslips
           where staff_id = any(${uuids(eligible)}) and month = ${run.month} for update`,
    );
    const taken = new Set(existing.map((e) => e.staffId));
    const fresh = eligible.filter((id) => !taken.has(id));
    const inserted = fresh.length === 0 ? [] : await selectRows<{ id: string; staffId: string }>(
      tx,
      sql`insert into payslips (pay_run_id, staff_id, month, daily_salary_kobo, payable_days, gross_kobo, bonuses_kobo, deductions_kobo, tax_kobo, net_kobo, explanation, inputs_fingerprint)
          select ${run.id}, unnest(${uuids(fresh)}), ${run.month}, 0, 0, 0, 0, 0, 0, 0, '', ''
          on conflict (staff_id, month) do nothing
          returning id, staff_id as "staffId"`,
    );
    // An insert that lost the race to the same run calculating at the same moment: the slip is this run's after all.
    const won = new Set(inserted.map((i) => i.staffId));
    const lost = fresh.filter((id) => !won.has(id));
    const late = lost.length === 0 ? [] : await selectRows<{ id: string; staffId: string; runId: string; fingerprint: string }>(
      tx,
      sql`select id, staff_id as "staffId", pay_run_id as "runId", inputs_fingerprint as fingerprint from payslips
           where staff_id = any(${uuids(lost)}) and month = ${run.month} and pay_run_id = ${run.id} for update`,
    );
    const mineBefore = [...existing, ...late].filter((e) => e.runId === run.id);
    const previous = new Map(mineBefore.map((e) => [e.staffId, e.fingerprint]));
    const owned = [...mineBefore.map((e) => ({ id: e.id, staffId: e.staffId })), ...inserted];
    const ownedIds = new Set(owned.map((o) => o.staffId));
    const elsewhere = eligible.filter((id) => !ownedIds.has(id));
    if (elsewhere.length > 0) {
      const others = await selectRows<{ staffId: string; month: string; runId: string }>(
        tx,
        sql`select staff_id as "staffId", month, pay_run_id as "runId" from payslips where staff_id = any(${uuids(elsewhere)}) and month = ${run.month}`,
      );
      for (const o of others) problems.push({ staffId: o.staffId, code: 'IN_OTHER_RUN', message: `Already paid in another pay run of ${o.month} (${o.runId}).`, bankCode: null, accountNumber: null });
    }
    // People who are not (or no longer) this run's: their old slip goes, and what it claimed is released.
    const notMine = staffIds.filter((id) => !ownedIds.has(id));
    if (notMine.length > 0) {
      await tx.execute(sql`delete from payslips where pay_run_id = ${run.id} and staff_id = any(${uuids(notMine)})`);
      await release(tx, run.id, notMine);
    }

    const gathered = await gatherInputs(tx, run, [...ownedIds], rules, true);
    const slipRows: Array<Record<string, unknown>> = [];
    const lineRows: Array<Record<string, unknown>> = [];
    const carried: string[] = [];
    const rewritten: string[] = [];
    for (const slip of owned) {
      const g = gathered.get(slip.staffId);
      if (!g) continue;
      const c = calculatePayslip(g.inputs);
      carried.push(...c.carriedInstallmentIds);
      const nuban = nubanProblem(g.person.bankCode, g.person.accountNumber);
      if (nuban) problems.push({ staffId: slip.staffId, code: 'BAD_NUBAN', message: nuban, bankCode: g.person.bankCode, accountNumber: g.person.accountNumber });
      // Same inputs, same slip: nothing to write (a recalculation touches only what changed).
      if (previous.get(slip.staffId) === g.fingerprint) continue;
      rewritten.push(slip.id);
      slipRows.push({
        id: slip.id,
        daily: g.inputs.dailySalaryMinor,
        days: g.inputs.days.payableDays,
        gross: c.grossMinor,
        bonuses: c.bonusesMinor,
        deductions: c.deductionsMinor,
        tax: c.taxMinor,
        net: c.netMinor,
        bank_code: g.person.bankCode,
        bank_name: g.person.bankName,
        account_number: g.person.accountNumber,
        explanation: g.explanation,
        fingerprint: g.fingerprint,
      });
      c.lines.forEach((line, position) =>
        lineRows.push({
          payslip_id: slip.id,
          position,
          kind: line.kind,
          source: line.source,
          source_id: line.sourceId,
          description: line.description,
          amount: line.amountMinor,
          detail: line.detail,
        }),
      );
    }
    if (carried.length > 0) await tx.execute(sql`update loan_repayments set pay_run_id = null where pay_run_id = ${run.id} and id = any(${uuids(carried)})`);
    if (slipRows.length > 0) {
      await tx.execute(sql`update payslips p set daily_salary_kobo = v.daily, payable_days = v.days, gross_kobo = v.gross, bonuses_kobo = v.bonuses,
            deductions_kobo = v.deductions, tax_kobo = v.tax, net_kobo = v.net, bank_code = v.bank_code, bank_name = v.bank_name,
            account_number = v.account_number, explanation = v.explanation, inputs_fingerprint = v.fingerprint, calculated_at = now(), updated_at = now()
          from jsonb_to_recordset(${JSON.stringify(slipRows)}::jsonb) as v(id uuid, daily bigint, days int, gross bigint, bonuses bigint, deductions bigint,
            tax bigint, net bigint, bank_code text, bank_name text, account_number text, explanation text, fingerprint text)
          where p.id = v.id`);
      await tx.execute(sql`delete from payslip_lines where payslip_id = any(${uuids(rewritten)})`);
      await tx.execute(sql`insert into payslip_lines (payslip_id, position, kind, source, source_id, description, amount_kobo, detail)
          select v.payslip_id, v.position, v.kind, v.source, v.source_id, v.description, v.amount, v.detail
            from jsonb_to_recordset(${JSON.stringify(lineRows)}::jsonb) as v(payslip_id uuid, position int, kind text, source text, source_id uuid,
              description text, amount bigint, detail jsonb)`);
    }
    await tx.execute(sql`delete from payroll_problems where pay_run_id = ${run.id} and staff_id = any(${ids})`);
    if (problems.length > 0) {
      await tx.execute(sql`insert into payroll_problems (pay_run_id, staff_id, code, message, bank_code, account_number)
          select ${run.id}, v.staff_id, v.code, v.message, v.bank_code, v.account_number
            from jsonb_to_recordset(${JSON.stringify(problems.map((p) => ({ staff_id: p.staffId, code: p.code, message: p.message, bank_code: p.bankCode, account_number: p.accountNumber })))}::jsonb)
              as v(staff_id uuid, code text, message text, bank_code text, account_number text)
          on conflict (pay_run_id, staff_id, code) do update set message = excluded.message, bank_code = excluded.bank_code, account_number = excluded.account_number`);
    }
    return { slips: owned.length, problems: problems.length };
  });
}

export interface CalculateOutcome {
  staffInScope: number;
  slips: number;
  problems: number;
  skipped?: boolean;
}

/** Calculates the whole run in batches; `onBatch` hears how far it got. */
export async function calculateRun(
  db: Db,
  runId: string,
  options: { requestedAt?: string; onBatch?: (done: number, total: number) => Promise<void>; signal?: AbortSignal } = {},
): Promise<CalculateOutcome> {
  const [run] = await selectRows<RunHead>(
    db,
    sql`select id, month, scope::text as scope, scope_id as "scopeId", status::text as status from pay_runs where id = ${runId} and deleted_at is null`,
  );
  if (!run || (run.status !== 'DRAFT' && run.status !== 'CALCULATED')) return { staffInScope: 0, slips: 0, problems: 0, skipped: true };
  const rules = rulesFor(await loadSettings(db), run.month, taxBandsFor);
  const people = await selectRows<{ id: string }>(db, sql`select s.id from staff s where ${scopeCondition(run)} order by s.id`);
  // Slips and problems of people no longer in scope go first (their claims are released).
  const outOfScope = (column: string) => sql`not exists (select 1 from staff s where s.id = ${sql.raw(column)} and ${scopeCondition(run)})`;
  const gone = await selectRows<{ staffId: string }>(
    db,
    sql`select staff_id as "staffId" from payslips where pay_run_id = ${run.id} and ${outOfScope('payslips.staff_id')}
        union select staff_id from payroll_problems where pay_run_id = ${run.id} and ${outOfScope('payroll_problems.staff_id')}`,
  );
  if (gone.length > 0) {
    const ok = await db.transaction(async (tx) => {
      if (!(await openRun(tx, run.id))) return false;
      const ids = gone.map((g) => g.staffId);
      await tx.execute(sql`delete from payslips where pay_run_id = ${run.id} and staff_id = any(${uuids(ids)})`);
      await tx.execute(sql`delete from payroll_problems where pay_run_id = ${run.id} and staff_id = any(${uuids(ids)})`);
      await release(tx, run.id, ids);
      return true;
    });
    if (!ok) return { staffInScope: 0, slips: 0, problems: 0, skipped: true };
  }
  let slips = 0;
  let problems = 0;
  await options.onBatch?.(0, people.length);
  for (let start = 0; start < people.length; start += BATCH) {
    if (options.signal?.aborted) throw new Error('The API shut down during the calculation; the next try carries on (the same inputs give the same slips).');
    const batch = await calculateBatch(db, run.id, people.slice(start, start + BATCH).map((p) => p.id), rules);
    if (!batch) return { staffInScope: people.length, slips, problems, skipped: true };
    slips += batch.slips;
    problems += batch.problems;
    await options.onBatch?.(Math.min(start + BATCH, people.length), people.length);
  }
  const requestedAt = options.requestedAt ?? new Date().toISOString();
  await db.execute(sql`update pay_runs set calculated_at = now()
    where id = ${run.id} and status in ('DRAFT', 'CALCULATED') and (calculate_requested_at is null or calculate_requested_at <= ${requestedAt}::timestamptz)`);
  await writeAudit(db, { actor: 'system', action: 'calculate', entity: 'payroll', entityId: run.id, to: { staffInScope: people.length, slips, problems } });
  return { staffInScope: people.length, slips, problems };
}

export const payRunCalculateJob = defineJob({
  name: 'payroll-calculate',
  retryLimit: 3,
  retryDelaySeconds: 30,
  retryBackoff: true,
  timeoutSeconds: 30 * 60,
  run: (data: { payRunId: string; requestedAt: string }, ctx) =>
    calculateRun(ctx.db, data.payRunId, {
      requestedAt: data.requestedAt,
      signal: ctx.signal,
      onBatch: (done, total) => ctx.progress({ done, total, message: `Calculated ${done} of ${total} staff in scope` }),
    }).then((r) => ({ ...r })),
});
