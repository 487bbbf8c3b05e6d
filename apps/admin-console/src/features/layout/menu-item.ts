// The shape of one entry of the admin menu (sidebar and mobile menu read the same config).
import type { DecisionResource, PermissionResource } from '@crewbase/domain';
import type SvgIcon from '@mui/material/SvgIcon';

type SvgIconComponent = typeof SvgIcon;

export interface MenuPermission {
  /** The resource, as the permission catalogue in @crewbase/domain names it (`staff`, `leave-request`, ...). */
  tableName: PermissionResource;
  action: 'read';
}

export interface MenuItem {
  id: string;
  label: string;
  icon?: SvgIconComponent;
  /** Where the entry links when no submenu shows for it. */
  path?: string;
  /** The permission a role needs to see the entry; none means every admin-area user sees it. */
  permission?: MenuPermission;
  /** The request kind whose waiting count (for a role that may approve it) shows next to the entry. */
  waitingFor?: DecisionResource;
  /** Whether the screen behind `path` exists yet. Entries whose screens are not built are never rendered. */
  available: boolean;
  children?: MenuItem[];
}
