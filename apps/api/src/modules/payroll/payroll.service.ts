// Pay runs as a workflow record (DRAFT -> CALCULATED -> APPROVED -> PAID), payslips, payments, mails, bank schedules,
// adjustments and the staff portal's views. Every state change is one conditional UPDATE with its audit entry.
import {
  formatDayMonthYear,
  fromMinorUnits,
  monthBounds,
  nubanProblem,
  payDateOf,
  payRunWorkflow,
  payslipDetailSchema,
  taxBandsFor,
  toMinorUnits,
  transitionOf,
  type BankScheduleSummary,
  type CreateAdjustmentInput,
  type CreatePayRunInput,
  type MarkPaidInput,
  type PayRunDetail,
  type PayRunStatus,
  type PayrollAdjustment,
  type PayrollProblem,
  type PayslipDetail,
  type PayslipLine,
  type StaffLastPayslip,
  type StaffPayslipDetail,
} from '@crewbase/domain';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/database';
import { departments, locations, payRuns, payrollAdjustments, payslips, staff } from '../../db/schema';
import type { Actor } from '../../platform/accounts';
import { addNotifications } from '../../platform/notifications';
import { writeAudit } from '../../platform/audit';
import { adminActor, staffActor, type ServiceContext } from '../../platform/context';
import { isUniqueViolation } from '../../platform/db-errors';
import { badRequest, conflict, HttpError, notFound } from '../../platform/errors';
import { defineJob, type JobKit } from '../../platform/jobs';
import { defineWorkflowRecord, type ActionContext } from '../../platform/workflow-record';
import { loanRecord } from '../loan-requests/loan-requests.record';
import { calculateBatch, gatherInputs, payRunCalculateJob, releaseRun, type RunHead } from './payroll-calculate';
import { loadSettings, rulesFor } from './payroll-settings';
import { payRunColumns, payslipColumns, payslipJoins, toPayRun, toPayslip, type PayRunRow, type PayslipRow } from './payroll.resources';

// ------------------------------------------------------------------ pay run record

const payRunRows = async (db: Db, where: SQL): Promise<PayRunRow[]> => (await db.select(payRunColumns).from(payRuns).where(where)) as PayRunRow[];

export async function runProblems(db: Db, runId: string): Promise<PayrollProblem[]> {
  const rows = await selectRows<{ staffUuid: string; staffNumber: string; staffFullName: string; code: PayrollProblem['code']; message: string; bankCode: string | null; accountNumber: string | null }>(
    db,
    sql`select s.id as "staffUuid", s.staff_id as "staffNumber", s.first_name || ' ' || s.last_name as "staffFullName", p.code, p.message,
               p.bank_code as "bankCode", p.account_number as "accountNumber"
          from payroll_problems p join staff s on s.id = p.staff_id
         where p.pay_run_id = ${runId} order by s.last_name, s.first_name, s.id, p.code`,
  );
  return rows.map((r) => ({ staff: { id: r.staffUuid, staffId: r.staffNumber, fullName: r.staffFullName }, code: r.code, message: r.message, bankCode: r.bankCode, accountNumber: r.accountNumber }));
}

async function bankSchedules(db: Db, runId: string): Promise<BankScheduleSummary[]> {
  const rows = await selectRows<{ bankCode: string; bankName: string | null; slipCount: number; total: number }>(
    db,
    sql`select bank_code as "bankCode", max(bank_name) as "bankName", count(*)::int as "slipCount", sum(net_kobo)::float8 as total
          from payslips where pay_run_id = ${runId} group by bank_code order by max(bank_name), bank_code`,
  );
  return rows.map((r) => ({ bankCode: r.bankCode, bankName: r.bankName ?? r.bankCode, slipCount: r.slipCount, total: fromMinorUnits(Number(r.total)) }));
}

/** Slips of an open run whose inputs changed since calculating (checked for runs up to 2,000 slips; larger ones say 0). */
async function outOfDateCount(db: Db, row: PayRunRow): Promise<number> {
  if (row.status === 'APPROVED' || row.status === 'PAID' || row.slipCount === 0 || row.slipCount > 2000) return 0;
  const slips = await selectRows<{ staffId: string; fingerprint: string }>(db, sql`select staff_id as "staffId", inputs_fingerprint as fingerprint from payslips where pay_run_id = ${row.id}`);
  const rules = rulesFor(await loadSettings(db), row.month, taxBandsFor);
  const run: RunHead = { id: row.id, month: row.month, scope: row.scope, scopeId: row.scopeId, status: row.status };
  const now = await gatherInputs(db, run, slips.map((s) => s.staffId), rules, false);
  return slips.filter((s) => now.get(s.staffId)?.fingerprint !== s.fingerprint).length;
}

/** A service context for another record's action inside this transaction (the loan's set-to-paid). */
const within = (db: Db, actor: Actor): ServiceContext => ({ db, actor }) as ServiceContext;

/**
 * Marks these unpaid slips paid and sets every loan installment they deducted to paid through the loan's own
 * set-to-paid action, so the loan moves to REPAYMENT_IN_PROGRESS or COMPLETED exactly as when marked by hand.
 */
async function paySlips(db: Db, actor: Actor, runId: string, slipIds: readonly string[] | 'all', paymentReference: string): Promise<number> {
  const which = slipIds === 'all' ? sql`true` : sql`id = any(${`{${slipIds.join(',')}}`}::uuid[])`;
  const paid = await selectRows<{ id: string; staffId: string; month: string }>(
    db,
    sql`update payslips set status = 'PAID', payment_reference = ${paymentReference}, paid_at = now(), paid_by_id = ${actor.id},
               mail_status = 'QUEUED', updated_at = now()
         where pay_run_id = ${runId} and status = 'UNPAID' and ${which} returning id, staff_id as "staffId", month`,
  );
  if (paid.length === 0) return 0;
  // The bell: the "payslip ready" mail itself is the payslip mail job's (each slip's mail status), so none here.
  await addNotifications(
    db,
    paid.map((slip) => ({
      audience: 'staff' as const,
      recipientId: slip.staffId,
      kind: 'payslip-ready' as const,
      title: `Your payslip for ${formatDayMonthYear(monthBounds(slip.month).first).slice(3)} is ready`,
      entity: 'payslip' as const,
      entityId: slip.id,
      mail: 'none' as const,
    })),
  );
  const installments = await selectRows<{ installmentId: string; loanRequestId: string; paidAt: string | null }>(
    db,
    sql`select r.id as "installmentId", r.loan_request_id as "loanRequestId", r.paid_at::text as "paidAt"
          from payslip_lines l join loan_repayments r on r.id = l.source_id
         where l.source = 'LOAN_INSTALLMENT' and l.payslip_id = any(${`{${paid.map((p) => p.id).join(',')}}`}::uuid[])
         order by r.loan_request_id, r.installment_number`,
  );
  for (const i of installments) {
    if (i.paidAt) continue;
    await loanRecord.decide(within(db, actor), i.loanRequestId, 'setInstallmentPaid', { installmentId: i.installmentId, note: `Deducted in payroll (${paymentReference})` });
  }
  await writeAudit(db, { actor, action: 'mark-paid', entity: 'payroll-payslip', entityId: slipIds === 'all' ? runId : slipIds[0], to: { paymentReference, slips: paid.length, installments: installments.length } });
  return paid.length;
}

export const payRunRecord = defineWorkflowRecord({
  resource: 'payroll',
  label: 'pay run',
  table: payRuns,
  workflow: payRunWorkflow,
  rows: payRunRows,
  toItems: async (_db, rows) => rows.map(toPayRun),
  detail: async (db, row) => ({
    calculateJobId: row.calculateJobId,
    problems: await runProblems(db, row.id),
    bankSchedules: await bankSchedules(db, row.id),
    outOfDateSlipCount: await outOfDateCount(db, row),
  }),
  effects: {
    calculate: () => ({ set: { calculateRequestedAt: new Date() } }),
    approve: async ({ db, row }: ActionContext<PayRunRow, PayRunStatus, unknown>) => {
      if (!row.calculatedAt || (row.calculateRequestedAt && row.calculatedAt < row.calculateRequestedAt)) {
        throw conflict('This pay run is still being calculated: wait for the calculation to finish, then approve it.');
      }
      if (row.slipCount === 0) throw conflict('This pay run has no payslips: nobody in it could be paid (see its problems).');
      const slips = await selectRows<{ staffId: string; staffNumber: string; fullName: string; bankCode: string | null; accountNumber: string | null }>(
        db,
        sql`select s.id as "staffId", s.staff_id as "staffNumber", s.first_name || ' ' || s.last_name as "fullName", p.bank_code as "bankCode", p.account_number as "accountNumber"
              from payslips p join staff s on s.id = p.staff_id where p.pay_run_id = ${row.id} order by s.last_name, s.first_name`,
      );
      const bad = slips.map((s) => ({ ...s, problem: nubanProblem(s.bankCode, s.accountNumber) })).filter((s) => s.problem);
      if (bad.length > 0) {
        const named = bad.map((b) => `${b.fullName} (${b.staffNumber}): account ${b.accountNumber ?? 'none'} at bank ${b.bankCode ?? 'none'}`);
        throw new HttpError(
          409,
          `This pay run cannot be approved: ${bad.length === 1 ? 'an account number fails' : `${bad.length} account numbers fail`} the NUBAN check. ${named.slice(0, 20).join('; ')}${named.length > 20 ? `; and ${named.length - 20} more` : ''}. Correct them on the staff profiles and recalculate.`,
          bad.map((b) => ({ path: `staff.${b.staffId}`, message: `${b.fullName}: ${b.problem}` })),
        );
      }
      return { set: { approvedAt: new Date() }, details: { slips: slips.length } };
    },
    markPaid: async ({ db, actor, row, body }: ActionContext<PayRunRow, PayRunStatus, MarkPaidInput>) => {
      const paid = await paySlips(db, actor, row.id, 'all', body.paymentReference);
      return { set: { paidAt: new Date(), paymentReference: body.paymentReference }, details: { paymentReference: body.paymentReference, slipsPaid: paid } };
    },
  },
  lockFirst: ['approve', 'markPaid', 'calculate'],
  auditActions: { markPaid: 'mark-paid' },
});

type RunDetail = PayRunDetail;
const runDetail = (ctx: ServiceContext, id: string) => payRunRecord.get(ctx, id) as Promise<RunDetail>;
export const getPayRun = runDetail;

export async function createPayRun(ctx: ServiceContext, input: CreatePayRunInput & { scope: 'all' | 'department' | 'location' }): Promise<RunDetail> {
  const scopeId = input.scope === 'all' ? null : (input.scopeId ?? null);
  try {
    return (await payRunRecord.create(ctx, async (db, actor) => {
      if (scopeId) {
        const table = input.scope === 'department' ? departments : locations;
        const [found] = await db.select({ id: table.id }).from(table).where(eq(table.id, scopeId));
        if (!found) throw badRequest(`That ${input.scope} does not exist.`, [{ path: 'scopeId', message: `That ${input.scope} does not exist.` }]);
      }
      await existingRunRefusal(db, input.month, input.scope, scopeId);
      return { values: { month: input.month, scope: input.scope, scopeId, createdById: actor.id }, details: { month: input.month, scope: input.scope, scopeId } };
    })) as RunDetail;
  } catch (error) {
    if (isUniqueViolation(error, 'pay_runs_month_scope_idx')) {
      await existingRunRefusal(ctx.db, input.month, input.scope, scopeId);
      throw conflict(`A pay run of ${input.month} for the same staff already exists.`);
    }
    throw error;
  }
}

async function existingRunRefusal(db: Db, month: string, scope: string, scopeId: string | null) {
  const [existing] = await selectRows<{ id: string; status: string }>(
    db,
    sql`select id, status::text as status from pay_runs where month = ${month} and scope = ${scope} and scope_id is not distinct from ${scopeId} and deleted_at is null`,
  );
  if (existing) throw conflict(`A pay run of ${month} for the same staff already exists (${existing.status.toLowerCase()}, ${existing.id}): open it instead.`);
}

/** Moves the run to CALCULATED and queues the calculation; the answer's calculateJobId is the job to poll. */
export async function calculatePayRun(ctx: ServiceContext, jobs: JobKit, id: string, body: unknown): Promise<RunDetail> {
  await payRunRecord.decide(ctx, id, 'calculate', body);
  const [run] = await ctx.db.select({ requestedAt: payRuns.calculateRequestedAt }).from(payRuns).where(eq(payRuns.id, id));
  const jobId = await jobs.enqueue(payRunCalculateJob, { payRunId: id, requestedAt: (run?.requestedAt ?? new Date()).toISOString() });
  await ctx.db.update(payRuns).set({ calculateJobId: jobId }).where(eq(payRuns.id, id));
  return runDetail(ctx, id);
}

export async function markPayRunPaid(ctx: ServiceContext, jobs: JobKit, id: string, body: MarkPaidInput): Promise<RunDetail> {
  const detail = (await payRunRecord.decide(ctx, id, 'markPaid', body)) as RunDetail;
  await jobs.enqueue(payslipMailJob, { payRunId: id });
  return detail;
}

/** Deletes a run not yet approved: its slips and problems go and what it counted is released. */
export async function deletePayRun(ctx: ServiceContext, id: string): Promise<void> {
  const actor = adminActor(ctx);
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select({ id: payRuns.id, status: payRuns.status }).from(payRuns).where(and(eq(payRuns.id, id), sql`${payRuns.deletedAt} is null`)).for('update');
    if (!row) throw notFound('That pay run does not exist.');
    const transition = transitionOf(payRunWorkflow, 'delete', 'admin', row.status, 'pay run');
    if (!transition.ok) throw conflict(transition.message);
    await releaseRun(tx, id);
    await tx.delete(payslips).where(eq(payslips.payRunId, id));
    await tx.execute(sql`delete from payroll_problems where pay_run_id = ${id}`);
    await tx.update(payRuns).set({ deletedAt: new Date(), deletedById: actor.id }).where(eq(payRuns.id, id));
    await writeAudit(tx, { actor, action: 'delete', entity: 'payroll', entityId: id, from: { status: row.status }, to: { deleted: true } });
  });
}

export async function payRunProblems(ctx: ServiceContext, id: string) {
  await payRunRecord.load(ctx.db, adminActor(ctx), id);
  return { problems: await runProblems(ctx.db, id) };
}

// ------------------------------------------------------------------ payslips

const slipRows = async (db: Db, where: SQL) =>
  (await db
    .select({
      ...payslipColumns,
      bankCode: payslips.bankCode,
      bankName: payslips.bankName,
      accountNumber: payslips.accountNumber,
      explanation: payslips.explanation,
      fingerprint: payslips.inputsFingerprint,
      calculatedAt: payslips.calculatedAt,
      mailSentAt: payslips.mailSentAt,
      runScope: payRuns.scope,
      runScopeId: payRuns.scopeId,
    })
    .from(payslips)
    .innerJoin(payslipJoins[0].table, payslipJoins[0].on)
    .innerJoin(payslipJoins[1].table, payslipJoins[1].on)
    .where(and(where, sql`${payRuns.deletedAt} is null`))) as Array<
    PayslipRow & {
      bankCode: string | null;
      bankName: string | null;
      accountNumber: string | null;
      explanation: string;
      fingerprint: string;
      calculatedAt: Date;
      mailSentAt: Date | null;
      runScope: 'all' | 'department' | 'location';
      runScopeId: string | null;
    }
  >;
type SlipRow = Awaited<ReturnType<typeof slipRows>>[number];

async function slipLines(db: Db, slipId: string): Promise<PayslipLine[]> {
  const rows = await selectRows<{ id: string; kind: PayslipLine['kind']; source: PayslipLine['source']; sourceId: string | null; description: string; amount: number; detail: PayslipLine['detail']; position: number }>(
    db,
    sql`select id, kind, source, source_id as "sourceId", description, amount_kobo::float8 as amount, detail, position from payslip_lines where payslip_id = ${slipId} order by position`,
  );
  return rows.map((r) => ({ ...r, amount: fromMinorUnits(Number(r.amount)) }));
}

async function loadSlip(db: Db, id: string, owner?: string): Promise<SlipRow> {
  const [row] = await slipRows(
    db,
    owner ? (and(eq(payslips.id, id), eq(payslips.staffId, owner), sql`${payRuns.status} in ('APPROVED', 'PAID')`) as SQL) : eq(payslips.id, id),
  );
  if (!row) throw notFound('That payslip does not exist.');
  return row;
}

async function slipDetail(db: Db, row: SlipRow): Promise<PayslipDetail> {
  const settings = await loadSettings(db);
  let outOfDate = false;
  if (row.payRunStatus === 'DRAFT' || row.payRunStatus === 'CALCULATED') {
    const run: RunHead = { id: row.payRunId, month: row.month, scope: row.runScope, scopeId: row.runScopeId, status: row.payRunStatus };
    const now = await gatherInputs(db, run, [row.staffUuid], rulesFor(settings, row.month, taxBandsFor), false);
    const current = now.get(row.staffUuid);
    outOfDate = !current || current.fingerprint !== row.fingerprint;
  }
  return payslipDetailSchema.parse({
    ...toPayslip(row),
    lines: await slipLines(db, row.id),
    explanation: row.explanation,
    bank: { bankCode: row.bankCode, bankName: row.bankName, accountNumber: row.accountNumber },
    outOfDate,
    calculatedAt: row.calculatedAt.toISOString(),
    payDate: payDateOf(row.month, settings.payDay),
    mailSentAt: row.mailSentAt?.toISOString() ?? null,
  });
}

export async function getPayslip(ctx: ServiceContext, id: string): Promise<PayslipDetail> {
  adminActor(ctx);
  return slipDetail(ctx.db, await loadSlip(ctx.db, id));
}

/** Marks one slip of an approved run paid; the run becomes PAID with its last slip. */
export async function markPayslipPaid(ctx: ServiceContext, jobs: JobKit, id: string, body: MarkPaidInput): Promise<PayslipDetail> {
  const actor = adminActor(ctx);
  const runId = await ctx.db.transaction(async (tx) => {
    const slip = await loadSlip(tx, id);
    const [run] = await tx.select({ status: payRuns.status }).from(payRuns).where(eq(payRuns.id, slip.payRunId)).for('update');
    if (run.status !== 'APPROVED') {
      throw conflict(run.status === 'PAID' ? 'This payslip is already paid.' : 'Approve the pay run before paying its slips.');
    }
    if (slip.status === 'PAID') throw conflict('This payslip is already paid.');
    await paySlips(tx, actor, slip.payRunId, [id], body.paymentReference);
    const [{ unpaid }] = await selectRows<{ unpaid: number }>(tx, sql`select count(*)::int as unpaid from payslips where pay_run_id = ${slip.payRunId} and status = 'UNPAID'`);
    if (unpaid === 0) await payRunRecord.decide({ ...ctx, db: tx }, slip.payRunId, 'markPaid', body);
    return slip.payRunId;
  });
  await jobs.enqueue(payslipMailJob, { payRunId: runId });
  return getPayslip(ctx, id);
}

/** Checks the slip's run allows `action`, locking the run's row as the slip's write will (its kept totals move). */
async function openSlipRun(db: Db, slip: SlipRow, action: 'calculate' | 'delete') {
  const [run] = await db.select({ status: payRuns.status }).from(payRuns).where(eq(payRuns.id, slip.payRunId)).for('no key update');
  const transition = transitionOf(payRunWorkflow, action, 'admin', run.status, 'pay run');
  if (!transition.ok) throw conflict(transition.message);
}

export async function recalculatePayslip(ctx: ServiceContext, id: string): Promise<PayslipDetail> {
  adminActor(ctx);
  const slip = await loadSlip(ctx.db, id);
  await ctx.db.transaction((tx) => openSlipRun(tx, slip, 'calculate'));
  const rules = rulesFor(await loadSettings(ctx.db), slip.month, taxBandsFor);
  const done = await calculateBatch(ctx.db, slip.payRunId, [slip.staffUuid], rules);
  if (!done) throw conflict('This pay run was approved a moment ago, so its slips no longer change.');
  const [again] = await ctx.db.select({ id: payslips.id }).from(payslips).where(and(eq(payslips.staffId, slip.staffUuid), eq(payslips.month, slip.month)));
  if (!again) throw notFound('This person can no longer be paid in this run: see its problems.');
  return getPayslip(ctx, again.id);
}

export async function deletePayslip(ctx: ServiceContext, id: string): Promise<void> {
  const actor = adminActor(ctx);
  await ctx.db.transaction(async (tx) => {
    const slip = await loadSlip(tx, id);
    await openSlipRun(tx, slip, 'delete');
    await tx.delete(payslips).where(eq(payslips.id, id));
    await tx.execute(sql`update performance_rewards set pay_run_id = null where pay_run_id = ${slip.payRunId} and staff_id = ${slip.staffUuid}`);
    await tx.execute(sql`update performance_penalties set pay_run_id = null where pay_run_id = ${slip.payRunId} and staff_id = ${slip.staffUuid}`);
    await tx.execute(sql`update loan_repayments r set pay_run_id = null from loan_requests l where l.id = r.loan_request_id and r.pay_run_id = ${slip.payRunId} and l.staff_id = ${slip.staffUuid}`);
    await tx.execute(sql`update payroll_adjustments set pay_run_id = null where pay_run_id = ${slip.payRunId} and staff_id = ${slip.staffUuid}`);
    await writeAudit(tx, { actor, action: 'delete', entity: 'payroll-payslip', entityId: id, from: { payRunId: slip.payRunId, staffId: slip.staffUuid } });
  });
}

export async function resendPayslipMail(ctx: ServiceContext, jobs: JobKit, id: string) {
  adminActor(ctx);
  const slip = await loadSlip(ctx.db, id);
  if (slip.status !== 'PAID') throw conflict('The "payslip ready" mail goes out once the slip is paid.');
  await ctx.db.update(payslips).set({ mailStatus: 'QUEUED' }).where(eq(payslips.id, id));
  await jobs.enqueue(payslipMailJob, { payslipIds: [id] });
  return { id, mailStatus: 'QUEUED' as const };
}

/** "Your payslip is ready" for every slip queued for mail (of a run, or these slips); each slip keeps its delivery status. */
export const payslipMailJob = defineJob({
  name: 'payroll-payslip-mail',
  retryLimit: 3,
  retryDelaySeconds: 60,
  retryBackoff: true,
  run: async (data: { payRunId?: string; payslipIds?: string[] }, ctx) => {
    const which = data.payslipIds ? sql`p.id = any(${`{${data.payslipIds.join(',')}}`}::uuid[])` : sql`p.pay_run_id = ${data.payRunId ?? null}`;
    const queued = await selectRows<{ id: string; month: string; email: string; firstName: string; net: number }>(
      ctx.db,
      sql`select p.id, p.month, s.email, s.first_name as "firstName", p.net_kobo::float8 as net
            from payslips p join staff s on s.id = p.staff_id where ${which} and p.mail_status = 'QUEUED' and p.status = 'PAID'`,
    );
    let sent = 0;
    let failed = 0;
    for (const [i, slip] of queued.entries()) {
      try {
        const { first } = monthBounds(slip.month);
        await ctx.mailer.send({
          to: slip.email,
          subject: `Your payslip for ${formatDayMonthYear(first).slice(3)} is ready`,
          text: `Hello ${slip.firstName},\n\nYour payslip for ${slip.month} has been paid: net pay NGN ${fromMinorUnits(Number(slip.net))}.\nOpen Payroll in the staff portal to read every line or download it as a PDF.\n`,
        });
        await ctx.db.update(payslips).set({ mailStatus: 'SENT', mailSentAt: new Date() }).where(eq(payslips.id, slip.id));
        sent += 1;
      } catch {
        await ctx.db.update(payslips).set({ mailStatus: 'FAILED' }).where(eq(payslips.id, slip.id));
        failed += 1;
      }
      if ((i + 1) % 200 === 0) await ctx.progress({ done: i + 1, total: queued.length, message: `Mailed ${i + 1} of ${queued.length} payslips` });
    }
    return { sent, failed };
  },
});

// ------------------------------------------------------------------ bank schedule

const csvText = (v: string) => (/[",\n\r]/.test(v) || /^[=+\-@]/.test(v) ? `"${(/^[=+\-@]/.test(v) ? `'${v}` : v).replace(/"/g, '""')}"` : v);

/** One bank's transfer schedule of a run: bank, account number, name, amount, reference; its total in X-Total. */
export async function bankScheduleCsv(ctx: ServiceContext, id: string, bankCode: string): Promise<{ fileName: string; csv: string; total: string; rows: number }> {
  const run = await payRunRecord.load(ctx.db, adminActor(ctx), id);
  const rows = await selectRows<{ bankName: string | null; accountNumber: string; name: string; net: number; staffNumber: string }>(
    ctx.db,
    sql`select p.bank_name as "bankName", p.account_number as "accountNumber", s.first_name || ' ' || s.last_name as name, p.net_kobo::float8 as net, s.staff_id as "staffNumber"
          from payslips p join staff s on s.id = p.staff_id where p.pay_run_id = ${id} and p.bank_code = ${bankCode} order by s.last_name, s.first_name, s.id`,
  );
  if (rows.length === 0) throw notFound('Nobody in this pay run is paid into that bank.');
  const total = rows.reduce((t, r) => t + Number(r.net), 0);
  const lines = ['Bank,Account number,Name,Amount,Reference'];
  for (const r of rows) lines.push([r.bankName ?? bankCode, r.accountNumber, r.name, fromMinorUnits(Number(r.net)), `PAY-${run.month}-${r.staffNumber}`].map(csvText).join(','));
  await writeAudit(ctx.db, { actor: adminActor(ctx), action: 'export', entity: 'payroll', entityId: id, to: { bankSchedule: bankCode, rows: rows.length, total: fromMinorUnits(total) } });
  return { fileName: `bank-schedule-${run.month}-${bankCode}.csv`, csv: `${lines.join('\r\n')}\r\n`, total: fromMinorUnits(total), rows: rows.length };
}

// ------------------------------------------------------------------ adjustments

export async function createAdjustment(ctx: ServiceContext, input: CreateAdjustmentInput): Promise<PayrollAdjustment> {
  const actor = adminActor(ctx);
  const [person] = await ctx.db.select({ id: staff.id, staffId: staff.staffId, first: staff.firstName, last: staff.lastName }).from(staff).where(eq(staff.id, input.staffId));
  if (!person) throw badRequest('That staff member does not exist.', [{ path: 'staffId', message: 'That staff member does not exist.' }]);
  const minor = toMinorUnits(input.amount);
  const [row] = await ctx.db
    .insert(payrollAdjustments)
    .values({ staffId: person.id, amountKobo: input.direction === 'ADD' ? minor : -minor, reason: input.reason.trim(), createdById: actor.id })
    .returning();
  await writeAudit(ctx.db, { actor, action: 'create', entity: 'payroll-adjustment', entityId: row.id, to: { staffId: person.id, amount: fromMinorUnits(minor), direction: input.direction } });
  return {
    id: row.id,
    staff: { id: person.id, staffId: person.staffId, fullName: `${person.first} ${person.last}` },
    amount: fromMinorUnits(minor),
    direction: input.direction,
    reason: row.reason,
    payRunId: row.payRunId,
    createdAt: row.createdAt.toISOString(),
  };
}

// ------------------------------------------------------------------ staff portal

export async function staffPayslip(ctx: ServiceContext, id: string): Promise<StaffPayslipDetail> {
  const me = staffActor(ctx);
  const row = await loadSlip(ctx.db, id, me.id);
  const d = await slipDetail(ctx.db, row);
  return {
    id: d.id,
    month: d.month,
    grossPay: d.grossPay,
    bonuses: d.bonuses,
    deductions: d.deductions,
    tax: d.tax,
    totalPay: d.totalPay,
    status: d.status,
    payDate: d.payDate,
    paidAt: d.paidAt,
    createdAt: d.createdAt,
    staffProfile: d.staffProfile,
    dailySalary: d.dailySalary,
    payableDays: d.payableDays,
    lines: d.lines,
    explanation: d.explanation,
    paymentReference: d.paymentReference,
    bank: { ...d.bank, accountNumber: d.bank.accountNumber ? `******${d.bank.accountNumber.slice(-4)}` : null },
  };
}

export async function staffLatestPayslip(ctx: ServiceContext): Promise<StaffLastPayslip> {
  const me = staffActor(ctx);
  const rows = await slipRows(ctx.db, and(eq(payslips.staffId, me.id), sql`${payRuns.status} in ('APPROVED', 'PAID')`) as SQL);
  const latest = rows.sort((a, b) => (a.month < b.month ? 1 : -1))[0];
  if (!latest) return { payslip: null };
  const settings = await loadSettings(ctx.db);
  return {
    payslip: { id: latest.id, month: latest.month, totalPay: fromMinorUnits(Number(latest.netKobo)), payDate: payDateOf(latest.month, settings.payDay), paidAt: latest.paidAt?.toISOString() ?? null, status: latest.status },
  };
}

/** The slip a PDF is made of: the admin's (any) or the staff member's own (approved or paid runs). */
export async function payslipForPdf(ctx: ServiceContext, id: string, area: 'admin' | 'staff'): Promise<PayslipDetail> {
  if (area === 'admin') return getPayslip(ctx, id);
  const me = staffActor(ctx);
  const d = await slipDetail(ctx.db, await loadSlip(ctx.db, id, me.id));
  return { ...d, bank: { ...d.bank, accountNumber: d.bank.accountNumber ? `******${d.bank.accountNumber.slice(-4)}` : null } };
}
