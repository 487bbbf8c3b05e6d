import { adminProfileFixture } from '@crewbase/domain/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';

const STAFF_UUID = '2b9d3f10-5c3e-4b8e-9a61-3c2d1e0f9a22';
const adaeze = {
  id: STAFF_UUID,
  staffId: 'STF-0001',
  firstName: 'Adaeze',
  lastName: 'Nwosu',
  fullName: 'Adaeze Nwosu',
  email: 'staff@crewbase.test',
  status: 'Active',
  department: { id: 'd-1', name: 'Operations' },
  jobTitleName: 'Parking Attendant Supervisor',
  createdAt: '2025-01-15T09:00:00.000Z',
};

describe('AddAbsenceScreen', { timeout: 45_000 }, () => {
  it('asks for the staff member, the dates and a reason before sending anything', async () => {
    const { calls } = mockApi({
      'GET /admin/auth/profile': () => json(adminProfileFixture),
      'GET /admin/staff': () => json({ data: [adaeze], count: 1, total: 1, page: 1, pageCount: 1 }),
    });
    renderApp('/admin/leave-mgt/create', { signedIn: true });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Add absence' }, { timeout: 20_000 }));
    expect(await screen.findByText('Choose a staff member.')).toBeInTheDocument();
    expect(screen.getByText('Choose the first day of leave.')).toBeInTheDocument();
    expect(screen.getByText('Choose the last day of leave.')).toBeInTheDocument();
    expect(screen.getByText('Give a reason.')).toBeInTheDocument();
    expect(calls.some((r) => r.method === 'POST')).toBe(false);
  });

  it('finds the staff member on the server as the admin types, and shows their leave balance', async () => {
    const { callsTo } = mockApi({
      'GET /admin/auth/profile': () => json(adminProfileFixture),
      'GET /admin/staff': () => json({ data: [adaeze], count: 1, total: 1, page: 1, pageCount: 1 }),
      [`GET /admin/leave-request/leave-balances/${STAFF_UUID}`]: () =>
        json([{ leaveType: { id: 'a', name: 'Annual', paid: true, documentRequired: false, countsAgainstBalance: true }, year: 2026, entitlement: 20, used: 3, pending: 5, remaining: 12 }]),
    });
    renderApp('/admin/leave-mgt/create', { signedIn: true });
    const user = userEvent.setup();

    await user.type(await screen.findByRole('combobox', { name: /Staff member/ }, { timeout: 20_000 }), 'Ada');
    await vi.waitFor(
      () =>
        expect(callsTo('GET /admin/staff').map((r) => new URL(r.url).searchParams.getAll('filter'))).toContainEqual(
          expect.arrayContaining(['fullName||$cont||Ada', 'status||$eq||Active']),
        ),
      { timeout: 5000 },
    );
    await user.click(await screen.findByRole('option', { name: 'Adaeze Nwosu (STF-0001)' }));
    expect(await screen.findByText('Adaeze Nwosu has 12 of 20 days of Annual leave left in 2026.')).toBeInTheDocument();
  });
});
