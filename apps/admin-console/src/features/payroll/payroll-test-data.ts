// Records as the payroll endpoints answer them, parsed with the contract's schemas, for the screens' tests.
import {
  payRunDetailSchema,
  payrollSettingsSchema,
  payslipDetailSchema,
  payslipSchema,
  type PayRunDetail,
  type PayrollSettings,
  type Payslip,
  type PayslipDetail,
} from '@crewbase/domain';

export const STAFF = { id: '8d1c6a36-3f4e-4a57-9d0e-1f2a3b4c5d6e', staffId: 'STF-0001', fullName: 'Adaeze Nwosu' };
export const RUN_ID = '5b0f2d5e-1c2a-4d3b-9e8f-7a6b5c4d3e2f';
export const SLIP_ID = '0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
export const REWARD_ID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
export const LOAN_ID = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';

export const payRunDetail = (overrides: Partial<PayRunDetail> = {}): PayRunDetail =>
  payRunDetailSchema.parse({
    id: RUN_ID,
    month: '2026-10',
    scope: 'all',
    scopeRef: null,
    status: 'DRAFT',
    slipCount: 0,
    paidSlipCount: 0,
    problemCount: 0,
    grossPay: '0.00',
    tax: '0.00',
    deductions: '0.00',
    totalPay: '0.00',
    paymentReference: null,
    calculatedAt: null,
    approvedAt: null,
    paidAt: null,
    createdAt: '2026-10-28T08:00:00.000Z',
    updatedAt: '2026-10-28T08:00:00.000Z',
    calculateJobId: null,
    problems: [],
    bankSchedules: [],
    outOfDateSlipCount: 0,
    history: [],
    ...overrides,
  });

/** A calculated run of two slips, one person without a bank account. */
export const calculatedRun = (overrides: Partial<PayRunDetail> = {}) =>
  payRunDetail({
    status: 'CALCULATED',
    slipCount: 2,
    problemCount: 1,
    grossPay: '600000.00',
    tax: '30000.00',
    deductions: '70000.00',
    totalPay: '500000.00',
    calculatedAt: '2026-10-28T09:00:00.000Z',
    problems: [{ staff: { id: '9e8f7a6b-5c4d-4e3f-8a2b-1c0d9e8f7a6b', staffId: 'STF-0042', fullName: 'Bola Ade' }, code: 'NO_BANK_ACCOUNT', message: 'No bank account on file.', accountNumber: null, bankCode: null }],
    bankSchedules: [
      { bankCode: '058', bankName: 'Guaranty Trust Bank', slipCount: 1, total: '300000.00' },
      { bankCode: '044', bankName: 'Access Bank', slipCount: 1, total: '200000.00' },
    ],
    ...overrides,
  });

export const payslip = (overrides: Partial<Payslip> = {}): Payslip =>
  payslipSchema.parse({
    id: SLIP_ID,
    month: '2026-10',
    payRun: { id: RUN_ID, month: '2026-10', status: 'CALCULATED' },
    staffProfile: STAFF,
    dailySalary: '12000.00',
    payableDays: 22,
    grossPay: '314000.00',
    bonuses: '50000.00',
    deductions: '30000.00',
    tax: '14000.00',
    totalPay: '270000.00',
    status: 'UNPAID',
    paymentReference: null,
    paidAt: null,
    mailStatus: 'NOT_SENT',
    createdAt: '2026-10-28T09:00:00.000Z',
    updatedAt: '2026-10-28T09:00:00.000Z',
    ...overrides,
  });

export const payslipDetail = (overrides: Partial<PayslipDetail> = {}): PayslipDetail =>
  payslipDetailSchema.parse({
    ...payslip(),
    lines: [
      { id: 'l1', kind: 'EARNING', source: 'DAY_PAY', sourceId: null, description: '22 payable days x ₦12,000.00', amount: '264000.00', detail: { days: 22 }, position: 1 },
      { id: 'l2', kind: 'EARNING', source: 'REWARD', sourceId: REWARD_ID, description: 'Spirit of Excellence reward', amount: '50000.00', detail: {}, position: 2 },
      { id: 'l3', kind: 'DEDUCTION', source: 'PENALTY', sourceId: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f', description: 'Late arrival penalty', amount: '5000.00', detail: {}, position: 3 },
      { id: 'l4', kind: 'DEDUCTION', source: 'LOAN_INSTALLMENT', sourceId: 'inst-3', description: 'Loan repayment, installment 3 of 6', amount: '25000.00', detail: { loanId: LOAN_ID, number: 3, of: 6 }, position: 4 },
      { id: 'l5', kind: 'DEDUCTION', source: 'TAX', sourceId: null, description: 'Tax 7% on ₦200,000.00 (band ₦0.00 to ₦200,000.00)', amount: '14000.00', detail: {}, position: 5 },
    ],
    explanation: '22 payable days: 21 days with a shift and 1 day of approved annual leave.',
    bank: { bankCode: '058', bankName: 'Guaranty Trust Bank', accountNumber: '0123456789' },
    outOfDate: false,
    calculatedAt: '2026-10-28T09:00:00.000Z',
    payDate: '2026-10-28',
    mailSentAt: null,
    ...overrides,
  });

export const payrollSettings = (overrides: Partial<PayrollSettings> = {}): PayrollSettings =>
  payrollSettingsSchema.parse({
    taxBandSets: [{ effectiveFrom: '2026-01-01', bands: [{ from: '0.00', to: '200000.00', ratePercent: 7 }, { from: '200000.00', to: null, ratePercent: 11 }] }],
    pensionRatePercent: 8,
    housingFundRatePercent: null,
    payDay: 28,
    dayRateDivisor: 22,
    workingDays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
    isExample: true,
    updatedAt: '2026-10-01T08:00:00.000Z',
    ...overrides,
  });

export const page = <T,>(rows: T[]) => ({ data: rows, count: rows.length, total: rows.length, page: 1, pageCount: rows.length ? 1 : 0 });
