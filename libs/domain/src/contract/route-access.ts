// Who may call an endpoint. Declared once with the endpoint; the API's auth hook reads it from route config and the
// api-client reads it to know which calls go without a bearer.
import type { Area } from '../enums';
import type { PermissionAction, PermissionResource } from '../permissions';

/** Route access rule. Every endpoint states one. */
export interface RouteAccess {
  /** Anyone may call it. */
  public?: boolean;
  /** Who may call it: a valid access token of this area (or of either listed area). */
  area?: Area | readonly Area[];
  /** Admin routes: the permission the caller's role must grant. */
  permission?: { resource: PermissionResource; action: PermissionAction };
}

/** The four rules endpoints use, so a declaration reads `access: adminMay('department', 'read')`. */
export const publicAccess = { public: true } as const satisfies RouteAccess;
export const staffAccess = { area: 'staff' } as const satisfies RouteAccess;
/** A signed-in person of either area (uploads). */
export const signedInAccess = { area: ['staff', 'admin'] } as const satisfies RouteAccess;
/** The admin's own account: every admin may use it, so no permission is named. */
export const ownAdminAccountAccess = { area: 'admin' } as const satisfies RouteAccess;

export const adminMay = <R extends PermissionResource, A extends PermissionAction>(resource: R, action: A) =>
  ({ area: 'admin', permission: { resource, action } }) as const satisfies RouteAccess;
