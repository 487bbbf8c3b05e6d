// The invitation on a Pending profile (staff and admin): when the code went out, until when it works, and a resend
// that is confirmed and shows the new times.
import type { AdminDetail, StaffDetail } from '@crewbase/domain';
import { adminProfileFixture } from '@crewbase/domain/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi } from '../testing/mock-api';
import { renderApp } from '../testing/render-app';
import { stubResizeObserver } from '../testing/stub-resize-observer';

const zone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'UTC';
});
afterAll(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});
beforeEach(() => stubResizeObserver());

const ADMIN_ID = '00000000-0000-4000-8000-000000000001';
const pendingAdmin = (invitation: AdminDetail['invitation']): AdminDetail => ({
  id: ADMIN_ID,
  firstName: 'Ama',
  lastName: 'Boateng',
  fullName: 'Ama Boateng',
  email: 'ama.boateng@crewbase.test',
  phoneNumber: null,
  avatar: null,
  status: 'Pending',
  role: { id: 'r-2', name: 'HR Manager', displayName: 'HR Manager' },
  invitation,
  createdAt: '2026-11-25T09:00:00.000Z',
  updatedAt: '2026-11-25T09:00:00.000Z',
});

const invitationBlock = async () => screen.findByRole('region', { name: 'Invitation' }, { timeout: 15_000 });

describe('the invitation block on an admin profile', () => {
  it('shows when the code was mailed and until when it works, and a confirmed resend shows the new times', async () => {
    let current = pendingAdmin({ invitedAt: '2026-11-25T09:00:00.000Z', expiresAt: '2026-11-28T09:00:00.000Z' });
    const { callsTo } = mockApi({
      'GET /admin/auth/profile': () => json(adminProfileFixture),
      [`GET /admin/users/${ADMIN_ID}`]: () => json(current),
      [`POST /admin/users/${ADMIN_ID}/resend-activation`]: () => {
        current = pendingAdmin({ invitedAt: '2026-11-26T14:30:00.000Z', expiresAt: '2026-11-29T14:30:00.000Z' });
        return json({ message: 'A new activation code is on its way.' }, 202);
      },
    });
    renderApp(`/admin/profiles/admins/${ADMIN_ID}`, { signedIn: true });

    const block = await invitationBlock();
    expect(within(block).getByText('Invited at').nextSibling).toHaveTextContent('25 November 2026 at 09:00');
    expect(within(block).getByText('Expires at').nextSibling).toHaveTextContent('28 November 2026 at 09:00');

    await userEvent.click(within(block).getByRole('button', { name: 'Resend activation code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resend the activation code to Ama Boateng?' });
    expect(callsTo(`POST /admin/users/${ADMIN_ID}/resend-activation`)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resend' }));

    expect(await within(block).findByRole('status')).toHaveTextContent('A new activation code is on its way to ama.boateng@crewbase.test.');
    expect(callsTo(`POST /admin/users/${ADMIN_ID}/resend-activation`)).toHaveLength(1);
    expect(await within(block).findByText('29 November 2026 at 14:30')).toBeVisible();
    expect(within(block).getByText('Invited at').nextSibling).toHaveTextContent('26 November 2026 at 14:30');
  });

  it('says when the code has expired', async () => {
    mockApi({
      'GET /admin/auth/profile': () => json(adminProfileFixture),
      [`GET /admin/users/${ADMIN_ID}`]: () => json(pendingAdmin({ invitedAt: '2020-01-01T08:00:00.000Z', expiresAt: '2020-01-04T08:00:00.000Z' })),
    });
    renderApp(`/admin/profiles/admins/${ADMIN_ID}`, { signedIn: true });
    const block = await invitationBlock();
    expect(within(block).getByText('Expires at').nextSibling).toHaveTextContent('4 January 2020 at 08:00 (expired)');
    expect(within(block).getByText('Ama Boateng cannot activate until a new code is sent.')).toBeVisible();
  });

  it('is not shown once the admin has activated', async () => {
    mockApi({
      'GET /admin/auth/profile': () => json(adminProfileFixture),
      [`GET /admin/users/${ADMIN_ID}`]: () => json({ ...pendingAdmin(null), status: 'Active' }),
    });
    renderApp(`/admin/profiles/admins/${ADMIN_ID}`, { signedIn: true });
    expect(await screen.findByText('ama.boateng@crewbase.test', {}, { timeout: 15_000 })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Invitation' })).toBeNull();
  });

  it('offers no resend to a role that may not create admins', async () => {
    mockApi({
      'GET /admin/auth/profile': () =>
        json({ ...adminProfileFixture, role: { ...adminProfileFixture.role, name: 'Viewer', displayName: 'Viewer', permissions: [{ id: 'p1', name: 'read', tableName: 'users', description: null }] } }),
      [`GET /admin/users/${ADMIN_ID}`]: () => json(pendingAdmin({ invitedAt: '2026-11-25T09:00:00.000Z', expiresAt: '2026-11-28T09:00:00.000Z' })),
    });
    renderApp(`/admin/profiles/admins/${ADMIN_ID}`, { signedIn: true });
    const block = await invitationBlock();
    expect(within(block).getByText('Invited at')).toBeVisible();
    expect(within(block).queryByRole('button', { name: 'Resend activation code' })).toBeNull();
  });
});

const STAFF_ID = '00000000-0000-4000-8000-000000000002';
const newHire: StaffDetail = {
  id: STAFF_ID,
  staffId: 'STF-0099',
  firstName: 'Efua',
  lastName: 'Owusu',
  fullName: 'Efua Owusu',
  email: 'efua.owusu@crewbase.test',
  phoneNumber: null,
  avatar: null,
  gender: null,
  dateOfBirth: null,
  address: null,
  status: 'Pending',
  department: null,
  jobTitle: null,
  jobTitleName: null,
  location: null,
  staffRole: null,
  dailySalary: null,
  bank: null,
  accountNumber: null,
  benefits: [],
  driverLicence: null,
  terminationReason: null,
  accountName: null,
  nextOfKin: { name: null, relationship: null, phoneNumber: null },
  activated: false,
  invitation: { invitedAt: '2026-11-25T16:45:00.000Z', expiresAt: '2026-11-28T16:45:00.000Z' },
  dateJoined: null,
  createdAt: '2026-11-25T16:45:00.000Z',
  updatedAt: '2026-11-25T16:45:00.000Z',
};

describe('the invitation block on a staff profile', () => {
  it('shows the new hire when the code went out and until when it works, with the resend', async () => {
    mockApi({
      'GET /admin/auth/profile': () => json(adminProfileFixture),
      [`GET /admin/staff/${STAFF_ID}`]: () => json(newHire),
    });
    renderApp(`/admin/profiles/staffs/${STAFF_ID}`, { signedIn: true });
    const block = await invitationBlock();
    expect(within(block).getByText('Invited at').nextSibling).toHaveTextContent('25 November 2026 at 16:45');
    expect(within(block).getByText('Expires at').nextSibling).toHaveTextContent('28 November 2026 at 16:45');
    expect(within(block).getByRole('button', { name: 'Resend activation code' })).toBeVisible();
  });

  it('is not shown once the person has activated', async () => {
    mockApi({
      'GET /admin/auth/profile': () => json(adminProfileFixture),
      [`GET /admin/staff/${STAFF_ID}`]: () => json({ ...newHire, status: 'Active', activated: true, invitation: null }),
    });
    renderApp(`/admin/profiles/staffs/${STAFF_ID}`, { signedIn: true });
    expect(await screen.findByText('efua.owusu@crewbase.test', {}, { timeout: 15_000 })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Invitation' })).toBeNull();
  });
});
