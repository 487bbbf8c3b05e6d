// Schedule rules: only Active staff are scheduled, a person is never in two places at overlapping times (overnight
// shifts included), and a week's set of shifts is saved all or nothing.
import {
  addDays,
  formatCalendarDay,
  type CopyScheduleWeekInput,
  type CopyScheduleWeekResult,
  currentWeekKey,
  dateOfWeekday,
  daysOfWeek,
  formatShiftWhen,
  shiftSpan,
  spansOverlap,
  todayIso,
  type CreateScheduleByLocationInput,
  type CreateScheduleByStaffInput,
  type CreateScheduleResult,
  type ErrorDetail,
  type ListResponse,
  type LocationScheduleSummary,
  type LocationScheduleWeek,
  type MyScheduleWeek,
  type ScheduleDay,
  type Shift,
  type StaffScheduleWeek,
  type UpdateShiftInput,
  type Weekday,
} from '@crewbase/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { scheduleShifts } from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import { adminActor, staffActor, type ServiceContext } from '../../platform/context';
import { badRequest, HttpError, notFound } from '../../platform/errors';
import { listResponse, parseListQuery } from '../../platform/list-query';
import { exportResource, type ExportFile } from '../../platform/export';
import { listResource } from '../../platform/resource';
import * as repo from './schedule.repository';

const ENTITY = 'schedule-shift';

/** One shift to create, with where it came from in the request (`shifts.3`). */
interface Planned extends repo.ShiftValues {
  path: string;
}

const plan = (week: string, path: string, s: { staffId: string; locationId: string; dayOfWeek: Weekday; startTime: string; endTime: string }): Planned => {
  const shiftDate = dateOfWeekday(week, s.dayOfWeek);
  const span = shiftSpan(shiftDate, s.startTime, s.endTime);
  return { path, staffId: s.staffId, locationId: s.locationId, week, dayOfWeek: s.dayOfWeek, shiftDate, startTime: s.startTime, endTime: s.endTime, ...span };
};

const who = (person: repo.StaffFacts) => `${person.fullName} (${person.staffId})`;
const when = (s: { dayOfWeek: Weekday; shiftDate?: string; date?: string; startTime: string; endTime: string }) =>
  formatShiftWhen(s.dayOfWeek, s.shiftDate ?? s.date ?? '', s.startTime, s.endTime);

/**
 * Checks the planned shifts against each other and the database, inside the caller's transaction (staff rows locked).
 * `staffPath`/`locationPath` name the field for a person or place problem. Throws 400, 409 or nothing.
 */
async function checkPlanned(
  db: Db,
  planned: Planned[],
  fields: { staffPath: (p: Planned) => string; locationPath: (p: Planned) => string },
  excludeShiftId?: string,
): Promise<void> {
  const locationNames = await repo.findLocations(db, [...new Set(planned.map((p) => p.locationId))]);
  const people = await repo.lockStaff(db, [...new Set(planned.map((p) => p.staffId))]);

  const unknown: ErrorDetail[] = [];
  for (const p of planned) {
    if (!locationNames.has(p.locationId)) unknown.push({ path: fields.locationPath(p), message: 'No such location.' });
    if (!people.has(p.staffId)) unknown.push({ path: fields.staffPath(p), message: 'No such staff member.' });
  }
  const dedupe = (details: ErrorDetail[]) => details.filter((d, i) => details.findIndex((o) => o.path === d.path) === i);
  if (unknown.length > 0) throw badRequest(`The schedule is not valid: ${dedupe(unknown).map((u) => `${u.path}: ${u.message}`).join('; ')}`, dedupe(unknown));

  const inactive = dedupe(
    planned
      .filter((p) => people.get(p.staffId)?.status !== 'Active')
      .map((p) => {
        const person = people.get(p.staffId) as repo.StaffFacts;
        return { path: fields.staffPath(p), message: `${who(person)} is ${person.status}; only Active staff can be scheduled.` };
      }),
  );
  if (inactive.length > 0) throw new HttpError(409, inactive[0].message, inactive);

  const clashes: ErrorDetail[] = [];
  planned.forEach((p, i) => {
    for (const other of planned.slice(0, i)) {
      if (other.staffId === p.staffId && spansOverlap(p, other)) {
        clashes.push({
          path: p.path,
          message: `${who(people.get(p.staffId) as repo.StaffFacts)} would be at ${locationNames.get(other.locationId)} on ${when(other)} and at ${locationNames.get(p.locationId)} on ${when(p)}: these shifts overlap.`,
        });
      }
    }
  });
  for (const { index, shift } of await repo.findClashes(db, planned, excludeShiftId)) {
    const p = planned[index];
    clashes.push({
      path: p.path,
      message: `${shift.staff.fullName} (${shift.staff.staffId}) is already scheduled at ${shift.location.name} on ${when(shift)}, which overlaps ${when(p)} at ${locationNames.get(p.locationId)}.`,
    });
  }
  if (clashes.length > 0) throw new HttpError(409, clashes[0].message, clashes);
}

async function createPlanned(
  ctx: ServiceContext,
  week: string,
  planned: Planned[],
  fields: Parameters<typeof checkPlanned>[2],
  audit: { action: string; details?: Record<string, unknown> } = { action: 'create' },
): Promise<CreateScheduleResult> {
  const actor = adminActor(ctx);
  return ctx.db.transaction(async (tx) => {
    await checkPlanned(tx, planned, fields);
    const ids = await repo.insertShifts(
      tx,
      planned.map(({ path: _path, ...values }) => ({ ...values, createdById: actor.id })),
    );
    await writeAudit(tx, { actor, action: audit.action, entity: ENTITY, to: { week, ...audit.details, shiftIds: ids } });
    return { week, data: await repo.findShifts(tx, inArray(scheduleShifts.id, ids)) };
  });
}

export function createByLocation(ctx: ServiceContext, input: CreateScheduleByLocationInput): Promise<CreateScheduleResult> {
  const planned = input.shifts.map((s, i) => plan(input.week, `shifts.${i}`, { ...s, locationId: input.locationId }));
  return createPlanned(ctx, input.week, planned, { staffPath: (p) => `${p.path}.staffId`, locationPath: () => 'locationId' });
}

export function createByStaff(ctx: ServiceContext, input: CreateScheduleByStaffInput): Promise<CreateScheduleResult> {
  const planned = input.shifts.map((s, i) => plan(input.week, `shifts.${i}`, { ...s, staffId: input.staffId }));
  return createPlanned(ctx, input.week, planned, { staffPath: () => 'staffId', locationPath: (p) => `${p.path}.locationId` });
}

/**
 * The week before `week` copied into it (one location, or all): same days, times, people and places. All or nothing,
 * as building a week: any clash is a 409 naming every one, and nothing is copied. People no longer Active are left out
 * and named in the answer (their old shifts cannot be given to them again).
 */
export async function copyWeek(ctx: ServiceContext, input: CopyScheduleWeekInput): Promise<CopyScheduleWeekResult> {
  const fromWeek = addDays(input.week, -7);
  if (input.locationId && !(await repo.findLocations(ctx.db, [input.locationId])).has(input.locationId)) {
    throw badRequest('No such location.', [{ path: 'locationId', message: 'No such location.' }]);
  }
  const source = await repo.findShifts(
    ctx.db,
    and(eq(scheduleShifts.week, fromWeek), input.locationId ? eq(scheduleShifts.locationId, input.locationId) : undefined),
  );
  const active = source.filter((s) => s.staff.status === 'Active');
  const leftOut = [...new Map(source.filter((s) => s.staff.status !== 'Active').map((s) => [s.staff.id, s.staff])).values()].map((person) => ({
    staff: person,
    shifts: source.filter((s) => s.staff.id === person.id).length,
  }));
  if (active.length === 0) {
    const message = source.length === 0 ? `There are no shifts to copy in the week of ${formatCalendarDay(fromWeek)}.` : `Nobody scheduled in the week of ${formatCalendarDay(fromWeek)} is still Active.`;
    throw badRequest(message, [{ path: 'week', message }]);
  }
  const planned = active.map((s, i) => plan(input.week, `shifts.${i}`, { staffId: s.staff.id, locationId: s.location.id, dayOfWeek: s.dayOfWeek, startTime: s.startTime, endTime: s.endTime }));
  const created = await createPlanned(
    ctx,
    input.week,
    planned,
    { staffPath: (p) => `${p.path}.staffId`, locationPath: (p) => `${p.path}.locationId` },
    { action: 'copy-week', details: { fromWeek, locationId: input.locationId ?? null } },
  );
  return { ...created, fromWeek, leftOut };
}

export async function getShift(ctx: ServiceContext, id: string): Promise<Shift> {
  const shift = await repo.findShift(ctx.db, id);
  if (!shift) throw notFound('No such shift.');
  return shift;
}

export async function updateShift(ctx: ServiceContext, id: string, input: UpdateShiftInput): Promise<Shift> {
  const actor = adminActor(ctx);
  return ctx.db.transaction(async (tx) => {
    const current = await repo.findShift(tx, id);
    if (!current) throw notFound('No such shift.');
    const planned = plan(current.week, 'startTime', { ...input, staffId: current.staff.id });
    await checkPlanned(tx, [planned], { staffPath: () => 'staffId', locationPath: () => 'locationId' }, id);
    const { path: _path, staffId: _staffId, week: _week, ...values } = planned;
    if (!(await repo.updateShift(tx, id, values))) throw notFound('No such shift.');
    const updated = (await repo.findShift(tx, id)) as Shift;
    const summary = (s: Shift) => ({ locationId: s.location.id, dayOfWeek: s.dayOfWeek, startTime: s.startTime, endTime: s.endTime });
    await writeAudit(tx, { actor, action: 'update', entity: ENTITY, entityId: id, from: summary(current), to: summary(updated) });
    return updated;
  });
}

export async function deleteShift(ctx: ServiceContext, id: string): Promise<void> {
  const actor = adminActor(ctx);
  await ctx.db.transaction(async (tx) => {
    const current = await repo.findShift(tx, id);
    if (!current || !(await repo.deleteShift(tx, id))) throw notFound('No such shift.');
    await writeAudit(tx, {
      actor,
      action: 'delete',
      entity: ENTITY,
      entityId: id,
      from: { staffId: current.staff.id, locationId: current.location.id, date: current.date, startTime: current.startTime, endTime: current.endTime },
    });
  });
}

/** Groups shifts into the seven days of the week, Sunday first. */
const byDay = (week: string, shifts: Shift[]): ScheduleDay[] =>
  daysOfWeek(week).map(({ dayOfWeek, date }) => ({ dayOfWeek, date, shifts: shifts.filter((s) => s.dayOfWeek === dayOfWeek) }));

export async function locationWeek(ctx: ServiceContext, locationId: string, week = currentWeekKey()): Promise<LocationScheduleWeek> {
  const name = (await repo.findLocations(ctx.db, [locationId])).get(locationId);
  if (!name) throw notFound('No such location.');
  return { week, location: { id: locationId, name }, days: byDay(week, await repo.shiftsOfLocationWeek(ctx.db, locationId, week)) };
}

export async function staffWeek(ctx: ServiceContext, staffId: string, week = currentWeekKey()): Promise<StaffScheduleWeek> {
  const person = await repo.findStaffFacts(ctx.db, staffId);
  if (!person) throw notFound('No such staff member.');
  return { week, staff: person, days: byDay(week, await repo.shiftsOfStaffWeek(ctx.db, staffId, week)) };
}

export async function listDay(
  ctx: ServiceContext,
  rawQuery: string,
  filter: { week: string; dayOfWeek: Weekday; locationId: string; search?: string },
): Promise<ListResponse<Shift>> {
  if (!(await repo.findLocations(ctx.db, [filter.locationId])).has(filter.locationId)) throw notFound('No such location.');
  return listResource(ctx, repo.scheduleDayResource, rawQuery, filter);
}

/** The day's shifts as a CSV or XLSX file, with the list's search, filters and sort. */
export async function exportDay(ctx: ServiceContext, rawQuery: string, filter: repo.ScheduleDay): Promise<ExportFile> {
  if (!(await repo.findLocations(ctx.db, [filter.locationId])).has(filter.locationId)) throw notFound('No such location.');
  return exportResource(ctx, repo.scheduleDayResource, rawQuery, filter);
}

export async function locationOverview(ctx: ServiceContext, rawQuery: string, filter: { week?: string; search?: string }): Promise<ListResponse<LocationScheduleSummary>> {
  const week = filter.week ?? currentWeekKey();
  const query = parseListQuery(rawQuery, repo.locationOverviewSpec(week), ['week', 'search']);
  const { rows, total } = await repo.listLocationsForWeek(ctx.db, filter.search, query);
  const counts = await repo.weekCounts(
    ctx.db,
    rows.map((r) => r.id),
    week,
  );
  const data = rows.map((location) => {
    const days = daysOfWeek(week).map(({ dayOfWeek, date }) => ({
      dayOfWeek,
      date,
      shiftCount: counts.byDay.find((c) => c.locationId === location.id && c.dayOfWeek === dayOfWeek)?.shifts ?? 0,
    }));
    return {
      location,
      week,
      shiftCount: days.reduce((sum, d) => sum + d.shiftCount, 0),
      staffCount: counts.people.get(location.id) ?? 0,
      days,
    };
  });
  return listResponse(data, total, query);
}

export async function myWeek(ctx: ServiceContext, week?: string): Promise<MyScheduleWeek> {
  const me = staffActor(ctx);
  const now = new Date();
  const today = todayIso(now);
  const key = week ?? currentWeekKey(now);
  const shifts = await repo.shiftsOfStaffWeek(ctx.db, me.id, key);
  return {
    week: key,
    today,
    days: byDay(key, shifts).map((day) => ({
      dayOfWeek: day.dayOfWeek,
      date: day.date,
      isToday: day.date === today,
      shifts: day.shifts.map(({ staff: _staff, week: _week, createdAt: _c, updatedAt: _u, ...mine }) => mine),
    })),
  };
}
