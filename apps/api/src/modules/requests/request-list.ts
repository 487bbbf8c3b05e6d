// The list fields every request list shares (whose, when) and the staff columns each row shows.
import { sql } from 'drizzle-orm';
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
    staff: { expr: staffFullName, type: 'text' },
    'staff.id': { expr: staff.id, type: 'uuid', sortable: false },
    'staff.staffId': { expr: staff.staffId, type: 'text' },
    'staff.fullName': { expr: staffFullName, type: 'text' },
    createdAt: { expr: createdAt, type: 'timestamp' },
  }) satisfies Record<string, ListField>;

/** The staff columns of a request row. */
export const requestStaffColumns = { staffUuid: staff.id, staffNumber: staff.staffId, staffFullName };

export const toRequestStaff = (row: { staffUuid: string; staffNumber: string; staffFullName: string }) => ({
  id: row.staffUuid,
  staffId: row.staffNumber,
  fullName: row.staffFullName,
});
