// Shifts in SQL. A shift's span (starts_at, ends_at) is stored as local date-times, so "does this person already work
// then?" is one indexed range query on (staff_id, starts_at), across midnight and week boundaries alike.
import { isOvernightShift, scheduleDayListFields, type Shift, type StaffStatus, type Weekday } from '@crewbase/domain';
import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { type Db } from '../../db/database';
import { locations, scheduleShifts, staff } from '../../db/schema';
import { exportColumns } from '../../platform/export-format';
import { defineListSpec, type ListField, type ParsedListQuery } from '../../platform/list-query';
import { defineResource } from '../../platform/resource';

const fullName = sql<string>`(${staff.firstName} || ' ' || ${staff.lastName})`;

const shiftColumns = {
  id: scheduleShifts.id,
  week: scheduleShifts.week,
  dayOfWeek: scheduleShifts.dayOfWeek,
  date: scheduleShifts.shiftDate,
  startTime: scheduleShifts.startTime,
  endTime: scheduleShifts.endTime,
  startsAt: scheduleShifts.startsAt,
  endsAt: scheduleShifts.endsAt,
  locationId: locations.id,
  locationName: locations.name,
  staffUuid: staff.id,
  staffCode: staff.staffId,
  firstName: staff.firstName,
  lastName: staff.lastName,
  staffStatus: staff.status,
  createdAt: scheduleShifts.createdAt,
  updatedAt: scheduleShifts.updatedAt,
};

interface ShiftRow {
  id: string;
  week: string;
  dayOfWeek: Weekday;
  date: string;
  startTime: string;
  endTime: string;
  startsAt: string;
  endsAt: string;
  locationId: string;
  locationName: string;
  staffUuid: string;
  staffCode: string;
  firstName: string;
  lastName: string;
  staffStatus: StaffStatus;
  createdAt: Date;
  updatedAt: Date;
}

/** `2026-11-23 22:00:00` (either driver) -> `2026-11-23T22:00`. */
const localDateTime = (value: string) => value.replace(' ', 'T').slice(0, 16);
const hhmm = (value: string) => value.slice(0, 5);

export const toShift = (row: ShiftRow): Shift => ({
  id: row.id,
  week: row.week,
  dayOfWeek: row.dayOfWeek,
  date: row.date,
  startTime: hhmm(row.startTime),
  endTime: hhmm(row.endTime),
  overnight: isOvernightShift(hhmm(row.startTime), hhmm(row.endTime)),
  startsAt: localDateTime(row.startsAt),
  endsAt: localDateTime(row.endsAt),
  location: { id: row.locationId, name: row.locationName },
  staff: { id: row.staffUuid, staffId: row.staffCode, fullName: `${row.firstName} ${row.lastName}`, status: row.staffStatus },
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const selectShifts = (db: Db) =>
  db
    .select(shiftColumns)
    .from(scheduleShifts)
    .innerJoin(staff, eq(staff.id, scheduleShifts.staffId))
    .innerJoin(locations, eq(locations.id, scheduleShifts.locationId));

const shiftOrder = [asc(scheduleShifts.startsAt), asc(sql`lower(${fullName})`), asc(scheduleShifts.id)];

export async function findShifts(db: Db, where: SQL | undefined): Promise<Shift[]> {
  const rows = await selectShifts(db).where(where).orderBy(...shiftOrder);
  return rows.map(toShift);
}

export async function findShift(db: Db, id: string): Promise<Shift | undefined> {
  const [row] = await selectShifts(db).where(eq(scheduleShifts.id, id));
  return row ? toShift(row) : undefined;
}

export const shiftsOfLocationWeek = (db: Db, locationId: string, week: string) =>
  findShifts(db, and(eq(scheduleShifts.locationId, locationId), eq(scheduleShifts.week, week)));

export const shiftsOfStaffWeek = (db: Db, staffId: string, week: string) =>
  findShifts(db, and(eq(scheduleShifts.staffId, staffId), eq(scheduleShifts.week, week)));

/** Part of a name or staff ID, matched literally (no wildcards). */
const matches = (expr: SQL | typeof staff.staffId, search: string) => sql`strpos(lower(${expr}), lower(${search})) > 0`;

/** The day a list of shifts shows: one location, one day of one week, optionally people matching `search`. */
export interface ScheduleDay {
  locationId: string;
  week: string;
  dayOfWeek: Weekday;
  search?: string;
}

/** GET /api/admin/schedule/day: one day at a location, and its export. */
export const scheduleDayResource = defineResource({
  name: 'schedule-day',
  title: 'Schedule',
  permission: 'schedule',
  table: scheduleShifts,
  id: scheduleShifts.id,
  joins: [
    // Left joins along NOT NULL foreign keys (one row each), which PostgreSQL drops when no filter or sort needs them.
    { table: staff, on: eq(staff.id, scheduleShifts.staffId) },
    { table: locations, on: eq(locations.id, scheduleShifts.locationId) },
  ],
  scope: (day: ScheduleDay) => {
    const search = day.search?.trim();
    return and(
      eq(scheduleShifts.locationId, day.locationId),
      eq(scheduleShifts.week, day.week),
      eq(scheduleShifts.dayOfWeek, day.dayOfWeek),
      search ? sql`(${matches(fullName, search)} or ${matches(staff.staffId, search)})` : undefined,
    );
  },
  extraParams: ['week', 'dayOfWeek', 'locationId', 'search'],
  fields: {
    'staff.fullName': { expr: fullName, type: 'text', notNull: true },
    'staff.staffId': { expr: staff.staffId, type: 'text', notNull: true },
    startTime: { expr: scheduleShifts.startTime, type: 'timestamp', filterable: false, notNull: true },
    endTime: { expr: scheduleShifts.endTime, type: 'timestamp', filterable: false, notNull: true },
    createdAt: { expr: scheduleShifts.createdAt, type: 'timestamp', notNull: true },
  } satisfies Record<(typeof scheduleDayListFields)[number], ListField>,
  defaultSort: [
    { field: 'startTime', direction: 'ASC' },
    { field: 'staff.fullName', direction: 'ASC' },
  ],
  columns: shiftColumns,
  toItem: toShift,
  exportColumns: exportColumns<Shift>()([
    { header: 'Staff ID', type: 'text', value: (s) => s.staff.staffId },
    { header: 'Name', type: 'text', value: (s) => s.staff.fullName },
    { header: 'Location', type: 'text', value: (s) => s.location.name },
    { header: 'Date', type: 'date', value: (s) => s.date },
    { header: 'Start', type: 'text', value: (s) => s.startTime },
    { header: 'End', type: 'text', value: (s) => s.endTime },
    { header: 'Overnight', type: 'text', value: (s) => (s.overnight ? 'Yes' : 'No') },
  ]),
});

/** The overview list: every location, with its shift count for the week (sortable and filterable). */
export const locationOverviewSpec = (week: string) =>
  defineListSpec<'location.name' | 'shiftCount'>({
    fields: {
      'location.name': { expr: locations.name, type: 'text' },
      shiftCount: {
        expr: sql`(select count(*) from schedule_shifts s where s.location_id = ${locations.id} and s.week = ${week}::date)`,
        type: 'number',
      },
    },
    defaultSort: [{ field: 'location.name', direction: 'ASC' }],
    tieBreaker: locations.id,
  });

export async function listLocationsForWeek(
  db: Db,
  search: string | undefined,
  query: ParsedListQuery,
): Promise<{ rows: Array<{ id: string; name: string }>; total: number }> {
  const term = search?.trim();
  const where = and(term ? matches(sql`${locations.name}`, term) : undefined, query.where);
  const rows = await db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(where)
    .orderBy(...query.orderBy)
    .limit(query.limit)
    .offset(query.offset);
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(locations).where(where);
  return { rows, total };
}

/** Per location and weekday: shifts, and distinct people over the week. */
export async function weekCounts(
  db: Db,
  locationIds: string[],
  week: string,
): Promise<{ byDay: Array<{ locationId: string; dayOfWeek: Weekday; shifts: number }>; people: Map<string, number> }> {
  if (locationIds.length === 0) return { byDay: [], people: new Map() };
  const where = and(inArray(scheduleShifts.locationId, locationIds), eq(scheduleShifts.week, week));
  const byDay = await db
    .select({ locationId: scheduleShifts.locationId, dayOfWeek: scheduleShifts.dayOfWeek, shifts: sql<number>`count(*)::int` })
    .from(scheduleShifts)
    .where(where)
    .groupBy(scheduleShifts.locationId, scheduleShifts.dayOfWeek);
  const people = await db
    .select({ locationId: scheduleShifts.locationId, people: sql<number>`count(distinct ${scheduleShifts.staffId})::int` })
    .from(scheduleShifts)
    .where(where)
    .groupBy(scheduleShifts.locationId);
  return { byDay, people: new Map(people.map((p) => [p.locationId, p.people])) };
}

export async function findLocations(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: locations.id, name: locations.name }).from(locations).where(inArray(locations.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export interface StaffFacts {
  id: string;
  staffId: string;
  fullName: string;
  status: StaffStatus;
}

/**
 * The staff members, locked for this transaction (FOR UPDATE) so two admins scheduling the same person at once are
 * serialised and the clash check cannot miss the other's shift.
 */
export async function lockStaff(db: Db, ids: string[]): Promise<Map<string, StaffFacts>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: staff.id, staffId: staff.staffId, firstName: staff.firstName, lastName: staff.lastName, status: staff.status })
    .from(staff)
    .where(inArray(staff.id, ids))
    .orderBy(staff.id)
    .for('update');
  return new Map(rows.map((r) => [r.id, { id: r.id, staffId: r.staffId, fullName: `${r.firstName} ${r.lastName}`, status: r.status }]));
}

export async function findStaffFacts(db: Db, id: string): Promise<StaffFacts | undefined> {
  const [row] = await db
    .select({ id: staff.id, staffId: staff.staffId, firstName: staff.firstName, lastName: staff.lastName, status: staff.status })
    .from(staff)
    .where(eq(staff.id, id));
  return row ? { id: row.id, staffId: row.staffId, fullName: `${row.firstName} ${row.lastName}`, status: row.status } : undefined;
}

export interface Candidate {
  staffId: string;
  startsAt: string;
  endsAt: string;
}

/** Existing shifts overlapping any candidate of the same person (half-open spans: touching ends do not clash). */
export async function findClashes(db: Db, candidates: Candidate[], excludeShiftId?: string): Promise<Array<{ index: number; shift: Shift }>> {
  if (candidates.length === 0) return [];
  const values = sql.join(
    candidates.map((c, i) => sql`(${i}::int, ${c.staffId}::uuid, ${c.startsAt}::timestamp, ${c.endsAt}::timestamp)`),
    sql`, `,
  );
  const candidate = sql`(values ${values}) as n(idx, staff_id, starts_at, ends_at)`;
  const rows = await db
    .select({ ...shiftColumns, index: sql<number>`n.idx` })
    .from(scheduleShifts)
    .innerJoin(candidate, sql`n.staff_id = ${scheduleShifts.staffId} and ${scheduleShifts.startsAt} < n.ends_at and ${scheduleShifts.endsAt} > n.starts_at`)
    .innerJoin(staff, eq(staff.id, scheduleShifts.staffId))
    .innerJoin(locations, eq(locations.id, scheduleShifts.locationId))
    .where(excludeShiftId ? ne(scheduleShifts.id, excludeShiftId) : undefined)
    .orderBy(sql`n.idx`, asc(scheduleShifts.startsAt));
  return rows.map(({ index, ...row }) => ({ index, shift: toShift(row) }));
}

export interface ShiftValues {
  staffId: string;
  locationId: string;
  week: string;
  dayOfWeek: Weekday;
  shiftDate: string;
  startTime: string;
  endTime: string;
  startsAt: string;
  endsAt: string;
}

export async function insertShifts(db: Db, values: Array<ShiftValues & { createdById: string }>): Promise<string[]> {
  const rows = await db.insert(scheduleShifts).values(values).returning({ id: scheduleShifts.id });
  return rows.map((r) => r.id);
}

export async function updateShift(db: Db, id: string, values: Omit<ShiftValues, 'staffId' | 'week'>): Promise<boolean> {
  const rows = await db.update(scheduleShifts).set(values).where(eq(scheduleShifts.id, id)).returning({ id: scheduleShifts.id });
  return rows.length > 0;
}

export async function deleteShift(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(scheduleShifts).where(eq(scheduleShifts.id, id)).returning({ id: scheduleShifts.id });
  return rows.length > 0;
}
