import { buildRepaymentPlan, computeLoanBalance, firstRepaymentDate } from './loan';

describe('repayment plans', () => {
  it('splits the amount into installments that add up exactly', () => {
    const plan = buildRepaymentPlan(100000, 3, '2027-01-15');
    expect(plan).toEqual([
      { number: 1, dueDate: '2027-01-15', amountMinor: 33334 },
      { number: 2, dueDate: '2027-02-15', amountMinor: 33333 },
      { number: 3, dueDate: '2027-03-15', amountMinor: 33333 },
    ]);
    const odd = buildRepaymentPlan(50000001, 12, '2027-06-01');
    expect(odd.reduce((sum, i) => sum + i.amountMinor, 0)).toBe(50000001);
  });

  it('keeps a month-end plan on the last day of each month, leap February included', () => {
    expect(buildRepaymentPlan(600, 6, '2027-12-31').map((i) => i.dueDate)).toEqual([
      '2027-12-31',
      '2028-01-31',
      '2028-02-29',
      '2028-03-31',
      '2028-04-30',
      '2028-05-31',
    ]);
    expect(buildRepaymentPlan(300, 3, '2027-01-30').map((i) => i.dueDate)).toEqual(['2027-01-30', '2027-02-28', '2027-03-30']);
  });

  it('falls first due one month after disbursement', () => {
    expect(firstRepaymentDate('2027-01-31')).toBe('2027-02-28');
    expect(firstRepaymentDate('2026-11-22')).toBe('2026-12-22');
  });
});

describe('loan balance', () => {
  it('is the ceiling less what is owed and asked, never below zero', () => {
    expect(computeLoanBalance(50000000, 10000000, 5000050, 12)).toEqual({
      ceiling: '500000.00',
      outstanding: '100000.00',
      committed: '50000.50',
      available: '349999.50',
      maxRepaymentMonths: 12,
    });
    expect(computeLoanBalance(100, 80, 50, 6).available).toBe('0.00');
  });
});
