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
});
