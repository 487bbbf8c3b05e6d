import { staffPayslipDetailSchema, staffPayslipSchema } from '@crewbase/domain';
import { staffProfileFixture } from '@crewbase/domain/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, json, stubApi } from '../../testing/api-stub';
import { renderApp } from '../../testing/render-app';

const SLIP_ID = '0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const staff = { id: '8d1c6a36-3f4e-4a57-9d0e-1f2a3b4c5d6e', staffId: 'STF-0001', fullName: 'Adaeze Nwosu' };
const slip = (id: string, month: string, status: 'PAID' | 'UNPAID', totalPay: string) =>
  staffPayslipSchema.parse({
    id, month, grossPay: '314000.00', bonuses: '50000.00', deductions: '30000.00', tax: '14000.00', totalPay, status,
    payDate: `${month}-28`, paidAt: status === 'PAID' ? `${month}-28T10:00:00.000Z` : null, createdAt: `${month}-27T10:00:00.000Z`,
  });
const detail = staffPayslipDetailSchema.parse({
  ...slip(SLIP_ID, '2026-10', 'PAID', '270000.00'),
  staffProfile: staff,
  dailySalary: '12000.00',
  payableDays: 22,
  paymentReference: 'OCT-2026-BATCH',
  bank: { bankCode: '058', bankName: 'Guaranty Trust Bank', accountNumber: '0123456789' },
  explanation: '22 payable days: 21 days with a shift and 1 day of approved annual leave.',
  lines: [
    { id: 'l1', kind: 'EARNING', source: 'DAY_PAY', sourceId: null, description: '22 payable days x ₦12,000.00', amount: '264000.00', detail: {}, position: 1 },
    { id: 'l2', kind: 'EARNING', source: 'REWARD', sourceId: 'r1', description: 'Spirit of Excellence reward', amount: '50000.00', detail: {}, position: 2 },
    { id: 'l3', kind: 'DEDUCTION', source: 'PENALTY', sourceId: 'p1', description: 'Late arrival penalty', amount: '5000.00', detail: {}, position: 3 },
    { id: 'l4', kind: 'DEDUCTION', source: 'LOAN_INSTALLMENT', sourceId: 'i3', description: 'Loan repayment, installment 3 of 6', amount: '25000.00', detail: {}, position: 4 },
    { id: 'l5', kind: 'DEDUCTION', source: 'TAX', sourceId: null, description: 'Tax 7% on ₦200,000.00', amount: '14000.00', detail: {}, position: 5 },
  ],
});
const profile = { 'GET staff/auth/profile': json(200, staffProfileFixture) };
const page = (rows: unknown[]) => ({ data: rows, count: rows.length, total: rows.length, page: 1, pageCount: rows.length ? 1 : 0 });

describe('PayrollScreen', () => {
  it('lists the person’s payslips newest first, each with its net pay and whether it is paid', async () => {
    stubApi({
      ...profile,
      'GET staff/payroll': json(200, page([slip(SLIP_ID, '2026-10', 'PAID', '270000.00'), slip('b', '2026-09', 'PAID', '255000.50')])),
    });
    renderApp('/staff/payroll', { signedIn: true });
    const list = await screen.findByRole('list', { name: 'My payslips' }, { timeout: 20_000 });
    const cards = within(list).getAllByRole('link');
    expect(cards[0]).toHaveTextContent('October 2026');
    expect(cards[0]).toHaveTextContent('Net pay ₦270,000.00');
    expect(cards[0]).toHaveTextContent('Paid');
    expect(cards[0]).toHaveAttribute('href', `/staff/payroll/${SLIP_ID}`);
    expect(cards[1]).toHaveTextContent('September 2026');
  });
});

describe('PayslipScreen', () => {
  it('shows every line with its source, the payable days explained, and downloads the PDF with the sign-in', async () => {
    const { requests } = stubApi({
      ...profile,
      [`GET staff/payroll/${SLIP_ID}`]: json(200, detail),
      [`GET staff/payroll/${SLIP_ID}/pdf`]: new Response('%PDF-1.7', { status: 200, headers: { 'content-type': 'application/pdf' } }),
    });
    renderApp(`/staff/payroll/${SLIP_ID}`, { signedIn: true });
    const user = userEvent.setup();

    const lines = await screen.findByRole('list', { name: 'Payslip lines' }, { timeout: 20_000 });
    expect(screen.getByRole('heading', { level: 1, name: /Payroll ID/ })).toBeInTheDocument();
    expect(within(lines).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Payable days22 payable days x ₦12,000.00₦264,000.00',
      'RewardSpirit of Excellence reward₦50,000.00',
      'PenaltyLate arrival penalty−₦5,000.00',
      'Loan installmentLoan repayment, installment 3 of 6−₦25,000.00',
      'TaxTax 7% on ₦200,000.00−₦14,000.00',
    ]);
    expect(screen.getAllByRole('group', { name: 'Net pay' })[0]).toHaveTextContent('₦270,000.00');
    expect(screen.getByText('22 payable days: 21 days with a shift and 1 day of approved annual leave.')).toBeInTheDocument();

    URL.createObjectURL = vi.fn(() => 'blob:http://localhost:4200/payslip');
    URL.revokeObjectURL = vi.fn();
    const save = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(save.mock.contexts[0]).toMatchObject({ href: 'blob:http://localhost:4200/payslip', download: 'payslip-2026-10.pdf' });
    expect(requests.find((r) => r.path === `staff/payroll/${SLIP_ID}/pdf`)?.authorization).toMatch(/^Bearer /);
  });

  it('says "not found" for a payslip that is not theirs, without a retry', async () => {
    stubApi({ ...profile, 'GET staff/payroll/other': apiError(404, 'Payslip not found.') });
    renderApp('/staff/payroll/other', { signedIn: true });
    expect(await screen.findByText('We could not find this payslip', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Retry|Try again/ })).not.toBeInTheDocument();
  });
});
