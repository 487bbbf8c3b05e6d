import { staffProfileFixture } from '@crewbase/domain/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { apiError, json, stubApi } from '../../testing/api-stub';
import { renderApp } from '../../testing/render-app';

const staff = { id: '8d1c6a36-3f4e-4a57-9d0e-1f2a3b4c5d6e', staffId: 'STF-0001', fullName: 'Adaeze Nwosu' };
const stamps = (createdAt: string) => ({ decisionNote: null, createdAt, updatedAt: createdAt });
const leave = { id: 'l1', staff, leaveType: { id: 'lt-annual', name: 'Annual', paid: true, documentRequired: false }, startDate: '2026-12-07', endDate: '2026-12-09', days: 3, reason: 'Wedding', status: 'PENDING', ...stamps('2026-11-20T09:00:00.000Z') };
const loan = {
  id: 'n1', staff, amountRequested: '150000.00', amount: '150000.00', repaymentMonths: 3, reason: 'Rent', status: 'REPAYMENT_IN_PROGRESS',
  disbursedAt: '2026-09-01T09:00:00.000Z', amountPaid: '50000.00', amountOutstanding: '100000.00', ...stamps('2026-08-20T09:00:00.000Z'),
};
const medical = { id: 'm1', staff, amount: '25000.00', reason: 'Dental', documents: [], status: 'APPROVED', paid: 'UNPAID', issuedAt: null, ...stamps('2026-11-01T09:00:00.000Z') };
const page = (rows: unknown[]) => ({ data: rows, count: rows.length, total: rows.length, page: 1, pageCount: rows.length ? 1 : 0 });
const base = {
  'GET staff/auth/profile': json(200, staffProfileFixture),
  'GET staff/leave-request/leave-balance': json(200, { year: 2026, entitlement: 20, used: 5, pending: 3, remaining: 12 }),
  'GET staff/loan-request/loan-balance': json(200, { ceiling: '500000.00', outstanding: '100000.00', committed: '0.00', available: '400000.00', maxRepaymentMonths: 12 }),
};

describe('RequestTiles on the dashboard', () => {
  it('shows leave days left, what is owed on loans and the open requests with their states, newest first', async () => {
    const { fetchSpy } = stubApi({
      ...base,
      'GET staff/leave-request': json(200, page([leave])),
      'GET staff/loan-request': json(200, page([loan])),
      'GET staff/medical-assistance': json(200, page([medical])),
    });
    renderApp('/staff/dashboard', { signedIn: true });

    const list = await screen.findByRole('list', { name: 'Open requests' }, { timeout: 20_000 });
    const cards = within(list).getAllByRole('link');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual(['/staff/leave-request/l1', '/staff/medical-assistance/m1', '/staff/loans/n1']);
    expect(cards[0]).toHaveTextContent('Leave · 7 Dec 2026 – 9 Dec 2026');
    expect(cards[0]).toHaveTextContent('Pending');
    expect(cards[2]).toHaveTextContent('₦100,000.00 still to repay');
    expect(cards[2]).toHaveTextContent('Repayment in progress');
    await waitFor(() => expect(screen.getByRole('group', { name: 'Leave days left' })).toHaveTextContent('12'));
    expect(screen.getByRole('group', { name: 'Loan still to repay' })).toHaveTextContent('₦100,000');
    expect(screen.getByRole('group', { name: 'Open requests' })).toHaveTextContent('3');
    // Only requests still in motion are asked for.
    const leaveUrl = fetchSpy.mock.calls.map(([input]) => new URL((input as Request).url)).find((url) => url.pathname === '/api/staff/leave-request');
    expect(leaveUrl?.searchParams.getAll('filter')).toContain('status||$in||PENDING,APPROVED,ACTIVE');
  });

  it('says there is nothing open, with ways to ask', async () => {
    stubApi({
      ...base,
      'GET staff/leave-request': json(200, page([])),
      'GET staff/loan-request': json(200, page([])),
      'GET staff/medical-assistance': json(200, page([])),
    });
    renderApp('/staff/dashboard', { signedIn: true });
    expect(await screen.findByText('No open requests', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request leave' })).toHaveAttribute('href', '/staff/leave/request');
  });

  it('keeps the rest of the dashboard when the requests cannot be loaded', async () => {
    stubApi({ ...base, 'GET staff/leave-request': apiError(500, 'Down'), 'GET staff/loan-request': json(200, page([])), 'GET staff/medical-assistance': json(200, page([])) });
    renderApp('/staff/dashboard', { signedIn: true });
    expect(await screen.findByText('Your open requests could not be loaded.', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your details' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
