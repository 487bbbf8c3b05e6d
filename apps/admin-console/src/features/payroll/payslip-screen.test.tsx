import { adminProfileFixture } from '@crewbase/domain/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { LOAN_ID, payslipDetail, REWARD_ID, SLIP_ID } from './payroll-test-data';

const DETAIL = `GET /admin/payroll/${SLIP_ID}`;
const RECALCULATE = `PATCH /admin/payroll/recalculate/${SLIP_ID}`;

describe('PayslipScreen', { timeout: 90_000 }, () => {
  it('shows every line with its source — day pay, the reward, the penalty, the loan installment, tax — and the net pay', async () => {
    mockApi({ 'GET /admin/auth/profile': () => json(adminProfileFixture), [DETAIL]: () => json(payslipDetail()) });
    renderApp(`/admin/payroll/${SLIP_ID}`, { signedIn: true });

    const lines = await screen.findByRole('table', { name: 'Payslip lines' }, { timeout: 30_000 });
    expect(screen.getByRole('heading', { level: 1, name: /Payroll ID/ })).toBeInTheDocument();
    const rows = within(lines).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Payable days22 payable days x ₦12,000.00₦264,000.00',
      'RewardSpirit of Excellence reward₦50,000.00',
      'PenaltyLate arrival penalty−₦5,000.00',
      'Loan installmentLoan repayment, installment 3 of 6−₦25,000.00',
      'TaxTax 7% on ₦200,000.00 (band ₦0.00 to ₦200,000.00)−₦14,000.00',
      'Net pay₦270,000.00',
    ]);
    // The reward and the loan open their own pages.
    expect(within(lines).getByRole('link', { name: 'Spirit of Excellence reward' })).toHaveAttribute('href', `/admin/performance/appraisals/reward/${REWARD_ID}`);
    expect(within(lines).getByRole('link', { name: 'Loan repayment, installment 3 of 6' })).toHaveAttribute('href', `/admin/loans/${LOAN_ID}`);
    expect(screen.getByText('22 payable days: 21 days with a shift and 1 day of approved annual leave.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    // A slip of an unapproved run cannot be paid yet.
    expect(screen.queryByRole('button', { name: 'Mark as Paid' })).not.toBeInTheDocument();
  });

  it('says when a slip is out of date and recalculates it', async () => {
    let recalculated = false;
    const { callsTo } = mockApi({
      'GET /admin/auth/profile': () => json(adminProfileFixture),
      [DETAIL]: () => json(payslipDetail({ outOfDate: !recalculated })),
      [RECALCULATE]: () => {
        recalculated = true;
        return json(payslipDetail({ outOfDate: false }));
      },
    });
    renderApp(`/admin/payroll/${SLIP_ID}`, { signedIn: true });
    const user = userEvent.setup();

    const warning = await screen.findByText(/This payslip is out of date/, {}, { timeout: 30_000 });
    await user.click(within(warning.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Recalculate' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Recalculate this payslip?' })).getByRole('button', { name: 'Recalculate' }));
    expect(await screen.findByText('Payslip recalculated.')).toBeInTheDocument();
    expect(screen.queryByText(/This payslip is out of date/)).not.toBeInTheDocument();
    expect(callsTo(RECALCULATE)).toHaveLength(1);
  });

  it('offers Mark as Paid on an unpaid slip of an approved run, and never Recalculate', async () => {
    mockApi({
      'GET /admin/auth/profile': () => json(adminProfileFixture),
      [DETAIL]: () => json(payslipDetail({ payRun: { id: '5b0f2d5e-1c2a-4d3b-9e8f-7a6b5c4d3e2f', month: '2026-10', status: 'APPROVED' }, outOfDate: true })),
    });
    renderApp(`/admin/payroll/${SLIP_ID}`, { signedIn: true });

    const actions = await screen.findByRole('region', { name: 'Actions' }, { timeout: 30_000 });
    expect(within(actions).getAllByRole('button').map((b) => b.textContent)).toEqual(['Download PDF', 'Mark as Paid', 'Add a correction']);
    expect(screen.getByText(/Its pay run is approved, so a correction goes into a later run as an adjustment/)).toBeInTheDocument();
  });
});
