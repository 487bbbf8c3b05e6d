import { adminProfileFixture } from '@crewbase/domain/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, json, mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { stubResizeObserver } from '../../testing/stub-resize-observer';

beforeEach(() => stubResizeObserver());

const uuid = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const page = (rows: { id: string; name: string }[]) => ({
  data: rows.map((r) => ({ ...r, description: null, address: null, city: null, department: null, staffCount: 0, createdAt: 'x', updatedAt: 'x' })),
  count: rows.length,
  total: rows.length,
  page: 1,
  pageCount: 1,
});

function api(createAnswer: () => Response, more: Record<string, () => Response> = {}) {
  return mockApi({
    ...more,
    'GET /admin/auth/profile': () => json(adminProfileFixture),
    'GET /admin/department': () => json(page([{ id: uuid(1), name: 'Operations' }])),
    'GET /admin/job-title': () => json(page([{ id: uuid(2), name: 'Parking Attendant' }])),
    'GET /admin/location': () => json(page([{ id: uuid(3), name: 'Victoria Island Car Park' }])),
    'GET /admin/staff-role': () => json(page([{ id: uuid(4), name: 'Staff' }])),
    'GET /public/banks': () => json([{ id: 'b1', name: 'Access Bank', code: '044' }]),
    'POST /admin/staff': createAnswer,
  });
}

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('Add New Staff', () => {
  it('names every missing field beside it and sends nothing', async () => {
    const { callsTo } = api(() => json({}));
    renderApp('/admin/profiles/staffs/create', { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Add staff' }, { timeout: 15_000 }));

    expect(await screen.findByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription('Enter a first name');
    expect(screen.getByRole('textbox', { name: 'Account number' })).toHaveAccessibleDescription('Enter the 10-digit account number');
    expect(screen.getByRole('combobox', { name: 'Department' })).toHaveAccessibleDescription('Choose a department');
    expect(callsTo('POST /admin/staff')).toHaveLength(0);
  }, 30_000);

  it("shows the server's refusals beside the fields they name", async () => {
    const { callsTo } = api(() =>
      apiError(409, 'An account with this email already exists.', [{ path: 'email', message: 'An account with this email already exists.' }]),
    );
    renderApp('/admin/profiles/staffs/create', { signedIn: true });
    const form = await screen.findByRole('form', { name: 'Add New Staff' }, { timeout: 15_000 });

    await userEvent.type(within(form).getByRole('textbox', { name: 'First name' }), 'Kofi');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Last name' }), 'Asante');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Email' }), 'staff@crewbase.test');
    await choose('Department', 'Operations');
    await choose('Job title', 'Parking Attendant');
    await choose('Location', 'Victoria Island Car Park');
    await choose('Staff role', 'Staff');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Daily salary (₦)' }), '15000');
    await choose('Bank', 'Access Bank');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Account number' }), '0123456789');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Transportation' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Add staff' }));

    const email = await within(form).findByRole('textbox', { name: 'Email' });
    expect(email).toHaveAccessibleDescription('An account with this email already exists.');
    expect(email).toHaveFocus();
    const sent = await callsTo('POST /admin/staff')[0].json();
    expect(sent).toMatchObject({
      firstName: 'Kofi',
      email: 'staff@crewbase.test',
      departmentId: uuid(1),
      dailySalary: 15000,
      bankCode: '044',
      benefits: ['Transportation'],
      driverLicenceNumber: null,
    });
  }, 60_000);

  it('opens the new profile saying the person was added and invited, with the invitation shown', async () => {
    const created = {
      id: uuid(9), staffId: 'STF-0099', firstName: 'Kofi', lastName: 'Mensah', fullName: 'Kofi Mensah', email: 'kofi.mensah@crewbase.test',
      phoneNumber: null, avatar: null, gender: null, dateOfBirth: null, address: null, status: 'Pending',
      department: { id: uuid(1), name: 'Operations' }, jobTitle: { id: uuid(2), name: 'Parking Attendant' }, jobTitleName: 'Parking Attendant',
      location: { id: uuid(3), name: 'Victoria Island Car Park' }, staffRole: { id: uuid(4), name: 'Staff' }, dailySalary: 15000,
      bank: { code: '044', name: 'Access Bank' }, accountNumber: '0123456789', benefits: [], driverLicence: null, terminationReason: null, accountName: null, nextOfKin: { name: null, relationship: null, phoneNumber: null },
      activated: false, invitation: { invitedAt: '2026-11-25T16:45:00.000Z', expiresAt: '2026-11-28T16:45:00.000Z' }, dateJoined: null,
      createdAt: '2026-11-25T16:45:00.000Z', updatedAt: '2026-11-25T16:45:00.000Z',
    };
    api(() => json(created, 201), { [`GET /admin/staff/${uuid(9)}`]: () => json(created) });
    renderApp('/admin/profiles/staffs/create', { signedIn: true });
    const form = await screen.findByRole('form', { name: 'Add New Staff' }, { timeout: 15_000 });
    await userEvent.type(within(form).getByRole('textbox', { name: 'First name' }), 'Kofi');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Last name' }), 'Mensah');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Email' }), 'kofi.mensah@crewbase.test');
    await choose('Department', 'Operations');
    await choose('Job title', 'Parking Attendant');
    await choose('Location', 'Victoria Island Car Park');
    await choose('Staff role', 'Staff');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Daily salary (₦)' }), '15000');
    await choose('Bank', 'Access Bank');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Account number' }), '0123456789');
    await userEvent.click(within(form).getByRole('button', { name: 'Add staff' }));

    expect(await screen.findByRole('status', {}, { timeout: 15_000 })).toHaveTextContent(
      'Kofi Mensah was added. An activation code is on its way to kofi.mensah@crewbase.test.',
    );
    const invitation = screen.getByRole('region', { name: 'Invitation' });
    expect(within(invitation).getByText('Expires at')).toBeVisible();
  }, 60_000);
});
