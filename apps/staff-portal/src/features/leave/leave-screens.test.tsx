import { staffProfileFixture } from '@crewbase/domain/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, json, stubApi } from '../../testing/api-stub';
import { renderApp } from '../../testing/render-app';

const staff = { id: '8d1c6a36-3f4e-4a57-9d0e-1f2a3b4c5d6e', staffId: 'STF-0001', fullName: 'Adaeze Nwosu' };
const annual = { id: '0b7f1d1e-0000-4000-8000-000000000001', name: 'Annual', paid: true, documentRequired: false };
const leave = (id: string, status: string, startDate = '2026-12-07', endDate = '2026-12-09') => ({
  id, staff, leaveType: annual, startDate, endDate, days: 3, reason: 'Family wedding', status, decisionNote: null,
  createdAt: '2026-11-01T09:00:00.000Z', updatedAt: '2026-11-01T09:00:00.000Z',
  history: [{ id: 'h1', action: 'create', actor: { type: 'staff', id: staff.id, name: 'Adaeze Nwosu' }, fromStatus: null, toStatus: 'PENDING', note: null, at: '2026-11-01T09:00:00.000Z' }],
});
const page = (rows: unknown[], pageCount = 1) => ({ data: rows, count: rows.length, total: rows.length, page: 1, pageCount });
const balance = { year: 2026, entitlement: 20, used: 5, pending: 3, remaining: 12 };
const profile = { 'GET staff/auth/profile': json(200, staffProfileFixture) };

describe('LeaveScreen', () => {
  it('shows the balance and the person’s requests, newest first, each opening its detail', async () => {
    const { fetchSpy } = stubApi({
      ...profile,
      'GET staff/leave-request/leave-balance': json(200, balance),
      'GET staff/leave-request/leave-balances': json(200, [
        { leaveType: { ...annual, countsAgainstBalance: true }, year: 2026, entitlement: 20, used: 5, pending: 3, remaining: 12 },
        { leaveType: { id: 'u', name: 'Unpaid', paid: false, documentRequired: false, countsAgainstBalance: false }, year: 2026, entitlement: 0, used: 2, pending: 0, remaining: 0 },
      ]),
      'GET staff/leave-request': json(200, page([leave('a', 'PENDING'), leave('b', 'WITHDRAWN', '2026-10-05', '2026-10-05')])),
    });
    renderApp('/staff/leave', { signedIn: true });

    const list = await screen.findByRole('list', { name: 'My leave requests' }, { timeout: 20_000 });
    const cards = within(list).getAllByRole('link');
    expect(cards[0]).toHaveTextContent('7 Dec 2026 – 9 Dec 2026');
    expect(cards[0]).toHaveTextContent('Pending');
    expect(cards[0]).toHaveTextContent('Annual · 3 working days');
    expect(cards[0]).toHaveAttribute('href', '/staff/leave-request/a');
    expect(cards[1]).toHaveTextContent('5 Oct 2026');
    expect(cards[1]).toHaveTextContent('Withdrawn');
    await waitFor(() => expect(screen.getByRole('group', { name: 'Days left' })).toHaveTextContent('12'));
    expect(screen.getByRole('group', { name: 'Days left' })).toHaveTextContent('of 20 working days');
    // Each type's balance; a type with no yearly limit says so.
    const byType = await screen.findByRole('table', { name: 'Leave balance by type in 2026' });
    expect(within(byType).getByRole('row', { name: /Annual/ })).toHaveTextContent('Annual205312');
    expect(within(byType).getByRole('row', { name: /Unpaid/ })).toHaveTextContent('UnpaidNo limit20–');
    const listUrl = fetchSpy.mock.calls.map(([input]) => new URL((input as Request).url)).find((url) => url.pathname === '/api/staff/leave-request');
    expect(listUrl?.searchParams.getAll('sort')).toEqual(['createdAt,DESC']);
  });

  it('invites a first request when there are none', async () => {
    stubApi({ ...profile, 'GET staff/leave-request/leave-balance': json(200, balance), 'GET staff/leave-request': json(200, page([], 0)) });
    renderApp('/staff/leave', { signedIn: true });
    expect(await screen.findByText('No leave requests yet', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Request leave' })[0]).toHaveAttribute('href', '/staff/leave/request');
  });

  it('says when the list cannot be loaded, and retries', async () => {
    let healthy = false;
    stubApi({
      ...profile,
      'GET staff/leave-request/leave-balance': json(200, balance),
      'GET staff/leave-request': () => (healthy ? json(200, page([leave('a', 'PENDING')])) : apiError(500, 'Something went wrong on our side.')),
    });
    renderApp('/staff/leave', { signedIn: true });
    const alert = await screen.findByRole('alert', {}, { timeout: 20_000 });
    expect(alert).toHaveTextContent('We could not load your leave requests');
    healthy = true;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'My leave requests' })).toBeInTheDocument();
  });
});

describe('LeaveDetailScreen', () => {
  it('withdraws after confirming; the withdraw and change actions then disappear', { timeout: 45_000 }, async () => {
    let status = 'PENDING';
    const { requests } = stubApi({
      ...profile,
      'GET staff/leave-request/a': () => json(200, leave('a', status)),
      'PATCH staff/leave-request/withdraw/a': () => {
        status = 'WITHDRAWN';
        return json(200, leave('a', status));
      },
    });
    renderApp('/staff/leave-request/a', { signedIn: true });
    const user = userEvent.setup();

    const withdraw = await screen.findByRole('button', { name: 'Withdraw request' }, { timeout: 20_000 });
    expect(screen.getByRole('link', { name: 'Change request' })).toHaveAttribute('href', '/staff/leave-request/a/update');
    await user.click(withdraw);
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw this leave request?' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw request' }));

    expect(await screen.findByText(/has been withdrawn/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Withdraw request' })).not.toBeInTheDocument());
    expect(screen.queryByRole('link', { name: 'Change request' })).not.toBeInTheDocument();
    expect(screen.getAllByText('Withdrawn').length).toBeGreaterThan(0);
    expect(requests.filter((r) => r.method === 'PATCH')).toHaveLength(1);
  });

  it("titles the detail and update screens with the request's reference, in the header and the browser tab", async () => {
    const id = '5e0b2c7d-1a2b-4c3d-8e9f-0a1b2c3d4e5f';
    stubApi({ ...profile, [`GET staff/leave-request/${id}`]: json(200, leave(id, 'PENDING')) });
    const { router } = renderApp(`/staff/leave-request/${id}`, { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Leave ID #5e0b2c7d' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(document.title).toBe('Leave ID #5e0b2c7d · Crewbase — Staff');
    await router.navigate(`/staff/leave-request/${id}/update`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Update Leave #5e0b2c7d' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Update Leave #5e0b2c7d · Crewbase — Staff'));
  });

  it('offers no change on approved leave, only withdrawal before it starts', async () => {
    stubApi({ ...profile, 'GET staff/leave-request/a': json(200, leave('a', 'APPROVED')) });
    renderApp('/staff/leave-request/a', { signedIn: true });
    expect(await screen.findByRole('button', { name: 'Withdraw request' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Change request' })).not.toBeInTheDocument();
  });

  it('shows the conflict when an admin decided first, and the request as it now is', { timeout: 45_000 }, async () => {
    let status = 'PENDING';
    stubApi({
      ...profile,
      'GET staff/leave-request/a': () => json(200, leave('a', status)),
      'PATCH staff/leave-request/withdraw/a': () => {
        status = 'REJECTED';
        return apiError(409, 'This request is rejected, so it cannot be withdrawn.');
      },
    });
    renderApp('/staff/leave-request/a', { signedIn: true });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Withdraw request' }, { timeout: 20_000 }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Withdraw request' }));
    expect(await screen.findByText('This request is rejected, so it cannot be withdrawn.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Withdraw request' })).not.toBeInTheDocument());
  });

  it('says so when the request is not the person’s or does not exist', async () => {
    stubApi({ ...profile, 'GET staff/leave-request/zzz': apiError(404, 'Not found') });
    renderApp('/staff/leave-request/zzz', { signedIn: true });
    expect(await screen.findByText('We could not find this leave request', {}, { timeout: 20_000 })).toBeInTheDocument();
  });

  it('does not offer the change form once the request is decided', async () => {
    stubApi({ ...profile, 'GET staff/leave-request/a': json(200, leave('a', 'APPROVED')) });
    renderApp('/staff/leave-request/a/update', { signedIn: true });
    expect(await screen.findByText(/is approved, so it can no longer be changed/, {}, { timeout: 20_000 })).toBeInTheDocument();
  });
});
