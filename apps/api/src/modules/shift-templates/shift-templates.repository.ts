// Shift templates in SQL, each with its location's name.
import { isOvernightShift, shiftTemplateListFields, type ShiftTemplate } from '@crewbase/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { locations, shiftTemplates } from '../../db/schema';
import type { ListField } from '../../platform/list-query';
import { defineResource } from '../../platform/resource';

const t = shiftTemplates;
const columns = {
  id: t.id,
  name: t.name,
  locationId: t.locationId,
  locationName: locations.name,
  startTime: t.startTime,
  endTime: t.endTime,
  createdAt: t.createdAt,
  updatedAt: t.updatedAt,
};
type Row = { id: string; name: string; locationId: string; locationName: string; startTime: string; endTime: string; createdAt: Date; updatedAt: Date };
const hhmm = (value: string) => value.slice(0, 5);
const toTemplate = (r: Row): ShiftTemplate => ({
  id: r.id,
  name: r.name,
  location: { id: r.locationId, name: r.locationName },
  startTime: hhmm(r.startTime),
  endTime: hhmm(r.endTime),
  overnight: isOvernightShift(hhmm(r.startTime), hhmm(r.endTime)),
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** GET /api/admin/shift-templates: by location name, then start time. */
export const shiftTemplateResource = defineResource({
  name: 'shift-templates',
  title: 'Shift templates',
  permission: 'schedule',
  table: t,
  id: t.id,
  joins: [{ table: locations, on: eq(locations.id, t.locationId), inner: true }],
  fields: {
    name: { expr: t.name, type: 'text', notNull: true },
    'location.id': { expr: t.locationId, type: 'uuid', sortable: false },
    'location.name': { expr: locations.name, type: 'text', notNull: true },
    // Typed as the schedule's times are: compared as they are, never lower()ed as text.
    startTime: { expr: t.startTime, type: 'timestamp', filterable: false, notNull: true },
    createdAt: { expr: t.createdAt, type: 'timestamp', notNull: true },
  } satisfies Record<(typeof shiftTemplateListFields)[number], ListField>,
  defaultSort: [
    { field: 'location.name', direction: 'ASC' },
    { field: 'startTime', direction: 'ASC' },
  ],
  columns,
  toItem: toTemplate,
});

export async function find(db: Db, id: string): Promise<ShiftTemplate | null> {
  const [row] = await db.select(columns).from(t).innerJoin(locations, eq(locations.id, t.locationId)).where(eq(t.id, id));
  return row ? toTemplate(row) : null;
}

/** Names are unique within a location. */
export async function nameTaken(db: Db, name: string, locationId: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.locationId, locationId), sql`lower(${t.name}) = lower(${name})`, exceptId ? ne(t.id, exceptId) : undefined))
    .limit(1);
  return row !== undefined;
}

export async function insert(db: Db, values: { name: string; locationId: string; startTime: string; endTime: string }): Promise<string> {
  const [row] = await db.insert(t).values(values).returning({ id: t.id });
  return row.id;
}

export async function update(db: Db, id: string, changes: Partial<{ name: string; locationId: string; startTime: string; endTime: string }>): Promise<boolean> {
  const rows = await db.update(t).set({ ...changes, updatedAt: new Date() }).where(eq(t.id, id)).returning({ id: t.id });
  return rows.length === 1;
}

export async function remove(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(t).where(eq(t.id, id)).returning({ id: t.id });
  return rows.length === 1;
}

export async function locationExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: locations.id }).from(locations).where(eq(locations.id, id));
  return row !== undefined;
}
