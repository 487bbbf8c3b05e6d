import { staffProfileFixture } from '@crewbase/domain/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, json, stubApi } from '../../testing/api-stub';
import { renderApp } from '../../testing/render-app';

const staff = { id: '8d1c6a36-3f4e-4a57-9d0e-1f2a3b4c5d6e', staffId: 'STF-0001', fullName: 'Adaeze Nwosu' };
const installment = (number: number, status: 'PAID' | 'UNPAID') => ({
  id: `0b8e2a9c-1d2e-4f3a-8b4c-5d6e7f8a9b0${number}`, number, dueDate: `2026-0${number + 3}-30`, amount: '50000.00', status,
  paidAt: status === 'PAID' ? '2026-04-30T10:00:00.000Z' : null,
});
const loan = (id: string, status: string, plan: ReturnType<typeof installment>[] = []) => ({
  id, staff, amountRequested: '150000.00', amount: status === 'PENDING' ? null : '150000.00', repaymentMonths: 3, reason: 'Rent', status,
  disbursedAt: plan.length ? '2026-03-30T10:00:00.000Z' : null, amountPaid: plan.length ? '50000.00' : '0.00',
  amountOutstanding: plan.length ? '100000.00' : '0.00', decisionNote: null,
  createdAt: '2026-03-01T09:00:00.000Z', updatedAt: '2026-03-01T09:00:00.000Z', repaymentPlan: plan, history: [],
});
const balance = { ceiling: '500000.00', outstanding: '100000.00', committed: '0.00', available: '400000.00', maxRepaymentMonths: 6 };
const profile = { 'GET staff/auth/profile': json(200, staffProfileFixture) };
const page = (rows: unknown[]) => ({ data: rows, count: rows.length, total: rows.length, page: 1, pageCount: rows.length ? 1 : 0 });

describe('LoansScreen', () => {
  it('shows what the person may borrow and their loans', async () => {
    stubApi({ ...profile, 'GET staff/loan-request/loan-balance': json(200, balance), 'GET staff/loan-request': json(200, page([loan('a', 'PENDING')])) });
    renderApp('/staff/loans', { signedIn: true });
    const list = await screen.findByRole('list', { name: 'My loans' }, { timeout: 20_000 });
    expect(within(list).getByRole('link')).toHaveTextContent('₦150,000.00');
    expect(within(list).getByRole('link')).toHaveTextContent('3 monthly installments');
    await waitFor(() => expect(screen.getByRole('group', { name: 'Available to borrow' })).toHaveTextContent('₦400,000'));
    expect(screen.getByRole('group', { name: 'Still to repay' })).toHaveTextContent('₦100,000');
  });

  it('invites a first loan request when there is none', async () => {
    stubApi({ ...profile, 'GET staff/loan-request/loan-balance': json(200, balance), 'GET staff/loan-request': json(200, page([])) });
    renderApp('/staff/loans', { signedIn: true });
    expect(await screen.findByText('No loans yet', {}, { timeout: 20_000 })).toBeInTheDocument();
  });
});

describe('LoanDetailScreen', () => {
  it('shows the repayment plan once disbursed: each installment, its due date, amount and whether it is paid', async () => {
    stubApi({ ...profile, 'GET staff/loan-request/a': json(200, loan('a', 'REPAYMENT_IN_PROGRESS', [installment(1, 'PAID'), installment(2, 'UNPAID'), installment(3, 'UNPAID')])) });
    renderApp('/staff/loans/a', { signedIn: true });
    const table = await screen.findByRole('table', { name: 'Repayment plan' }, { timeout: 20_000 });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('130 Apr 2026₦50,000.00Paid');
    expect(rows[1]).toHaveTextContent('230 May 2026₦50,000.00Unpaid');
    expect(screen.getByText('₦100,000.00')).toBeInTheDocument();
    // Nothing left for the person to do on a loan being repaid.
    expect(screen.queryByRole('button', { name: 'Withdraw request' })).not.toBeInTheDocument();
  });

  it('has no plan before the loan is disbursed, and withdraws a pending request after confirming', { timeout: 45_000 }, async () => {
    let status = 'PENDING';
    stubApi({
      ...profile,
      'GET staff/loan-request/a': () => json(200, loan('a', status)),
      'PATCH staff/loan-request/withdraw/a': () => {
        status = 'WITHDRAWN';
        return json(200, loan('a', status));
      },
    });
    renderApp('/staff/loans/a', { signedIn: true });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Withdraw request' }, { timeout: 20_000 }));
    expect(screen.queryByRole('table', { name: 'Repayment plan' })).not.toBeInTheDocument();
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Withdraw request' }));
    expect(await screen.findByText('Your loan request has been withdrawn.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Withdraw request' })).not.toBeInTheDocument());
  });
});

describe('LoanRequestScreen', () => {
  it('checks the amount against what may be borrowed while typing, and shows the server’s message beside the field', { timeout: 45_000 }, async () => {
    const { requests } = stubApi({
      ...profile,
      'GET staff/loan-request/loan-balance': json(200, balance),
      'POST staff/loan-request': apiError(400, 'Ask for at most 400000.00.', [{ path: 'amountRequested', message: 'Ask for at most 400000.00.' }]),
    });
    renderApp('/staff/loans/request', { signedIn: true });
    const user = userEvent.setup();
    const amount = await screen.findByRole('textbox', { name: /Amount/ }, { timeout: 20_000 });

    await user.type(amount, '450000');
    expect(await screen.findByText('That is more than you can borrow now: at most ₦400,000.00.')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '120000');
    await user.click(screen.getByRole('combobox', { name: /Repay over/ }));
    await user.click(await screen.findByRole('option', { name: '3 monthly installments' }));
    expect(await screen.findByText(/About ₦40,000.00 a month over 3 monthly installments/)).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /Reason/ }), 'Rent');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(amount).toHaveAccessibleDescription('Ask for at most 400000.00.'));
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ amountRequested: '120000', repaymentMonths: 3, reason: 'Rent' });
  });
});
