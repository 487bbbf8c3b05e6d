// Payroll arithmetic, pure: payable days, tax by bands, rounding, the payslip's lines, the NUBAN check digit and the
// totals a run, its bank schedules and its export share. Money is whole kobo (integers) throughout; a line that needs a
// rate or a share is rounded once, half up, and nothing is rounded again after that.

/** `2026-10` -> the days of that month as `YYYY-MM-DD`, in UTC (leap years included). */
export function daysOfMonth(month: string): string[] {
  const [y, m] = month.split('-').map(Number);
  const count = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}

/** The month's first and last day. */
export function monthBounds(month: string): { first: string; last: string } {
  const days = daysOfMonth(month);
  return { first: days[0], last: days[days.length - 1] };
}

/** The month before `month` (`2026-01` -> `2025-12`). */
export function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/** 0 = Sunday ... 6 = Saturday, for a `YYYY-MM-DD` day. */
export const weekdayIndex = (day: string): number => new Date(`${day}T00:00:00Z`).getUTCDay();

/** Monday to Friday: the working days unless the payroll settings say otherwise. */
export const DEFAULT_WORKING_WEEKDAYS: readonly number[] = [1, 2, 3, 4, 5];

export interface DaySpan {
  /** First day, inclusive. */
  from: string;
  /** Last day, inclusive. */
  to: string;
}

export interface PayableDaysInput {
  month: string;
  /** Null: joined before records began. Nothing is paid before this day. */
  dateJoined: string | null;
  /** Null: still employed. Nothing is paid after this day. */
  dateLeft: string | null;
  /** The day each shift starts (an overnight shift counts once, on the day it starts). Any month; others are ignored. */
  shiftStartDays: readonly string[];
  /** Approved leave; `paid: false` for unpaid leave types. */
  leave: ReadonlyArray<DaySpan & { paid: boolean }>;
  /** Days the person was suspended: never paid. */
  suspended: readonly DaySpan[];
  /** Weekdays that are working days (0 = Sunday). */
  workingWeekdays?: readonly number[];
}

export interface PayableDays {
  /** SHIFTS: the days with a shift plus paid leave; WORKING_DAYS: no shift all month, so the working days while Active. */
  basis: 'SHIFTS' | 'WORKING_DAYS';
  shiftDays: number;
  /** Approved paid leave on working days without a shift (basis SHIFTS only). */
  leaveDays: number;
  /** Working days while employed and not suspended (basis WORKING_DAYS only). */
  workingDays: number;
  payableDays: number;
}

const within = (day: string, span: DaySpan) => day >= span.from && day <= span.to;

/**
 * The payable-days rule: the days a person has a shift in the month, plus approved paid leave on working days without
 * a shift; for a person with no shift all month, the working days while Active. Nothing before joining or after
 * leaving, and no suspended day, is ever paid. A shift counts on the day it starts.
 */
export function payableDays(input: PayableDaysInput): PayableDays {
  const working = new Set(input.workingWeekdays ?? DEFAULT_WORKING_WEEKDAYS);
  const days = daysOfMonth(input.month);
  const employed = (day: string) =>
    (input.dateJoined === null || day >= input.dateJoined) &&
    (input.dateLeft === null || day <= input.dateLeft) &&
    !input.suspended.some((s) => within(day, s));
  const monthDays = new Set(days);
  const shiftDaysInMonth = new Set(input.shiftStartDays.filter((d) => monthDays.has(d)));
  if (shiftDaysInMonth.size === 0) {
    const workingDays = days.filter((d) => working.has(weekdayIndex(d)) && employed(d)).length;
    return { basis: 'WORKING_DAYS', shiftDays: 0, leaveDays: 0, workingDays, payableDays: workingDays };
  }
  const shiftDays = [...shiftDaysInMonth].filter(employed).length;
  const leaveDays = days.filter(
    (d) => !shiftDaysInMonth.has(d) && working.has(weekdayIndex(d)) && employed(d) && input.leave.some((l) => l.paid && within(d, l)),
  ).length;
  return { basis: 'SHIFTS', shiftDays, leaveDays, workingDays: 0, payableDays: shiftDays + leaveDays };
}

// ---------------------------------------------------------------- rounding

/** numerator / denominator rounded half up (away from zero for halves), exact for any size. */
export function divideHalfUp(numerator: bigint, denominator: bigint): number {
  if (denominator <= 0n) throw new Error('Divide by a positive number.');
  const negative = numerator < 0n;
  const n = negative ? -numerator : numerator;
  const q = n / denominator;
  const r = n % denominator;
  const rounded = r * 2n >= denominator ? q + 1n : q;
  return Number(negative ? -rounded : rounded);
}

/** A rate in percent with at most two decimals (7.5) as basis points (750). */
export const percentToBasisPoints = (ratePercent: number): number => Math.round(ratePercent * 100);

/** `amountMinor` x `ratePercent` %, rounded once, half up, to whole kobo. */
export const percentOf = (amountMinor: number, ratePercent: number): number =>
  divideHalfUp(BigInt(amountMinor) * BigInt(percentToBasisPoints(ratePercent)), 10_000n);

// ---------------------------------------------------------------- tax bands

export interface TaxBandRule {
  /** Lower edge in kobo (inclusive of the next kobo above it). */
  fromMinor: number;
  /** Upper edge in kobo; null: no limit. */
  toMinor: number | null;
  ratePercent: number;
}

export interface TaxBandSetRule {
  /** `YYYY-MM-DD`: the bands apply to months whose last day is on or after this day (until a later set starts). */
  effectiveFrom: string;
  bands: readonly TaxBandRule[];
}

/** The band set in force for `month`: the latest whose effectiveFrom is on or before the month's last day. */
export function taxBandsFor<T extends { effectiveFrom: string }>(sets: readonly T[], month: string): T | null {
  const { last } = monthBounds(month);
  return [...sets].filter((s) => s.effectiveFrom <= last).sort((a, b) => (a.effectiveFrom < b.effectiveFrom ? 1 : -1))[0] ?? null;
}

export interface TaxBandCharge {
  fromMinor: number;
  toMinor: number | null;
  ratePercent: number;
  /** The part of the pay that falls in this band. */
  taxedMinor: number;
  /** Rounded once, half up. */
  taxMinor: number;
}

/** Progressive tax: each band taxes the part of the pay between its edges at its rate; bands with nothing in them are left out. */
export function taxByBands(taxableMinor: number, bands: readonly TaxBandRule[]): TaxBandCharge[] {
  const sorted = [...bands].sort((a, b) => a.fromMinor - b.fromMinor);
  const charges: TaxBandCharge[] = [];
  for (const band of sorted) {
    const top = band.toMinor === null ? taxableMinor : Math.min(taxableMinor, band.toMinor);
    const taxedMinor = top - band.fromMinor;
    if (taxedMinor <= 0) continue;
    charges.push({ ...band, taxedMinor, taxMinor: percentOf(taxedMinor, band.ratePercent) });
  }
  return charges;
}

// ---------------------------------------------------------------- NUBAN

const NUBAN_WEIGHTS = [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3];

/**
 * The CBN NUBAN check digit of a 9-digit serial at a bank: the bank code (3 digits for deposit money banks, padded to
 * 6 with zeros; 5 or 6 for other institutions) then the serial, weighted 3,7,3 repeating; the digit is 10 minus the sum
 * modulo 10 (10 becomes 0).
 */
export function nubanCheckDigit(bankCode: string, serial: string): number {
  const digits = (bankCode.padStart(6, '0') + serial).split('').map(Number);
  const sum = digits.reduce((total, d, i) => total + d * NUBAN_WEIGHTS[i], 0);
  return (10 - (sum % 10)) % 10;
}

/** Why an account number is not a valid NUBAN at that bank, or null when it is. */
export function nubanProblem(bankCode: string | null, accountNumber: string | null): string | null {
  if (!bankCode || !accountNumber) return 'No bank account on file.';
  if (!/^\d{3,6}$/.test(bankCode)) return `The bank code ${bankCode} is not a CBN code.`;
  if (!/^\d{10}$/.test(accountNumber)) return `The account number ${accountNumber} is not 10 digits.`;
  const expected = nubanCheckDigit(bankCode, accountNumber.slice(0, 9));
  if (Number(accountNumber[9]) !== expected) return `The account number ${accountNumber} fails the NUBAN check for bank ${bankCode}.`;
  return null;
}

export const isValidNuban = (bankCode: string | null, accountNumber: string | null): boolean => nubanProblem(bankCode, accountNumber) === null;

/** Completes a 9-digit serial into a valid 10-digit NUBAN (seed and tests). */
export const nubanFor = (bankCode: string, serial: string): string => `${serial}${nubanCheckDigit(bankCode, serial)}`;

// ---------------------------------------------------------------- payslip lines

export type PayslipLineKind = 'EARNING' | 'DEDUCTION' | 'NOTE';
export type PayslipLineSource =
  | 'DAY_PAY'
  | 'REWARD'
  | 'PENALTY'
  | 'LOAN_INSTALLMENT'
  | 'TAX'
  | 'PENSION'
  | 'HOUSING_FUND'
  | 'ADJUSTMENT'
  | 'CARRIED_INSTALLMENT';

export interface CalculatedLine {
  kind: PayslipLineKind;
  source: PayslipLineSource;
  /** The reward, penalty, loan installment or adjustment the line comes from. */
  sourceId: string | null;
  description: string;
  /** Whole kobo, never negative; NOTE lines carry 0 (or the amount carried, for information). */
  amountMinor: number;
  /** What the line was worked out from: day counts, band edges and rate, "installment 3 of 6". */
  detail: Record<string, string | number | null>;
}

export interface PayslipInputs {
  month: string;
  /** The staff member's daily salary in kobo (without one, no slip is made: a problem is listed). */
  dailySalaryMinor: number;
  days: PayableDays;
  rewards: ReadonlyArray<{ id: string; amountMinor: number; date: string; kind: string }>;
  penalties: ReadonlyArray<{ id: string; amountMinor: number; date: string }>;
  /** Due installments, oldest first. */
  installments: ReadonlyArray<{ id: string; loanRequestId: string; installmentNumber: number; installmentCount: number; amountMinor: number; dueDate: string }>;
  /** Corrections to earlier (approved) runs: positive adds pay, negative deducts. */
  adjustments: ReadonlyArray<{ id: string; amountMinor: number; reason: string }>;
  taxBands: readonly TaxBandRule[];
  /** Band set effective date, for the line's source. */
  taxBandsEffectiveFrom: string | null;
  pensionRatePercent: number | null;
  housingFundRatePercent: number | null;
}

export interface PayslipCalculation {
  lines: CalculatedLine[];
  grossMinor: number;
  /** Rewards and positive adjustments. */
  bonusesMinor: number;
  /** Penalties, loan installments, pension, housing fund and negative adjustments (not tax). */
  deductionsMinor: number;
  taxMinor: number;
  /** gross - tax - deductions; never negative. */
  netMinor: number;
  /** What the slip counts (claims): the ids of rewards, penalties, installments and adjustments it took. */
  claimed: { rewardIds: string[]; penaltyIds: string[]; installmentIds: string[]; adjustmentIds: string[] };
  /** Installments left for next month because pay did not cover them. */
  carriedInstallmentIds: string[];
}

// One formatter for every line (building one per call costs more than the rest of a payslip).
const nairaFormat = new Intl.NumberFormat('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const naira = (minor: number) => `₦${nairaFormat.format(minor / 100)}`;

/** The payslip of one person for one month, line by line. */
export function calculatePayslip(input: PayslipInputs): PayslipCalculation {
  const lines: CalculatedLine[] = [];
  const dayPay = input.days.payableDays * input.dailySalaryMinor;
  lines.push({
    kind: 'EARNING',
    source: 'DAY_PAY',
    sourceId: null,
    description: `${input.days.payableDays} payable days x ${naira(input.dailySalaryMinor)}`,
    amountMinor: dayPay,
    detail: {
      basis: input.days.basis,
      shiftDays: input.days.shiftDays,
      leaveDays: input.days.leaveDays,
      workingDays: input.days.workingDays,
      payableDays: input.days.payableDays,
      dailySalaryMinor: input.dailySalaryMinor,
    },
  });
  let bonuses = 0;
  for (const r of input.rewards) {
    lines.push({ kind: 'EARNING', source: 'REWARD', sourceId: r.id, description: `Reward (${r.kind}) of ${r.date}`, amountMinor: r.amountMinor, detail: { date: r.date, kind: r.kind } });
    bonuses += r.amountMinor;
  }
  let negativeAdjustments = 0;
  const adjustmentIds: string[] = [];
  for (const a of input.adjustments) {
    adjustmentIds.push(a.id);
    if (a.amountMinor >= 0) {
      lines.push({ kind: 'EARNING', source: 'ADJUSTMENT', sourceId: a.id, description: `Adjustment: ${a.reason}`, amountMinor: a.amountMinor, detail: { reason: a.reason } });
      bonuses += a.amountMinor;
    } else {
      lines.push({ kind: 'DEDUCTION', source: 'ADJUSTMENT', sourceId: a.id, description: `Adjustment: ${a.reason}`, amountMinor: -a.amountMinor, detail: { reason: a.reason } });
      negativeAdjustments += -a.amountMinor;
    }
  }
  const gross = dayPay + bonuses;
  let tax = 0;
  for (const band of taxByBands(gross, input.taxBands)) {
    lines.push({
      kind: 'DEDUCTION',
      source: 'TAX',
      sourceId: null,
      description: `Tax ${band.ratePercent}% on ${naira(band.taxedMinor)} (band ${naira(band.fromMinor)} to ${band.toMinor === null ? 'and above' : naira(band.toMinor)})`,
      amountMinor: band.taxMinor,
      detail: { fromMinor: band.fromMinor, toMinor: band.toMinor, ratePercent: band.ratePercent, taxedMinor: band.taxedMinor, effectiveFrom: input.taxBandsEffectiveFrom },
    });
    tax += band.taxMinor;
  }
  let deductions = negativeAdjustments;
  for (const [source, rate, label] of [
    ['PENSION', input.pensionRatePercent, 'Pension'],
    ['HOUSING_FUND', input.housingFundRatePercent, 'National Housing Fund'],
  ] as const) {
    if (!rate) continue;
    const amount = percentOf(gross, rate);
    lines.push({ kind: 'DEDUCTION', source, sourceId: null, description: `${label} ${rate}% of ${naira(gross)}`, amountMinor: amount, detail: { ratePercent: rate, baseMinor: gross } });
    deductions += amount;
  }
  const penaltyIds: string[] = [];
  for (const p of input.penalties) {
    lines.push({ kind: 'DEDUCTION', source: 'PENALTY', sourceId: p.id, description: `Penalty of ${p.date}`, amountMinor: p.amountMinor, detail: { date: p.date } });
    deductions += p.amountMinor;
    penaltyIds.push(p.id);
  }
  // Installments: taken oldest first while the pay covers them; the rest are carried to next month, and the slip says so.
  const installmentIds: string[] = [];
  const carriedInstallmentIds: string[] = [];
  let room = gross - tax - deductions;
  for (const i of input.installments) {
    const label = `installment ${i.installmentNumber} of ${i.installmentCount}`;
    if (i.amountMinor <= room) {
      lines.push({
        kind: 'DEDUCTION', source: 'LOAN_INSTALLMENT', sourceId: i.id, description: `Loan repayment, ${label}`, amountMinor: i.amountMinor,
        detail: { loanRequestId: i.loanRequestId, installmentNumber: i.installmentNumber, installmentCount: i.installmentCount, dueDate: i.dueDate, label },
      });
      deductions += i.amountMinor;
      room -= i.amountMinor;
      installmentIds.push(i.id);
    } else {
      lines.push({
        kind: 'NOTE', source: 'CARRIED_INSTALLMENT', sourceId: i.id,
        description: `Loan repayment, ${label} (${naira(i.amountMinor)}), carried to next month: this month's pay does not cover it`,
        amountMinor: 0,
        detail: { loanRequestId: i.loanRequestId, installmentNumber: i.installmentNumber, installmentCount: i.installmentCount, dueDate: i.dueDate, label, carriedMinor: i.amountMinor },
      });
      carriedInstallmentIds.push(i.id);
    }
  }
  // Penalties and statutory deductions beyond the pay: the net stops at zero (the lines above stay as they are).
  const net = Math.max(0, gross - tax - deductions);
  return {
    lines,
    grossMinor: gross,
    bonusesMinor: bonuses,
    deductionsMinor: deductions,
    taxMinor: tax,
    netMinor: net,
    claimed: { rewardIds: input.rewards.map((r) => r.id), penaltyIds, installmentIds, adjustmentIds },
    carriedInstallmentIds,
  };
}

/**
 * The inputs of a slip as one canonical text, hashed by the API into the slip's fingerprint: a reward added, a leave
 * approved, a shift moved or a new daily salary changes it, so the slip shows out of date.
 */
export function payslipInputsText(input: PayslipInputs): string {
  const parts = [
    input.month,
    input.dailySalaryMinor,
    `${input.days.basis}:${input.days.shiftDays}:${input.days.leaveDays}:${input.days.workingDays}`,
    ...[...input.rewards].map((r) => `r:${r.id}:${r.amountMinor}`).sort(),
    ...[...input.penalties].map((p) => `p:${p.id}:${p.amountMinor}`).sort(),
    ...[...input.installments].map((i) => `i:${i.id}:${i.amountMinor}`).sort(),
    ...[...input.adjustments].map((a) => `a:${a.id}:${a.amountMinor}`).sort(),
    `t:${input.taxBandsEffectiveFrom}:${input.taxBands.map((b) => `${b.fromMinor}-${b.toMinor}-${b.ratePercent}`).join(',')}`,
    `s:${input.pensionRatePercent}:${input.housingFundRatePercent}`,
  ];
  return parts.join('|');
}

// ---------------------------------------------------------------- totals

export interface SlipForTotals {
  netMinor: number;
  bankCode: string | null;
}

/** The run's total: the sum of its slips' net pay. */
export const runTotalMinor = (slips: readonly SlipForTotals[]): number => slips.reduce((t, s) => t + s.netMinor, 0);

/** Each bank's schedule total (slips without a bank under ''): together they add up to the run's total. */
export function bankScheduleTotals(slips: readonly SlipForTotals[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const s of slips) totals.set(s.bankCode ?? '', (totals.get(s.bankCode ?? '') ?? 0) + s.netMinor);
  return totals;
}
