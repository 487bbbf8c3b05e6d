// The one rule: an action whose form reads other lists is offered only to a role that may read them too.
import type { Permission } from '@crewbase/domain';
import { adminProfileFixture } from '@crewbase/domain/testing';
import { screen } from '@testing-library/react';
import { json, mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { stubResizeObserver } from '../../testing/stub-resize-observer';
import { mayAct } from './action-needs';

beforeEach(() => stubResizeObserver());

const grant = (...keys: string[]): Permission[] =>
  keys.map((key, i) => {
    const [tableName, name] = key.split(':');
    return { id: `p-${i}`, tableName, name, description: null };
  });
const role = (...keys: string[]) => ({ name: 'Desk', permissions: grant(...keys) });
const pickerReads = ['department:read', 'job-title:read', 'location:read', 'staff-role:read'];

describe('mayAct', () => {
  it('grants Add New Staff only with the lists its form picks from', () => {
    expect(mayAct(role('staff:read', 'staff:create'), 'staff', 'create')).toBe(false);
    expect(mayAct(role('staff:read', 'staff:create', 'department:read', 'job-title:read', 'location:read'), 'staff', 'create')).toBe(false);
    expect(mayAct(role('staff:read', 'staff:create', ...pickerReads), 'staff', 'create')).toBe(true);
  });

  it('asks nothing more of actions whose forms read no other list, and everything of a super admin', () => {
    expect(mayAct(role('department:read', 'department:create'), 'department', 'create')).toBe(true);
    expect(mayAct(role('users:read', 'users:create'), 'users', 'create')).toBe(true);
    expect(mayAct(role('loan-request:create'), 'loan-request', 'create')).toBe(false);
    expect(mayAct(role('loan-request:create', 'staff:read'), 'loan-request', 'create')).toBe(true);
    expect(mayAct({ name: 'Super Admin', permissions: [] }, 'staff', 'create')).toBe(true);
  });
});

describe('a role that may create staff but not read departments', () => {
  const profile = (...keys: string[]) => ({ ...adminProfileFixture, role: { ...adminProfileFixture.role, name: 'Desk', displayName: 'Desk', permissions: grant(...keys) } });
  const staffPage = () => json({ data: [], count: 0, total: 0, page: 1, pageCount: 1 });

  it('is not offered Add New Staff, and the form refuses a forced address instead of failing at the pickers', async () => {
    const api = mockApi({
      'GET /admin/auth/profile': () => json(profile('staff:read', 'staff:create', 'job-title:read', 'location:read', 'staff-role:read')),
      'GET /admin/staff': staffPage,
    });
    const { router } = renderApp('/admin/profiles/staffs', { signedIn: true });
    expect(await screen.findByRole('grid', { name: 'Staff' }, { timeout: 15_000 })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Add New Staff' })).toBeNull();

    await router.navigate('/admin/profiles/staffs/create');
    expect(await screen.findByText(/You do not have access/)).toBeVisible();
    expect(api.callsTo('GET /admin/department')).toHaveLength(0);
  }, 30_000);

  it('is offered it once the role may read every list the form picks from', async () => {
    mockApi({
      'GET /admin/auth/profile': () => json(profile('staff:read', 'staff:create', ...pickerReads)),
      'GET /admin/staff': staffPage,
    });
    renderApp('/admin/profiles/staffs', { signedIn: true });
    expect(await screen.findByRole('link', { name: 'Add New Staff' }, { timeout: 15_000 })).toBeVisible();
  }, 30_000);
});
