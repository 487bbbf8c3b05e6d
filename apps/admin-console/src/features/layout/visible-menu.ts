// Who sees which admin menu entries: the role rules of spec section 6, then the role's read permissions.
import { hasPermission, isAdminRoleName, type Permission } from '@crewbase/domain';
import { INVENTORY_MENU_ID } from './admin-menu';
import type { MenuItem } from './menu-item';

export interface MenuViewer {
  roleName: string;
  permissions: Permission[];
  /**
   * Which menu is being built. The spec recognises admins differently in each: the desktop sidebar treats any role
   * whose name contains "admin" as an admin, the mobile menu (below the 991px header breakpoint) only "admin" and
   * "super admin".
   */
  surface?: 'sidebar' | 'mobile';
}

// The spec numbers menu entries and submenu entries by position; these are positions in the full config (from 0),
// whatever else is hidden, so the rules keep pointing at the same entries.
/** "Non-admin users in the admin area do not see sidebar item 2" — Reports. */
const ADMIN_ONLY_ITEM_INDEX = 2;
/** "Submenus show only to admins (except item 1)" — Profiles keeps its submenu for everyone. */
const SUBMENU_FOR_ALL_ITEM_INDEX = 1;
/**
 * "Inventory-related submenu item 7 is hidden for admins." Encoded literally: the inventory submenu entry at
 * position 7 is dropped for admins. Today's inventory submenu has three entries (Procure, Issuance, Maintain), so
 * this hides nothing until that submenu grows to eight entries.
 */
const INVENTORY_CHILD_HIDDEN_FOR_ADMINS_INDEX = 7;

export function visibleMenu<T extends MenuItem>(items: T[], viewer: MenuViewer): T[] {
  const isAdmin = isAdminRoleName(viewer.roleName, viewer.surface === 'mobile' ? 'exact' : 'contains');
  const role = { name: viewer.roleName, permissions: viewer.permissions };
  const permitted = (item: MenuItem) =>
    !item.permission || hasPermission(role, item.permission.tableName, item.permission.action);
  // Without a submenu an entry needs a screen of its own to link to.
  const withoutSubmenu = (item: T): T[] => (item.path ? [{ ...item, children: undefined }] : []);

  return items.flatMap((item, index): T[] => {
    if (!isAdmin && index === ADMIN_ONLY_ITEM_INDEX) return [];
    if (!permitted(item)) return [];
    if (!item.children) return [item];

    // Non-admins get no submenus (Profiles excepted); Inventory then links straight to the requisitions list.
    const submenuShows = isAdmin || index === SUBMENU_FOR_ALL_ITEM_INDEX;
    if (!submenuShows) return withoutSubmenu(item);

    const children = item.children.filter(
      (child, childIndex) =>
        !(isAdmin && item.id === INVENTORY_MENU_ID && childIndex === INVENTORY_CHILD_HIDDEN_FOR_ADMINS_INDEX) &&
        permitted(child),
    );
    return children.length > 0 ? [{ ...item, children }] : withoutSubmenu(item);
  });
}
