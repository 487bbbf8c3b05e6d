// The account behind a request, read fresh on every request so status, role and password changes apply at once.
// These are the hottest queries of the API (one per request), so they are prepared statements.
import type { Area, PermissionAction, PermissionResource } from '@crewbase/domain';
import { SUPER_ADMIN_ROLE_NAME } from '@crewbase/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { permissions, refreshTokens, rolePermissions, roles, staff, users } from '../db/schema';
import { familyAliveCondition } from './refresh-tokens';

export interface StaffActor {
  area: 'staff';
  id: string;
}
export interface AdminActor {
  area: 'admin';
  id: string;
  roleId: string;
  roleName: string;
}
export type Actor = StaffActor | AdminActor;

export interface LoadedAccount {
  actor: Actor;
  /** Whether the account may use the product right now (staff Active, admin Active). */
  active: boolean;
  tokensValidAfter: Date | null;
}

export interface LoadedSession extends LoadedAccount {
  /** Whether the sign-in the access token belongs to (its refresh token family) is still going. */
  sessionAlive: boolean;
  /** Whether the account may do the permission asked for (`loadSession`'s `permission`); false when none was asked. */
  allowed: boolean;
}

/** A permission the request needs, checked in the session query itself. */
export interface NeededPermission {
  resource: PermissionResource;
  action: PermissionAction;
}

const id = sql.placeholder('id');
const familyId = sql.placeholder('familyId');
const now = sql.placeholder('now');

/**
 * The account queries as prepared statements, built once per database: every request runs one, so neither the query
 * building nor (on PostgreSQL, named statements) the server's parse and plan is repeated. A transaction gets its own.
 */
function prepareAccountQueries(db: Db) {
  const staffColumns = { id: staff.id, status: staff.status, tokensValidAfter: staff.tokensValidAfter };
  const adminColumns = { id: users.id, status: users.status, tokensValidAfter: users.tokensValidAfter, roleId: roles.id, roleName: roles.name };
  const alive = (area: Area, accountId: typeof staff.id | typeof users.id) =>
    sql<boolean>`exists (${db.select({ one: sql`1` }).from(refreshTokens).where(familyAliveCondition(area, accountId, familyId, now))})`;
  const grants = sql<boolean>`exists (${db
    .select({ one: sql`1` })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(and(eq(rolePermissions.roleId, roles.id), eq(permissions.tableName, sql.placeholder('resource')), eq(permissions.name, sql.placeholder('action'))))})`;
  return {
    staff: db.select(staffColumns).from(staff).where(eq(staff.id, id)).prepare('account_staff'),
    admin: db.select(adminColumns).from(users).innerJoin(roles, eq(roles.id, users.roleId)).where(eq(users.id, id)).prepare('account_admin'),
    staffSession: db
      .select({ ...staffColumns, sessionAlive: alive('staff', staff.id) })
      .from(staff)
      .where(eq(staff.id, id))
      .prepare('session_staff'),
    adminSession: db
      .select({ ...adminColumns, sessionAlive: alive('admin', users.id) })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(eq(users.id, id))
      .prepare('session_admin'),
    // The admin route's permission in the same round trip: most admin requests need one, and asking for it apart
    // was a second query on every request of every admin who is not a super admin.
    adminSessionAllowed: db
      .select({ ...adminColumns, sessionAlive: alive('admin', users.id), allowed: grants })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(eq(users.id, id))
      .prepare('session_admin_allowed'),
    roleAllows: db
      .select({ one: sql<number>`1` })
      .from(rolePermissions)
      .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
      .where(and(eq(rolePermissions.roleId, sql.placeholder('roleId')), eq(permissions.tableName, sql.placeholder('resource')), eq(permissions.name, sql.placeholder('action'))))
      .limit(1)
      .prepare('role_allows'),
  };
}

const prepared = new WeakMap<Db, ReturnType<typeof prepareAccountQueries>>();

function accountQueries(db: Db): ReturnType<typeof prepareAccountQueries> {
  let queries = prepared.get(db);
  if (!queries) {
    queries = prepareAccountQueries(db);
    prepared.set(db, queries);
  }
  return queries;
}

type AccountRow = { id: string; status: string; tokensValidAfter: Date | null; roleId?: string; roleName?: string };

function toAccount(area: Area, row: AccountRow): LoadedAccount {
  const actor: Actor = area === 'staff' ? { area, id: row.id } : { area, id: row.id, roleId: row.roleId as string, roleName: row.roleName as string };
  return { actor, active: row.status === 'Active', tokensValidAfter: row.tokensValidAfter };
}

export async function loadAccount(db: Db, area: Area, accountId: string): Promise<LoadedAccount | null> {
  const queries = accountQueries(db);
  const [row] = await (area === 'staff' ? queries.staff : queries.admin).execute({ id: accountId });
  return row ? toAccount(area, row) : null;
}

/**
 * The account behind an access token, whether its sign-in (`sid`, the refresh token family) is still going and, for
 * an admin route that needs a permission, whether the account's role grants it (a super admin has every one), in one
 * query: what the auth hook asks on every request.
 */
export async function loadSession(db: Db, area: Area, accountId: string, sid: string, permission?: NeededPermission, at = new Date()): Promise<LoadedSession | null> {
  const queries = accountQueries(db);
  const values = { id: accountId, familyId: sid, now: at.toISOString() };
  if (area === 'admin' && permission) {
    const [row] = await queries.adminSessionAllowed.execute({ ...values, resource: permission.resource, action: permission.action });
    if (!row) return null;
    const account = toAccount(area, row);
    return { ...account, sessionAlive: row.sessionAlive === true, allowed: isSuperAdminRole(row.roleName) || row.allowed === true };
  }
  const [row] = await (area === 'staff' ? queries.staffSession : queries.adminSession).execute(values);
  return row ? { ...toAccount(area, row), sessionAlive: row.sessionAlive === true, allowed: false } : null;
}

export const isSuperAdminRole = (roleName: string) => roleName.trim().toLowerCase() === SUPER_ADMIN_ROLE_NAME.toLowerCase();

/** Whether the admin's role grants `action` on `resource`. A super admin has every permission. */
export async function roleAllows(db: Db, actor: AdminActor, resource: PermissionResource, action: PermissionAction): Promise<boolean> {
  if (isSuperAdminRole(actor.roleName)) return true;
  const [row] = await accountQueries(db).roleAllows.execute({ roleId: actor.roleId, resource, action });
  return row !== undefined;
}
