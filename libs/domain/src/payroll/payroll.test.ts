import fc from 'fast-check';
import {
  bankScheduleTotals,
  calculatePayslip,
  daysOfMonth,
  divideHalfUp,
  isValidNuban,
  nubanCheckDigit,
  nubanFor,
  nubanProblem,
  payableDays,
  percentOf,
  runTotalMinor,
  taxBandsFor,
  taxByBands,
  type PayslipInputs,
} from './payroll-calc';
import { availableActions, transitionOf } from '../workflow/workflow';
import { createPayRunInputSchema, payDateOf, payRunWorkflow, updatePayrollSettingsInputSchema } from './payroll';

const base = { dateJoined: null, dateLeft: null, shiftStartDays: [] as string[], leave: [], suspended: [] };

describe('payable days', () => {
  it('counts the month right across leap years', () => {
    expect(daysOfMonth('2024-02')).toHaveLength(29);
    expect(daysOfMonth('2026-02')).toHaveLength(28);
    expect(daysOfMonth('2026-12').at(-1)).toBe('2026-12-31');
  });

  it('pays the working days while Active when there is no shift all month', () => {
    // February 2024 (leap): 21 weekdays.
    expect(payableDays({ ...base, month: '2024-02' })).toMatchObject({ basis: 'WORKING_DAYS', payableDays: 21 });
    expect(payableDays({ ...base, month: '2026-02' })).toMatchObject({ payableDays: 20 });
  });

  it('pays nothing before joining or after leaving', () => {
    // Joined Thursday 15 October 2026: 12 weekdays from 15 to 31 October.
    expect(payableDays({ ...base, month: '2026-10', dateJoined: '2026-10-15' }).payableDays).toBe(12);
    expect(payableDays({ ...base, month: '2026-10', dateLeft: '2026-10-09' }).payableDays).toBe(7);
    expect(payableDays({ ...base, month: '2026-10', dateJoined: '2026-11-01' }).payableDays).toBe(0);
    const shifts = ['2026-10-01', '2026-10-20', '2026-10-31'];
    expect(payableDays({ ...base, month: '2026-10', shiftStartDays: shifts, dateJoined: '2026-10-15' })).toMatchObject({ shiftDays: 2, payableDays: 2 });
  });

  it('counts an overnight shift once, on the day it starts, even across the month end', () => {
    // A shift from 31 October 22:00 to 1 November 06:00 belongs to October only.
    expect(payableDays({ ...base, month: '2026-10', shiftStartDays: ['2026-10-31'] }).shiftDays).toBe(1);
    expect(payableDays({ ...base, month: '2026-11', shiftStartDays: ['2026-10-31'] }).basis).toBe('WORKING_DAYS');
    expect(payableDays({ ...base, month: '2026-10', shiftStartDays: ['2026-10-05', '2026-10-05'] }).shiftDays).toBe(1);
  });

  it('adds approved paid leave on working days without a shift, never unpaid leave or weekends', () => {
    const days = payableDays({
      ...base,
      month: '2026-10',
      shiftStartDays: ['2026-10-05', '2026-10-06'],
      // Friday 9 to Monday 12 October: 2 working days (9, 12); the 6th already has a shift.
      leave: [{ from: '2026-10-06', to: '2026-10-06', paid: true }, { from: '2026-10-09', to: '2026-10-12', paid: true }, { from: '2026-10-20', to: '2026-10-21', paid: false }],
    });
    expect(days).toMatchObject({ basis: 'SHIFTS', shiftDays: 2, leaveDays: 2, payableDays: 4 });
  });

  it('does not pay suspended days', () => {
    expect(payableDays({ ...base, month: '2026-10', suspended: [{ from: '2026-10-01', to: '2026-10-31' }] }).payableDays).toBe(0);
    expect(payableDays({ ...base, month: '2026-10', shiftStartDays: ['2026-10-05', '2026-10-06'], suspended: [{ from: '2026-10-06', to: '2026-10-07' }] }).payableDays).toBe(1);
  });
});

describe('rounding and tax bands', () => {
  it('rounds half up, once, to the kobo', () => {
    expect(divideHalfUp(5n, 10n)).toBe(1);
    expect(divideHalfUp(4n, 10n)).toBe(0);
    expect(divideHalfUp(15n, 10n)).toBe(2);
    expect(divideHalfUp(-15n, 10n)).toBe(-2);
    expect(percentOf(333, 7.5)).toBe(25); // 24.975 -> 25
    expect(percentOf(1, 50)).toBe(1); // 0.5 -> 1
    expect(percentOf(99_999_999_999_99, 33.33)).toBe(3_333_000_000_000); // exact far past 2^53 intermediates
  });

  const bands = [
    { fromMinor: 0, toMinor: 3_000_000, ratePercent: 0 },
    { fromMinor: 3_000_000, toMinor: 10_000_000, ratePercent: 10 },
    { fromMinor: 10_000_000, toMinor: null, ratePercent: 20 },
  ];
  it('taxes each band only on its part, at its edges', () => {
    expect(taxByBands(3_000_000, bands).reduce((t, b) => t + b.taxMinor, 0)).toBe(0);
    expect(taxByBands(3_000_001, bands).map((b) => b.taxMinor)).toEqual([0, 0]);
    expect(taxByBands(3_000_005, bands).map((b) => b.taxMinor)).toEqual([0, 1]); // 0.5 kobo -> 1
    expect(taxByBands(10_000_000, bands).map((b) => b.taxMinor)).toEqual([0, 700_000]);
    expect(taxByBands(10_000_100, bands).map((b) => b.taxMinor)).toEqual([0, 700_000, 20]);
    expect(taxByBands(0, bands)).toEqual([]);
  });

  it('picks the band set in force for the month', () => {
    const sets = [{ effectiveFrom: '2025-01-01', bands: [] }, { effectiveFrom: '2026-10-15', bands: [] }];
    expect(taxBandsFor(sets, '2026-09')?.effectiveFrom).toBe('2025-01-01');
    expect(taxBandsFor(sets, '2026-10')?.effectiveFrom).toBe('2026-10-15');
    expect(taxBandsFor(sets, '2024-12')).toBeNull();
  });
});

describe('NUBAN', () => {
  it('checks the CBN check digit against the bank code', () => {
    // Worked example of the CBN standard: bank 011 (First Bank), serial 000001457 -> check digit 9.
    expect(nubanCheckDigit('011', '000001457')).toBe(9);
    expect(isValidNuban('011', '0000014579')).toBe(true);
    expect(isValidNuban('011', '0000014578')).toBe(false);
    expect(isValidNuban('058', nubanFor('058', '012345678'))).toBe(true);
    expect(nubanProblem('058', '12345')).toMatch(/not 10 digits/);
    expect(nubanProblem(null, '0000014579')).toMatch(/No bank account/);
    const good = nubanFor('044', '123456789');
    expect(nubanProblem('044', `123456789${(Number(good[9]) + 1) % 10}`)).toMatch(/fails the NUBAN check/);
  });
});

const inputs = (over: Partial<PayslipInputs> = {}): PayslipInputs => ({
  month: '2026-10',
  dailySalaryMinor: 1_000_000,
  days: { basis: 'SHIFTS', shiftDays: 20, leaveDays: 2, workingDays: 0, payableDays: 22 },
  rewards: [{ id: 'r1', amountMinor: 2_500_050, date: '2026-10-10', kind: 'Cash' }],
  penalties: [{ id: 'p1', amountMinor: 500_000, date: '2026-10-12' }],
  installments: [{ id: 'i1', loanRequestId: 'l1', installmentNumber: 3, installmentCount: 6, amountMinor: 1_000_000, dueDate: '2026-10-31' }],
  adjustments: [],
  taxBands: [{ fromMinor: 0, toMinor: 10_000_000, ratePercent: 5 }, { fromMinor: 10_000_000, toMinor: null, ratePercent: 10 }],
  taxBandsEffectiveFrom: '2025-01-01',
  pensionRatePercent: 8,
  housingFundRatePercent: 2.5,
  ...over,
});

describe('calculatePayslip', () => {
  it('lists every line with its source and adds up', () => {
    const slip = calculatePayslip(inputs());
    expect(slip.lines.map((l) => l.source)).toEqual(['DAY_PAY', 'REWARD', 'TAX', 'TAX', 'PENSION', 'HOUSING_FUND', 'PENALTY', 'LOAN_INSTALLMENT']);
    expect(slip.grossMinor).toBe(24_500_050);
    expect(slip.lines.find((l) => l.source === 'LOAN_INSTALLMENT')?.description).toContain('installment 3 of 6');
    const earnings = slip.lines.filter((l) => l.kind === 'EARNING').reduce((t, l) => t + l.amountMinor, 0);
    const outgoings = slip.lines.filter((l) => l.kind === 'DEDUCTION').reduce((t, l) => t + l.amountMinor, 0);
    expect(slip.netMinor).toBe(earnings - outgoings);
    expect(slip.claimed).toEqual({ rewardIds: ['r1'], penaltyIds: ['p1'], installmentIds: ['i1'], adjustmentIds: [] });
  });

  it('never goes negative: the installment is carried to next month and the slip says so', () => {
    const slip = calculatePayslip(inputs({ days: { basis: 'SHIFTS', shiftDays: 1, leaveDays: 0, workingDays: 0, payableDays: 1 }, rewards: [], penalties: [], pensionRatePercent: null, housingFundRatePercent: null }));
    expect(slip.netMinor).toBeGreaterThanOrEqual(0);
    expect(slip.carriedInstallmentIds).toEqual(['i1']);
    expect(slip.claimed.installmentIds).toEqual([]);
    expect(slip.lines.find((l) => l.source === 'CARRIED_INSTALLMENT')?.description).toMatch(/carried to next month/);
  });

  it('gives the same slip from the same inputs', () => {
    expect(calculatePayslip(inputs())).toEqual(calculatePayslip(inputs()));
  });

  it('keeps net never negative and slips, run and bank schedules equal to the kobo over random inputs', () => {
    const slipArb = fc.record({
      daily: fc.integer({ min: 0, max: 10_000_000 }),
      days: fc.integer({ min: 0, max: 31 }),
      rewards: fc.array(fc.integer({ min: 1, max: 50_000_000 }), { maxLength: 3 }),
      penalties: fc.array(fc.integer({ min: 1, max: 50_000_000 }), { maxLength: 3 }),
      installments: fc.array(fc.integer({ min: 1, max: 50_000_000 }), { maxLength: 2 }),
      pension: fc.option(fc.integer({ min: 0, max: 2000 }).map((bp) => bp / 100)),
      bank: fc.constantFrom('011', '044', '058', null),
    });
    fc.assert(
      fc.property(fc.array(slipArb, { maxLength: 30 }), (people) => {
        const slips = people.map((p, n) => {
          const c = calculatePayslip(
            inputs({
              dailySalaryMinor: p.daily,
              days: { basis: 'SHIFTS', shiftDays: p.days, leaveDays: 0, workingDays: 0, payableDays: p.days },
              rewards: p.rewards.map((a, i) => ({ id: `r${n}-${i}`, amountMinor: a, date: '2026-10-01', kind: 'Cash' })),
              penalties: p.penalties.map((a, i) => ({ id: `p${n}-${i}`, amountMinor: a, date: '2026-10-01' })),
              installments: p.installments.map((a, i) => ({ id: `i${n}-${i}`, loanRequestId: 'l', installmentNumber: i + 1, installmentCount: 2, amountMinor: a, dueDate: '2026-10-31' })),
              pensionRatePercent: p.pension,
            }),
          );
          expect(c.netMinor).toBeGreaterThanOrEqual(0);
          expect(Number.isSafeInteger(c.netMinor)).toBe(true);
          for (const line of c.lines) expect(Number.isInteger(line.amountMinor)).toBe(true);
          return { netMinor: c.netMinor, bankCode: p.bank };
        });
        const total = runTotalMinor(slips);
        const banks = [...bankScheduleTotals(slips).values()].reduce((t, v) => t + v, 0);
        expect(banks).toBe(total);
        expect(slips.reduce((t, s) => t + s.netMinor, 0)).toBe(total);
      }),
    );
  });
});

describe('pay run workflow and inputs', () => {
  it('recalculates until approved, then locks; deletes only before approval', () => {
    expect(availableActions(payRunWorkflow, 'admin', 'DRAFT')).toEqual(['calculate', 'delete']);
    expect(availableActions(payRunWorkflow, 'admin', 'CALCULATED')).toEqual(['calculate', 'approve', 'delete']);
    expect(availableActions(payRunWorkflow, 'admin', 'APPROVED')).toEqual(['markPaid']);
    expect(availableActions(payRunWorkflow, 'admin', 'PAID')).toEqual([]);
    expect(transitionOf(payRunWorkflow, 'calculate', 'admin', 'APPROVED', 'pay run')).toMatchObject({ ok: false, message: expect.stringMatching(/adjustment/) });
  });

  it('names the scope a department or location run lacks, and checks band edges', () => {
    expect(createPayRunInputSchema.safeParse({ month: '2026-10', scope: 'department' }).error?.issues[0].path).toEqual(['scopeId']);
    expect(createPayRunInputSchema.safeParse({ month: '2026-13' }).success).toBe(false);
    const gap = updatePayrollSettingsInputSchema.safeParse({ taxBandSets: [{ effectiveFrom: '2026-01-01', bands: [{ from: 0, to: 300000, ratePercent: 7 }, { from: 300001, to: null, ratePercent: 11 }] }] });
    expect(gap.error?.issues[0].message).toMatch(/starts where the one before it ends/);
    expect(payDateOf('2026-02', 30)).toBe('2026-02-28');
  });
});
