// Locations in SQL.
import { locationListFields, type Location } from '@crewbase/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/database';
import { staff, locations } from '../../db/schema';
import { exportColumns } from '../../platform/export-format';
import type { ListField } from '../../platform/list-query';
import { createdUpToYearEnd, defineResource } from '../../platform/resource';

const columns = {
  id: locations.id,
  name: locations.name,
  address: locations.address,
  city: locations.city,
  // Kept by the database as staff join and leave (migration 0027), not counted per request.
  staffCount: locations.staffCount,
  createdAt: locations.createdAt,
  updatedAt: locations.updatedAt,
};
type Row = { id: string; name: string; address: string | null; city: string | null; staffCount: number; createdAt: Date; updatedAt: Date };
const toLocation = (r: Row): Location => ({ ...r, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() });

/** GET /api/admin/location and its export. */
export const locationResource = defineResource({
  name: 'locations',
  title: 'Locations',
  permission: 'location',
  table: locations,
  id: locations.id,
  fields: {
    name: { expr: locations.name, type: 'text', notNull: true },
    city: { expr: locations.city, type: 'text' },
    createdAt: { expr: locations.createdAt, type: 'timestamp', notNull: true },
  } satisfies Record<(typeof locationListFields)[number], ListField>,
  defaultSort: [{ field: 'name', direction: 'ASC' }],
  defaultFilters: createdUpToYearEnd(),
  columns,
  toItem: toLocation,
  exportColumns: exportColumns<Location>()([
    { header: 'Name', type: 'text', value: (l) => l.name },
    { header: 'Address', type: 'text', value: (l) => l.address },
    { header: 'City', type: 'text', value: (l) => l.city },
    { header: 'Staff', type: 'number', value: (l) => l.staffCount },
    { header: 'Created', type: 'datetime', value: (l) => l.createdAt },
  ]),
});

export async function find(db: Db, id: string): Promise<Location | null> {
  const [row] = await db.select(columns).from(locations).where(eq(locations.id, id));
  return row ? toLocation(row) : null;
}

export async function nameTaken(db: Db, name: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(sql`lower(${locations.name}) = lower(${name})`, exceptId ? ne(locations.id, exceptId) : undefined))
    .limit(1);
  return row !== undefined;
}

export async function insert(db: Db, values: { name: string; address: string | null; city: string | null }): Promise<string> {
  const [row] = await db.insert(locations).values(values).returning({ id: locations.id });
  return row.id;
}

export async function update(db: Db, id: string, changes: { name?: string; address?: string | null; city?: string | null }): Promise<boolean> {
  const rows = await db.update(locations).set({ ...changes, updatedAt: new Date() }).where(eq(locations.id, id)).returning({ id: locations.id });
  return rows.length === 1;
}

export async function usage(db: Db, id: string): Promise<{ staff: number }> {
  const [row] = await selectRows<{ staff: number }>(db, sql`select count(*)::int as "staff" from ${staff} where ${staff.locationId} = ${id}`);
  return row;
}

export async function remove(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(locations).where(eq(locations.id, id)).returning({ id: locations.id });
  return rows.length === 1;
}
