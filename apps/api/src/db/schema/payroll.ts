// Payroll: pay runs (a workflow record), their payslips (one per staff member per month: a unique key) with every line
// and its source, the problems that kept people out of a run, corrections waiting for the next run, and the settings.
import { payRunScopeSchema, payRunStatusSchema, payslipMailStatusSchema, payslipStatusSchema, type PayRunScope, type PayRunStatus, type PayslipMailStatus, type PayslipStatus } from '@crewbase/domain';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { staff } from './staff';

const values = <T extends string>(options: readonly T[]) => options as unknown as [T, ...T[]];
export const payRunStatusEnum = pgEnum('pay_run_status', values<PayRunStatus>(payRunStatusSchema.options));
export const payRunScopeEnum = pgEnum('pay_run_scope', values<PayRunScope>(payRunScopeSchema.options));
export const payslipStatusEnum = pgEnum('payslip_status', values<PayslipStatus>(payslipStatusSchema.options));
export const payslipMailStatusEnum = pgEnum('payslip_mail_status', values<PayslipMailStatus>(payslipMailStatusSchema.options));

export const payRuns = pgTable(
  'pay_runs',
  {
    id: id(),
    /** `2026-10`. */
    month: text('month').notNull(),
    scope: payRunScopeEnum('scope').notNull().default('all'),
    /** The department or location of a scoped run. */
    scopeId: uuid('scope_id'),
    status: payRunStatusEnum('status').notNull().default('DRAFT'),
    paymentReference: text('payment_reference'),
    calculateJobId: text('calculate_job_id'),
    /** When the last calculation was asked for; the run may be approved once calculatedAt is at or after it. */
    calculateRequestedAt: timestamp('calculate_requested_at', { withTimezone: true }),
    calculatedAt: timestamp('calculated_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedById: uuid('deleted_by_id'),
    createdById: uuid('created_by_id'),
    // The run's totals over its payslips, kept by triggers on payslips (drizzle/0022_payroll_kept_totals.sql) so every writer keeps them:
    // the pay runs list shows and sorts by them, and summing 100,000 slips per run on every request took seconds.
    slipCount: integer('slip_count').notNull().default(0),
    paidSlipCount: integer('paid_slip_count').notNull().default(0),
    grossKobo: bigint('gross_kobo', { mode: 'number' }).notNull().default(0),
    taxKobo: bigint('tax_kobo', { mode: 'number' }).notNull().default(0),
    deductionsKobo: bigint('deductions_kobo', { mode: 'number' }).notNull().default(0),
    netKobo: bigint('net_kobo', { mode: 'number' }).notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('pay_runs_month_idx').on(t.month, t.id),
    index('pay_runs_status_idx').on(t.status),
    index('pay_runs_created_at_idx').on(t.createdAt, t.id),
    // The same month and scope twice would be two runs fighting over the same people: one live run each.
    uniqueIndex('pay_runs_month_scope_idx').on(t.month, t.scope, sql`coalesce(${t.scopeId}, '00000000-0000-0000-0000-000000000000'::uuid)`).where(sql`${t.deletedAt} is null`),
    check('pay_runs_month_check', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check('pay_runs_scope_check', sql`(${t.scope} = 'all') = (${t.scopeId} is null)`),
  ],
);

export const payslips = pgTable(
  'payslips',
  {
    id: id(),
    payRunId: uuid('pay_run_id')
      .notNull()
      .references(() => payRuns.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    dailySalaryKobo: bigint('daily_salary_kobo', { mode: 'number' }).notNull(),
    payableDays: integer('payable_days').notNull(),
    grossKobo: bigint('gross_kobo', { mode: 'number' }).notNull(),
    bonusesKobo: bigint('bonuses_kobo', { mode: 'number' }).notNull(),
    deductionsKobo: bigint('deductions_kobo', { mode: 'number' }).notNull(),
    taxKobo: bigint('tax_kobo', { mode: 'number' }).notNull(),
    netKobo: bigint('net_kobo', { mode: 'number' }).notNull(),
    status: payslipStatusEnum('status').notNull().default('UNPAID'),
    paymentReference: text('payment_reference'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidById: uuid('paid_by_id'),
    /** The account paid into, as it was when calculated (the bank schedule reads these). */
    bankCode: text('bank_code'),
    bankName: text('bank_name'),
    accountNumber: text('account_number'),
    explanation: text('explanation').notNull(),
    /** sha256 of the slip's inputs (libs/domain payslipInputsText): a different one now means out of date. */
    inputsFingerprint: text('inputs_fingerprint').notNull(),
    calculatedAt: timestamp('calculated_at', { withTimezone: true }).notNull().defaultNow(),
    mailStatus: payslipMailStatusEnum('mail_status').notNull().default('NOT_SENT'),
    mailSentAt: timestamp('mail_sent_at', { withTimezone: true }),
    /**
     * The staff member's full name as it is now (first, space, last), kept by triggers (drizzle/0022_payroll_kept_totals.sql) when a slip is
     * written or the person renamed: the list's default order (month, then name) is then one index on this table.
     */
    staffFullName: text('staff_full_name').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payslips_staff_id_month_idx').on(t.staffId, t.month),
    // The payslip list's default order: month newest first, then the person's name A-Z, then id (the list orders text
    // fields by their lower case, month included). The plain columns after it let a page, a deep page above all, read
    // the index alone: PostgreSQL wants the columns under an expression, and those of the left joins it drops.
    index('payslips_month_staff_name_idx').on(
      sql`lower(${t.month}) desc nulls first`,
      sql`lower(${t.staffFullName})`,
      t.id,
      t.month,
      t.staffFullName,
      t.staffId,
      t.payRunId,
    ),
    // Trigram index (pg_trgm) for `$cont` on the name kept on the slip.
    index('payslips_staff_full_name_trgm_idx').using('gin', t.staffFullName.op('gin_trgm_ops')),
    // A status filter sorted by createdAt, either way.
    index('payslips_status_created_at_id_idx').on(t.status, t.createdAt, t.id),
    index('payslips_pay_run_id_idx').on(t.payRunId, t.id),
    index('payslips_month_idx').on(t.month, t.id),
    index('payslips_created_at_idx').on(t.createdAt, t.id),
    index('payslips_status_idx').on(t.status),
    index('payslips_net_idx').on(t.netKobo),
    check('payslips_net_check', sql`${t.netKobo} >= 0`),
    check('payslips_totals_check', sql`${t.netKobo} = greatest(0, ${t.grossKobo} - ${t.taxKobo} - ${t.deductionsKobo})`),
  ],
);

export interface PayslipLineDetail {
  [key: string]: string | number | null;
}

export const payslipLines = pgTable(
  'payslip_lines',
  {
    id: id(),
    payslipId: uuid('payslip_id')
      .notNull()
      .references(() => payslips.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind').notNull(),
    source: text('source').notNull(),
    sourceId: uuid('source_id'),
    description: text('description').notNull(),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    detail: jsonb('detail').$type<PayslipLineDetail>().notNull(),
  },
  (t) => [
    uniqueIndex('payslip_lines_payslip_position_idx').on(t.payslipId, t.position),
    check('payslip_lines_amount_check', sql`${t.amountKobo} >= 0`),
    check('payslip_lines_kind_check', sql`${t.kind} in ('EARNING', 'DEDUCTION', 'NOTE')`),
  ],
);

/** Why a staff member has no slip in a run (or blocks its approval), one row per person and reason. */
export const payrollProblems = pgTable(
  'payroll_problems',
  {
    id: id(),
    payRunId: uuid('pay_run_id')
      .notNull()
      .references(() => payRuns.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    message: text('message').notNull(),
    bankCode: text('bank_code'),
    accountNumber: text('account_number'),
    ...timestamps,
  },
  (t) => [uniqueIndex('payroll_problems_run_staff_code_idx').on(t.payRunId, t.staffId, t.code)],
);

/** A correction (to a run already approved): an ADJUSTMENT line in the staff member's next calculated run. */
export const payrollAdjustments = pgTable(
  'payroll_adjustments',
  {
    id: id(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    /** Positive adds to pay, negative deducts. */
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    /** The run that counts it (claimed with `where pay_run_id is null`). */
    payRunId: uuid('pay_run_id'),
    createdById: uuid('created_by_id'),
    ...timestamps,
  },
  (t) => [
    index('payroll_adjustments_staff_id_idx').on(t.staffId, t.createdAt),
    index('payroll_adjustments_pay_run_id_idx').on(t.payRunId),
    check('payroll_adjustments_amount_check', sql`${t.amountKobo} <> 0`),
  ],
);

export interface StoredTaxBandSet {
  effectiveFrom: string;
  bands: Array<{ fromKobo: number; toKobo: number | null; ratePercent: number }>;
}

/** One row: the payroll settings. */
export const payrollSettings = pgTable(
  'payroll_settings',
  {
    id: id(),
    taxBandSets: jsonb('tax_band_sets').$type<StoredTaxBandSet[]>().notNull().default(sql`'[]'::jsonb`),
    /** Basis points (750 = 7.5 %); null: none. */
    pensionRateBp: integer('pension_rate_bp'),
    housingFundRateBp: integer('housing_fund_rate_bp'),
    payDay: integer('pay_day').notNull().default(25),
    dayRateDivisor: integer('day_rate_divisor').notNull().default(22),
    workingDays: text('working_days').array().notNull().default(sql`'{monday,tuesday,wednesday,thursday,friday}'::text[]`),
    isExample: boolean('is_example').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    check('payroll_settings_pay_day_check', sql`${t.payDay} between 1 and 31`),
    check('payroll_settings_divisor_check', sql`${t.dayRateDivisor} between 1 and 31`),
  ],
);
