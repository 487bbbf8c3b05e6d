import type { Permission } from '@crewbase/domain';
import { adminMenu } from './admin-menu';
import { availableMenu } from './available-menu';
import type { MenuItem } from './menu-item';
import { visibleMenu } from './visible-menu';

const can = (...tableNames: string[]): Permission[] =>
  tableNames.map((tableName, i) => ({ id: `p${i}`, name: 'read', tableName, description: null }));

const outline = (items: MenuItem[]) =>
  items.map((item) => (item.children ? { [item.label]: item.children.map((c) => c.label) } : item.label));

describe('visibleMenu', () => {
  it('shows a super admin the whole menu, in the spec order, with every submenu', () => {
    const menu = visibleMenu(adminMenu, { roleName: 'Super Admin', permissions: [] });

    expect(outline(menu)).toEqual([
      'Dashboard',
      { Profiles: ['Admins', 'Staffs'] },
      { Reports: ["Driver's License", 'Loans', 'Leave', 'Medical', 'Penalties'] },
      'Performance',
      'Messages',
      'Schedule',
      'Payroll',
      'Leaves',
      'Loans',
      'Requests',
      'Medicals',
      { Inventory: ['Procure', 'Issuance', 'Maintain'] },
      'Settings',
    ]);
  });

  it('hides a limited admin (HR Manager) item 2, the submenus other than Profiles, and what the role may not read', () => {
    const permissions = can('users', 'staff', 'reports', 'leave-request', 'loan-request', 'medical-assistance', 'inventory', 'requisitions', 'messages');
    const menu = visibleMenu(adminMenu, { roleName: 'HR Manager', permissions });

    expect(outline(menu)).toEqual([
      'Dashboard',
      { Profiles: ['Admins', 'Staffs'] },
      'Messages',
      'Leaves',
      'Loans',
      'Medicals',
      'Inventory',
    ]);
    // Reports stays hidden even though the role may read reports: item 2 is for admins only.
    expect(menu.find((item) => item.id === 'reports')).toBeUndefined();
    // No submenu: Inventory goes straight to the requisitions list.
    expect(menu.find((item) => item.id === 'inventory')).toMatchObject({
      path: '/admin/inventory/requisitions',
      children: undefined,
    });
  });

  it('shows a role without permissions only what needs none', () => {
    const menu = visibleMenu(adminMenu, { roleName: 'Auditor', permissions: [] });

    expect(outline(menu)).toEqual(['Dashboard']);
  });

  it('keeps only the Profiles entries a non-admin may read', () => {
    const menu = visibleMenu(adminMenu, { roleName: 'HR Manager', permissions: can('staff') });

    expect(outline(menu)).toEqual(['Dashboard', { Profiles: ['Staffs'] }]);
  });

  it('recognises admins by "contains admin" in the sidebar and by the exact names in the mobile menu', () => {
    const viewer = { roleName: 'Regional Admin', permissions: can('reports', 'inventory') };

    const sidebar = visibleMenu(adminMenu, viewer).map((item) => item.id);
    const mobile = visibleMenu(adminMenu, { ...viewer, surface: 'mobile' }).map((item) => item.id);

    expect(sidebar).toContain('reports');
    expect(mobile).not.toContain('reports');
    expect(visibleMenu(adminMenu, { roleName: 'super admin', permissions: [], surface: 'mobile' }).map((i) => i.id)).toContain(
      'reports',
    );
  });

  it('hides inventory submenu entry 7 from admins only, exactly as the spec words it', () => {
    const children = Array.from({ length: 9 }, (_, i) => ({ id: `c${i}`, label: `Child ${i}`, path: `/admin/c${i}`, available: true }));
    const items: MenuItem[] = adminMenu.map((item) => (item.id === 'inventory' ? { ...item, children } : item));

    const forAdmin = visibleMenu(items, { roleName: 'Super Admin', permissions: [] }).find((i) => i.id === 'inventory');

    expect(forAdmin?.children?.map((c) => c.id)).toEqual(['c0', 'c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c8']);
  });
});

describe('availableMenu', () => {
  it('renders only the screens that exist today', () => {
    const menu = availableMenu(visibleMenu(adminMenu, { roleName: 'Super Admin', permissions: [] }));

    expect(outline(menu)).toEqual([
      'Dashboard',
      { Profiles: ['Admins', 'Staffs'] },
      { Reports: ["Driver's License", 'Loans', 'Leave', 'Medical', 'Penalties'] },
      'Performance',
      'Messages',
      'Schedule',
      'Payroll',
      'Leaves',
      'Loans',
      'Requests',
      'Medicals',
      { Inventory: ['Procure', 'Issuance', 'Maintain'] },
      'Settings',
    ]);
  });

  it('sends a site manager (requisitions alone) straight to the requisitions list, and gives an admin without inventory no submenu', () => {
    const siteManager = visibleMenu(adminMenu, { roleName: 'Site Manager', permissions: can('requisitions') });
    expect(outline(siteManager)).toEqual(['Dashboard', 'Inventory']);
    expect(siteManager.find((item) => item.id === 'inventory')).toMatchObject({ path: '/admin/inventory/requisitions', children: undefined });

    const admin = visibleMenu(adminMenu, { roleName: 'Stores Admin', permissions: can('requisitions') });
    expect(admin.find((item) => item.id === 'inventory')).toMatchObject({ path: '/admin/inventory/requisitions', children: undefined });
  });

  it('keeps a submenu when one of its entries exists and drops the rest', () => {
    const items: MenuItem[] = [
      {
        id: 'profiles',
        label: 'Profiles',
        available: false,
        children: [
          { id: 'a', label: 'Admins', path: '/admin/profiles/admins', available: true },
          { id: 's', label: 'Staffs', path: '/admin/profiles/staffs', available: false },
        ],
      },
    ];

    expect(outline(availableMenu(items))).toEqual([{ Profiles: ['Admins'] }]);
  });
});
