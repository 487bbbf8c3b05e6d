// The menu's waiting counts: next to Leaves, Loans, Requests and Medicals, how many requests wait for the signed-in
// admin's decision (only the kinds the API answers, i.e. those the role may approve), read as "3 waiting", refreshed
// after a decision made here and when the window regains focus.
import { leaveRequestDetailSchema, type LeaveRequestDetail, type PendingDecisions } from '@crewbase/domain';
import { adminProfileFixture } from '@crewbase/domain/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';

const ID = '6f1c1f9e-8a57-4c1e-9d4a-0a0b7f0c1a11';
const STAFF_ID = '2b9d3f10-5c3e-4b8e-9a61-3c2d1e0f9a22';

const pending: LeaveRequestDetail = leaveRequestDetailSchema.parse({
  id: ID,
  staff: { id: STAFF_ID, staffId: 'STF-0001', fullName: 'Adaeze Nwosu' },
  leaveType: { id: 'lt-annual', name: 'Annual', paid: true, documentRequired: false },
  startDate: '2026-12-07',
  endDate: '2026-12-11',
  days: 5,
  reason: 'Family wedding in Enugu',
  status: 'PENDING',
  decisionNote: null,
  createdAt: '2026-11-20T09:12:00.000Z',
  updatedAt: '2026-11-20T09:12:00.000Z',
  history: [
    { id: 'h1', action: 'create', actor: { type: 'staff', id: STAFF_ID, name: 'Adaeze Nwosu' }, fromStatus: null, toStatus: 'PENDING', note: null, at: '2026-11-20T09:12:00.000Z' },
  ],
});

describe('the menu’s waiting counts', { timeout: 45_000 }, () => {
  it('shows how many requests wait next to the kinds the role may decide, and refreshes after a decision and on focus', async () => {
    let waiting: PendingDecisions['waiting'] = { 'leave-request': 3, 'loan-request': 0, 'payment-requests': 2 };
    let current = pending;
    const { callsTo } = mockApi({
      'GET /admin/auth/profile': () => json(adminProfileFixture),
      'GET /admin/dashboard/pending-decisions': () => json({ waiting }),
      [`GET /admin/leave-request/${ID}`]: () => json(current),
      [`GET /admin/leave-request/leave-balance/${STAFF_ID}`]: () => json({ year: 2026, entitlement: 20, used: 3, pending: 5, remaining: 12 }),
      [`PATCH /admin/leave-request/approve/${ID}`]: () => {
        current = { ...pending, status: 'APPROVED' };
        waiting = { ...waiting, 'leave-request': 2 };
        return json(current);
      },
      'GET /admin/leave-request': () => json({ data: [], count: 0, total: 0, page: 1, pageCount: 0 }),
    });
    renderApp(`/admin/leave-mgt/${ID}`, { signedIn: true });

    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    const leaves = within(nav).getByRole('link', { name: 'Leaves' });
    await waitFor(() => expect(leaves).toHaveAccessibleDescription('3 waiting'));
    expect(within(leaves).getByText('3')).toBeVisible();
    expect(within(nav).getByRole('link', { name: 'Requests' })).toHaveAccessibleDescription('2 waiting');
    // Nothing waits for loans; medical assistance is not the role's to decide (the API left it out).
    expect(within(nav).getByRole('link', { name: 'Loans' })).not.toHaveAttribute('aria-describedby');
    expect(within(nav).getByRole('link', { name: 'Medicals' })).not.toHaveAttribute('aria-describedby');
    expect(within(nav).getByRole('link', { name: 'Messages' })).not.toHaveAttribute('aria-describedby');

    const user = userEvent.setup();
    const panel = await screen.findByRole('region', { name: 'Decision' }, { timeout: 20_000 });
    await user.click(within(panel).getByRole('button', { name: 'Approve' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Approve this leave?' })).getByRole('button', { name: 'Approve' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent('Leave approved.');
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Leaves' })).toHaveAccessibleDescription('2 waiting'));

    // Another admin decided elsewhere, and many more requests came in: coming back to the window shows it, in the
    // product locale.
    waiting = { ...waiting, 'leave-request': 0, 'payment-requests': 1234 };
    const before = callsTo('GET /admin/dashboard/pending-decisions').length;
    act(() => {
      window.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Requests' })).toHaveAccessibleDescription('1,234 waiting'));
    expect(within(within(nav).getByRole('link', { name: 'Requests' })).getByText('1,234')).toBeVisible();
    expect(callsTo('GET /admin/dashboard/pending-decisions').length).toBeGreaterThan(before);
    expect(within(nav).getByRole('link', { name: 'Leaves' })).not.toHaveAttribute('aria-describedby');
  });
});
