import { adminProfileFixture } from '@crewbase/domain/testing';
import { screen, within } from '@testing-library/react';
import { apiError, json, mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { stubResizeObserver } from '../../testing/stub-resize-observer';

beforeEach(() => stubResizeObserver());

const viewer = (permissions: { tableName: string; name: string }[]) => ({
  ...adminProfileFixture,
  role: {
    id: 'r-viewer',
    name: 'Viewer',
    displayName: 'Viewer',
    permissions: permissions.map((p, i) => ({ id: `p-${i}`, description: null, ...p })),
  },
});
const emptyPage = { data: [], count: 0, total: 0, page: 1, pageCount: 0 };

describe('route guard', () => {
  it('shows "You do not have access" when a role without staff:read forces the staff list, and calls nothing', async () => {
    const api = mockApi({ 'GET /admin/auth/profile': () => json(viewer([{ tableName: 'department', name: 'read' }])) });
    renderApp('/admin/profiles/staffs', { signedIn: true });

    const region = await screen.findByRole('region', { name: 'Access denied' });
    expect(region).toHaveTextContent('You do not have access');
    expect(region).toHaveTextContent('Your role does not allow you to open staff profiles.');
    expect(within(region).getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/admin/dashboard');
    expect(api.callsTo('GET /admin/staff')).toHaveLength(0);
    // The sidebar does not offer what the guard refuses.
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).queryByRole('link', { name: 'Staffs' })).not.toBeInTheDocument();
  });

  it('lets a role that may read staff in, but refuses Add New Staff without staff:create', async () => {
    mockApi({
      'GET /admin/auth/profile': () => json(viewer([{ tableName: 'staff', name: 'read' }])),
      'GET /admin/staff': () => json(emptyPage),
    });
    const { router } = renderApp('/admin/profiles/staffs', { signedIn: true });
    expect(await screen.findByRole('grid', { name: 'Staff' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add New Staff' })).not.toBeInTheDocument();

    await router.navigate('/admin/profiles/staffs/create');
    expect(await screen.findByRole('region', { name: 'Access denied' })).toHaveTextContent('Add New Staff');
  });

  it('shows the designed state, not an error dump, when the API answers 403', async () => {
    mockApi({
      'GET /admin/auth/profile': () => json(viewer([{ tableName: 'staff', name: 'read' }])),
      'GET /admin/staff/7d8f4a52-0f1e-4b8e-9d55-0c1c7b8f6a11': () => apiError(403, 'You do not have permission to do that.'),
    });
    renderApp('/admin/profiles/staffs/7d8f4a52-0f1e-4b8e-9d55-0c1c7b8f6a11', { signedIn: true });
    expect(await screen.findByRole('region', { name: 'Access denied' })).toHaveTextContent('You do not have access');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  const forced: Array<{ path: string; grants: { tableName: string; name: string }[]; refusal: string }> = [
    { path: '/admin/leave-mgt/create', grants: [{ tableName: 'leave-request', name: 'read' }, { tableName: 'staff', name: 'read' }], refusal: 'new absences' },
    { path: '/admin/loans/create', grants: [{ tableName: 'loan-request', name: 'read' }, { tableName: 'staff', name: 'read' }], refusal: 'new loans' },
    { path: '/admin/medical-assistance/create', grants: [{ tableName: 'medical-assistance', name: 'read' }, { tableName: 'staff', name: 'read' }], refusal: 'new medical assistance requests' },
    { path: '/admin/requests/create', grants: [{ tableName: 'payment-requests', name: 'read' }, { tableName: 'staff', name: 'read' }], refusal: 'new payment requests' },
    { path: '/admin/staff-schedule/create/location', grants: [{ tableName: 'schedule', name: 'read' }, { tableName: 'staff', name: 'read' }, { tableName: 'location', name: 'read' }], refusal: 'new schedules' },
    { path: '/admin/staff-schedule/create/staff', grants: [{ tableName: 'schedule', name: 'read' }, { tableName: 'staff', name: 'read' }, { tableName: 'location', name: 'read' }], refusal: 'new schedules' },
  ];
  for (const { path, grants, refusal } of forced) {
    it(`shows the no-access screen, not a form, to a role without create who types ${path}`, async () => {
      const api = mockApi({ 'GET /admin/auth/profile': () => json(viewer(grants)) });
      renderApp(path, { signedIn: true });
      expect(await screen.findByRole('region', { name: 'Access denied' }, { timeout: 15_000 })).toHaveTextContent(`Your role does not allow you to open ${refusal}.`);
      expect(screen.queryByRole('button', { name: /^(Save|Submit|Create)/ })).not.toBeInTheDocument();
      expect(api.callsTo('GET /admin/staff')).toHaveLength(0);
    }, 30_000);
  }

  it('offers Suspend to a role that may update staff without the form pickers\' reads (no form, no picker), but not Edit', async () => {
    const id = '7d8f4a52-0f1e-4b8e-9d55-0c1c7b8f6a11';
    mockApi({
      'GET /admin/auth/profile': () => json(viewer([{ tableName: 'staff', name: 'read' }, { tableName: 'staff', name: 'update' }])),
      [`GET /admin/staff/${id}`]: () => json(activeStaff(id)),
    });
    renderApp(`/admin/profiles/staffs/${id}`, { signedIn: true });
    const actions = await screen.findByRole('group', { name: 'Staff actions' }, { timeout: 15_000 });
    expect(within(actions).getByRole('button', { name: 'Suspend' })).toBeVisible();
    expect(within(actions).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  }, 30_000);
});

function activeStaff(id: string) {
  return {
    id,
    staffId: 'STF-0042',
    firstName: 'Ngozi',
    lastName: 'Eze',
    fullName: 'Ngozi Eze',
    email: 'ngozi.eze@crewbase.test',
    phoneNumber: null,
    avatar: null,
    gender: null,
    dateOfBirth: null,
    address: null,
    status: 'Active',
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
    activated: true,
    invitation: null,
    dateJoined: '2025-01-06',
    createdAt: '2025-01-06T09:00:00.000Z',
    updatedAt: '2025-01-06T09:00:00.000Z',
  };
}
