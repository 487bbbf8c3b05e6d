// Leave types in SQL.
import { leaveTypeListFields, type LeaveType, type LeaveTypeCode } from '@crewbase/domain';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/database';
import { leaveRequests, leaveTypes } from '../../db/schema';
import type { ListField } from '../../platform/list-query';
import { defineResource } from '../../platform/resource';

const t = leaveTypes;
const columns = {
  id: t.id,
  code: t.code,
  name: t.name,
  entitlementDays: t.entitlementDays,
  paid: t.paid,
  documentRequired: t.documentRequired,
  countsAgainstBalance: t.countsAgainstBalance,
  proRated: t.proRated,
  active: t.active,
  createdAt: t.createdAt,
  updatedAt: t.updatedAt,
};
type Row = typeof t.$inferSelect;
export const toLeaveType = (r: Row): LeaveType => ({
  id: r.id,
  code: r.code as LeaveTypeCode | null,
  name: r.name,
  entitlementDays: r.entitlementDays,
  paid: r.paid,
  documentRequired: r.documentRequired,
  countsAgainstBalance: r.countsAgainstBalance,
  proRated: r.proRated,
  active: r.active,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** GET /api/admin/leave-type: a handful of rows, listed through the kit like every settings list. */
export const leaveTypeResource = defineResource({
  name: 'leave-types',
  title: 'Leave types',
  permission: 'leave-type',
  table: t,
  id: t.id,
  fields: {
    name: { expr: t.name, type: 'text', notNull: true },
    entitlementDays: { expr: t.entitlementDays, type: 'number', notNull: true },
    createdAt: { expr: t.createdAt, type: 'timestamp', notNull: true },
  } satisfies Record<(typeof leaveTypeListFields)[number], ListField>,
  defaultSort: [{ field: 'name', direction: 'ASC' }],
  columns,
  toItem: toLeaveType,
});

export async function find(db: Db, id: string): Promise<LeaveType | null> {
  const [row] = await db.select().from(t).where(eq(t.id, id));
  return row ? toLeaveType(row) : null;
}

export async function findByCode(db: Db, code: LeaveTypeCode): Promise<LeaveType | null> {
  const [row] = await db.select().from(t).where(eq(t.code, code));
  return row ? toLeaveType(row) : null;
}

/** The active types: Annual first (what most requests are), then by name. */
export async function active(db: Db): Promise<LeaveType[]> {
  return (await db.select().from(t).where(eq(t.active, true)).orderBy(sql`${t.code} = 'ANNUAL' desc`, asc(t.name))).map(toLeaveType);
}

export async function byIds(db: Db, ids: readonly string[]): Promise<LeaveType[]> {
  if (ids.length === 0) return [];
  return (await db.select().from(t).where(inArray(t.id, [...ids]))).map(toLeaveType);
}

export async function nameTaken(db: Db, name: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: t.id })
    .from(t)
    .where(and(sql`lower(${t.name}) = lower(${name})`, exceptId ? ne(t.id, exceptId) : undefined))
    .limit(1);
  return row !== undefined;
}

export async function insert(db: Db, values: Omit<typeof t.$inferInsert, 'id'>): Promise<string> {
  const [row] = await db.insert(t).values(values).returning({ id: t.id });
  return row.id;
}

export async function update(db: Db, id: string, changes: Partial<typeof t.$inferInsert>): Promise<boolean> {
  const rows = await db.update(t).set({ ...changes, updatedAt: new Date() }).where(eq(t.id, id)).returning({ id: t.id });
  return rows.length === 1;
}

export async function usage(db: Db, id: string): Promise<{ requests: number }> {
  const [row] = await selectRows<{ requests: number }>(db, sql`select count(*)::int as "requests" from ${leaveRequests} where ${leaveRequests.leaveTypeId} = ${id}`);
  return row;
}

/** Annual leave's entitlement, kept equal to the request settings' leave days per year. */
export async function setAnnualEntitlement(db: Db, days: number): Promise<void> {
  await db.update(t).set({ entitlementDays: days, updatedAt: new Date() }).where(eq(t.code, 'ANNUAL'));
}
