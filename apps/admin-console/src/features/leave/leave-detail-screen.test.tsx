import { leaveRequestDetailSchema, type LeaveRequestDetail } from '@crewbase/domain';
import { adminProfileFixture } from '@crewbase/domain/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, json, mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';

const ID = '6f1c1f9e-8a57-4c1e-9d4a-0a0b7f0c1a11';
const STAFF_ID = '2b9d3f10-5c3e-4b8e-9a61-3c2d1e0f9a22';

const pending: LeaveRequestDetail = leaveRequestDetailSchema.parse({
  id: ID,
  staff: { id: STAFF_ID, staffId: 'STF-0001', fullName: 'Adaeze Nwosu' },
  leaveType: { id: '0b7f1d1e-0000-4000-8000-000000000001', name: 'Annual', paid: true, documentRequired: false },
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

const decided = (status: 'APPROVED' | 'REJECTED', by: string): LeaveRequestDetail => ({
  ...pending,
  status,
  history: [
    ...pending.history,
    { id: 'h2', action: status === 'APPROVED' ? 'approve' : 'reject', actor: { type: 'admin', id: 'x', name: by }, fromStatus: 'PENDING', toStatus: status, note: null, at: '2026-11-21T10:00:00.000Z' },
  ],
});

const balance = [
  { leaveType: { id: '0b7f1d1e-0000-4000-8000-000000000001', name: 'Annual', paid: true, documentRequired: false, countsAgainstBalance: true }, year: 2026, entitlement: 20, used: 3, pending: 5, remaining: 12 },
];
const detailPath = `/admin/leave-request/${ID}`;

// The detail screen's chunk can take a while to load on a busy machine: first finds wait longer.
describe('LeaveDetailScreen', { timeout: 45_000 }, () => {
  it("is titled with the request's reference, in the header and the browser tab", async () => {
    mockApi({
      'GET /admin/auth/profile': () => json(adminProfileFixture),
      [`GET ${detailPath}`]: () => json(pending),
      [`GET /admin/leave-request/leave-balances/${STAFF_ID}`]: () => json(balance),
    });
    renderApp(`/admin/leave-mgt/${ID}`, { signedIn: true });

    expect(await screen.findByRole('heading', { level: 1, name: 'Leave Request #6f1c1f9e' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(document.title).toBe('Leave Request #6f1c1f9e · Crewbase — Admin');
  });

  it('approves a pending request and shows who approved it in the audit trail', async () => {
    let current = pending;
    const { callsTo } = mockApi({
      'GET /admin/auth/profile': () => json(adminProfileFixture),
      [`GET ${detailPath}`]: () => json(current),
      [`GET /admin/leave-request/leave-balances/${STAFF_ID}`]: () => json(balance),
      [`PATCH /admin/leave-request/approve/${ID}`]: () => {
        current = decided('APPROVED', 'Grace Mensah');
        return json(current);
      },
      'GET /admin/leave-request': () => json({ data: [], count: 0, total: 0, page: 1, pageCount: 0 }),
    });
    renderApp(`/admin/leave-mgt/${ID}`, { signedIn: true });

    expect(await screen.findByRole('heading', { name: 'Leave of Adaeze Nwosu' }, { timeout: 20_000 })).toBeInTheDocument();
    const details = screen.getByLabelText('Leave request details');
    expect(details).toHaveTextContent('5 working days');
    expect(details).toHaveTextContent('Family wedding in Enugu');
    expect(await within(details).findByText('12 of 20 days left (3 taken, 5 pending)')).toBeInTheDocument();

    const panel = screen.getByRole('region', { name: 'Decision' });
    expect(within(panel).getAllByRole('button').map((b) => b.textContent)).toEqual(['Approve', 'Reject']);
    const user = userEvent.setup();
    await user.click(within(panel).getByRole('button', { name: 'Approve' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Approve this leave?' })).getByRole('button', { name: 'Approve' }));

    expect(await within(panel).findByRole('status')).toHaveTextContent('Leave approved.');
    expect(callsTo(`PATCH /admin/leave-request/approve/${ID}`)).toHaveLength(1);
    // Approved leave that has not started can still be cancelled, and nothing else.
    expect(within(panel).getAllByRole('button', { name: /^(Approve|Reject|Cancel leave)$/ }).map((b) => b.textContent)).toEqual(['Cancel leave']);
    const trail = screen.getByRole('list', { name: 'Audit trail' });
    expect(within(trail).getAllByRole('listitem')[1]).toHaveTextContent(/Approved.*Grace Mensah \(admin\)/);
  });

  it('says so when another admin decided first, and shows the request as it now is', async () => {
    let current = pending;
    mockApi({
      'GET /admin/auth/profile': () => json(adminProfileFixture),
      [`GET ${detailPath}`]: () => json(current),
      [`GET /admin/leave-request/leave-balances/${STAFF_ID}`]: () => json(balance),
      [`PATCH /admin/leave-request/approve/${ID}`]: () => {
        current = decided('REJECTED', 'Tunde Balogun');
        return apiError(409, 'This leave request is rejected, so it cannot be approved (only when pending).');
      },
    });
    renderApp(`/admin/leave-mgt/${ID}`, { signedIn: true });

    const panel = await screen.findByRole('region', { name: 'Decision' }, { timeout: 20_000 });
    const user = userEvent.setup();
    await user.click(within(panel).getByRole('button', { name: 'Approve' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' }));

    expect(await within(panel).findByRole('alert')).toHaveTextContent('This leave request is rejected, so it cannot be approved (only when pending).');
    expect(await within(panel).findByText('No decision is open on rejected leave.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Audit trail' })).toHaveTextContent('Tunde Balogun');
  });

  it('offers no decision and no delete to a role that may only read leave', async () => {
    mockApi({
      'GET /admin/auth/profile': () =>
        json({
          ...adminProfileFixture,
          role: { ...adminProfileFixture.role, name: 'Payroll Clerk', displayName: 'Payroll Clerk', permissions: [{ id: 'p1', name: 'read', tableName: 'leave-request', description: null }] },
        }),
      [`GET ${detailPath}`]: () => json(pending),
      [`GET /admin/leave-request/leave-balances/${STAFF_ID}`]: () => json(balance),
    });
    renderApp(`/admin/leave-mgt/${ID}`, { signedIn: true });

    expect(await screen.findByText('Your role may not decide on leave.', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete request' })).not.toBeInTheDocument();
  });

  it('deletes the request after asking, and returns to the list saying so', async () => {
    const { callsTo } = mockApi({
      'GET /admin/auth/profile': () => json(adminProfileFixture),
      [`GET ${detailPath}`]: () => json(pending),
      [`GET /admin/leave-request/leave-balances/${STAFF_ID}`]: () => json(balance),
      [`DELETE ${detailPath}`]: () => new Response(null, { status: 204 }),
      'GET /admin/leave-request': () => json({ data: [], count: 0, total: 0, page: 1, pageCount: 0 }),
    });
    const { router } = renderApp(`/admin/leave-mgt/${ID}`, { signedIn: true });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Delete request' }, { timeout: 20_000 }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this leave request?' });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Leave request deleted.', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/leave-mgt');
    expect(callsTo(`DELETE ${detailPath}`)).toHaveLength(1);
  });
});
