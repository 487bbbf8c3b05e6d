import { loanRequestDetailSchema, type LoanRequestDetail } from '@crewbase/domain';
import { adminProfileFixture } from '@crewbase/domain/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';

const ID = '7a2c1f9e-8a57-4c1e-9d4a-0a0b7f0c1a33';
const installment = (n: number, paid: boolean) => ({
  id: `0000000${n}-5c3e-4b8e-9a61-3c2d1e0f9a22`,
  number: n,
  dueDate: `2027-0${n}-15`,
  amount: '16000.00',
  status: paid ? ('PAID' as const) : ('UNPAID' as const),
  paidAt: paid ? '2026-11-22T10:00:00.000Z' : null,
});

const disbursed: LoanRequestDetail = loanRequestDetailSchema.parse({
  id: ID,
  staff: { id: 's-1', staffId: 'STF-0001', fullName: 'Adaeze Nwosu' },
  amountRequested: '60000.00',
  amount: '48000.00',
  repaymentMonths: 3,
  reason: 'Laptop for evening classes',
  status: 'DISBURSED',
  disbursedAt: '2026-12-15T09:00:00.000Z',
  amountPaid: '0.00',
  amountOutstanding: '48000.00',
  decisionNote: null,
  createdAt: '2026-11-20T09:12:00.000Z',
  updatedAt: '2026-12-15T09:00:00.000Z',
  repaymentPlan: [installment(1, false), installment(2, false), installment(3, false)],
  history: [],
});

describe('LoanDetailScreen', { timeout: 45_000 }, () => {
  it('marks the next installment as paid, and the loan moves into repayment', async () => {
    let current = disbursed;
    const { callsTo } = mockApi({
      'GET /admin/auth/profile': () => json(adminProfileFixture),
      [`GET /admin/loan-request/${ID}`]: () => json(current),
      [`PATCH /admin/loan-request/${ID}/repayment-plan/set-to-paid`]: () => {
        current = {
          ...disbursed,
          status: 'REPAYMENT_IN_PROGRESS',
          amountPaid: '16000.00',
          amountOutstanding: '32000.00',
          repaymentPlan: [installment(1, true), installment(2, false), installment(3, false)],
        };
        return json(current);
      },
    });
    renderApp(`/admin/loans/${ID}`, { signedIn: true });
    const user = userEvent.setup();

    const plan = await screen.findByRole('table', { name: 'Repayment plan' }, { timeout: 20_000 });
    expect(within(plan).getAllByRole('row')).toHaveLength(4);
    const panel = screen.getByRole('region', { name: 'Decision' });
    expect(within(panel).getAllByRole('button').map((b) => b.textContent)).toEqual(['Mark installment 1 as paid']);

    await user.click(within(panel).getByRole('button', { name: 'Mark installment 1 as paid' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Mark installment 1 as paid?' })).getByRole('button', { name: 'Mark as Paid' }));

    expect(await within(panel).findByRole('status')).toHaveTextContent('Installment 1 marked as paid.');
    const [request] = callsTo(`PATCH /admin/loan-request/${ID}/repayment-plan/set-to-paid`);
    expect(await request.json()).toEqual({ installmentId: installment(1, false).id });
    expect(within(panel).getByRole('button', { name: 'Mark installment 2 as paid' })).toBeInTheDocument();
    expect(screen.getByLabelText('Loan details')).toHaveTextContent('₦32,000.00');
    expect(within(screen.getByRole('table', { name: 'Repayment plan' })).getAllByRole('row')[1]).toHaveTextContent('Paid');
  });
});
