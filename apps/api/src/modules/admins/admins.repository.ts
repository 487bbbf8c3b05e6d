// Admin accounts in SQL.
import { adminListFields, accountStatusSchema, SUPER_ADMIN_ROLE_NAME, type AccountStatus, type Admin } from '@crewbase/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { roles, users } from '../../db/schema';
import { exportColumns } from '../../platform/export-format';
import type { ListField } from '../../platform/list-query';
import { createdUpToYearEnd, defineResource } from '../../platform/resource';

// Only these columns ever leave the table: no password hash, no token cut-off.
const columns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phoneNumber: users.phoneNumber,
  avatar: users.avatar,
  status: users.status,
  roleId: roles.id,
  roleName: roles.name,
  roleDisplayName: roles.displayName,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};
type Row = Omit<Admin, 'fullName' | 'role' | 'createdAt' | 'updatedAt'> & {
  roleId: string;
  roleName: string;
  roleDisplayName: string;
  createdAt: Date;
  updatedAt: Date;
};
const toAdmin = ({ roleId, roleName, roleDisplayName, ...r }: Row): Admin => ({
  ...r,
  fullName: `${r.firstName} ${r.lastName}`,
  role: { id: roleId, name: roleName, displayName: roleDisplayName },
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

const base = (db: Db) => db.select(columns).from(users).innerJoin(roles, eq(roles.id, users.roleId));

/** GET /api/admin/users and its export. */
export const adminResource = defineResource({
  name: 'admins',
  title: 'Admins',
  permission: 'users',
  table: users,
  id: users.id,
  joins: [{ table: roles, on: eq(roles.id, users.roleId), inner: true }],
  fields: {
    firstName: { expr: users.firstName, type: 'text', notNull: true },
    lastName: { expr: users.lastName, type: 'text', notNull: true },
    email: { expr: users.email, type: 'text', notNull: true },
    'role.displayName': { expr: roles.displayName, type: 'text', notNull: true },
    status: { expr: users.status, type: 'enum', values: accountStatusSchema.options, notNull: true },
    createdAt: { expr: users.createdAt, type: 'timestamp', notNull: true },
  } satisfies Record<(typeof adminListFields)[number], ListField>,
  statusField: 'status',
  defaultSort: [{ field: 'createdAt', direction: 'DESC' }],
  defaultFilters: createdUpToYearEnd(),
  columns,
  toItem: toAdmin,
  exportColumns: exportColumns<Admin>()([
    { header: 'Full name', type: 'text', value: (a) => a.fullName },
    { header: 'Email', type: 'text', value: (a) => a.email },
    { header: 'Phone', type: 'text', value: (a) => a.phoneNumber },
    { header: 'Role', type: 'text', value: (a) => a.role.displayName },
    { header: 'Status', type: 'text', value: (a) => a.status },
    { header: 'Created', type: 'datetime', value: (a) => a.createdAt },
  ]),
});

export async function find(db: Db, id: string): Promise<Admin | null> {
  const [row] = await base(db).where(eq(users.id, id));
  return row ? toAdmin(row) : null;
}

export async function hasPassword(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ set: sql<boolean>`${users.passwordHash} is not null` }).from(users).where(eq(users.id, id));
  return row?.set ?? false;
}

export async function emailTaken(db: Db, email: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, exceptId ? ne(users.id, exceptId) : undefined))
    .limit(1);
  return row !== undefined;
}

export async function findRole(db: Db, id: string): Promise<{ id: string; name: string } | null> {
  const [row] = await db.select({ id: roles.id, name: roles.name }).from(roles).where(eq(roles.id, id));
  return row ?? null;
}

/** Active super admins other than `exceptId`. */
export async function otherActiveSuperAdmins(db: Db, exceptId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(ne(users.id, exceptId), eq(users.status, 'Active'), sql`lower(${roles.name}) = lower(${SUPER_ADMIN_ROLE_NAME})`));
  return row.n;
}

export async function insert(
  db: Db,
  values: { firstName: string; lastName: string; email: string; phoneNumber: string | null; roleId: string },
): Promise<string> {
  const [row] = await db.insert(users).values({ ...values, status: 'Pending' }).returning({ id: users.id });
  return row.id;
}

export interface AdminChanges {
  firstName?: string;
  lastName?: string;
  email?: string;
  phoneNumber?: string | null;
  roleId?: string;
  status?: AccountStatus;
  tokensValidAfter?: Date;
}

/** Applies the changes; with `fromStatus`, only while the account is still in that status (one winner). */
export async function update(db: Db, id: string, changes: AdminChanges, fromStatus?: AccountStatus): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(users.id, id), fromStatus ? eq(users.status, fromStatus) : undefined))
    .returning({ id: users.id });
  return rows.length === 1;
}

/** Pending -> Active with the chosen password (activation). */
export async function activate(db: Db, id: string, passwordHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ passwordHash, status: 'Active', tokensValidAfter: now, updatedAt: now })
    .where(and(eq(users.id, id), eq(users.status, 'Pending')))
    .returning({ id: users.id });
  return rows.length === 1;
}

export async function findByEmail(db: Db, email: string): Promise<{ id: string; status: AccountStatus } | null> {
  const [row] = await db.select({ id: users.id, status: users.status }).from(users).where(sql`lower(${users.email}) = lower(${email})`);
  return row ?? null;
}
