// The list fields every request list shares (whose, when) and the staff columns each row shows.
import { eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { staff } from '../../db/schema';
import type { ListField } from '../../platform/list-query';

export const staffFullName = sql<string>`(${staff.firstName} || ' ' || ${staff.lastName})`;

/**
 * staff (the spec's column: the person's full name), staff.id, staff.staffId, staff.fullName and createdAt; the lists
 * join `staff` on the request's staff_id.
 */
export const requestListFields = (createdAt: PgColumn) =>
  ({
    staff: { expr: staffFullName, type: 'text', notNull: true },
    'staff.id': { expr: staff.id, type: 'uuid', sortable: false },
    'staff.staffId': { expr: staff.staffId, type: 'text', notNull: true },
    'staff.fullName': { expr: staffFullName, type: 'text', notNull: true },
    createdAt: { expr: createdAt, type: 'timestamp', notNull: true },
  }) satisfies Record<string, ListField>;

/**
 * Every request list reads its rows joined to their staff member. A left join: staff_id is NOT NULL and references
 * staff, so it finds the one row an inner join would, and PostgreSQL can drop it from the page's id query and the count.
 */
export const requestStaffJoin = (staffId: PgColumn) => ({ table: staff, on: eq(staff.id, staffId) });

/** The staff columns of a request row. */
export const requestStaffColumns = { staffUuid: staff.id, staffNumber: staff.staffId, staffFullName };

export const toRequestStaff = (row: { staffUuid: string; staffNumber: string; staffFullName: string }) => ({
  id: row.staffUuid,
  staffId: row.staffNumber,
  fullName: row.staffFullName,
});
