// Public holidays in SQL.
import { todayIso, type CalendarDate, type PublicHoliday } from '@crewbase/domain';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { publicHolidays } from '../../db/schema';

const t = publicHolidays;
type Row = typeof t.$inferSelect;
const toHoliday = (r: Row): PublicHoliday => ({ id: r.id, date: r.date, name: r.name, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() });

/** The holidays from `from` to `to`, both included, by date. */
export async function between(db: Db, from: CalendarDate, to: CalendarDate): Promise<PublicHoliday[]> {
  return (await db.select().from(t).where(and(gte(t.date, from), lte(t.date, to))).orderBy(asc(t.date))).map(toHoliday);
}

/** The holiday dates from `from` to `to`, as the leave day count reads them. */
export async function holidayDates(db: Db, from: CalendarDate, to: CalendarDate): Promise<Set<CalendarDate>> {
  return new Set((await between(db, from, to)).map((h) => h.date));
}

/** `{ year }` or `{ from, to }` as a date range (this year when neither is given). */
export function rangeOf(query: { year?: number; from?: CalendarDate; to?: CalendarDate }): { from: CalendarDate; to: CalendarDate } {
  const year = query.year ?? Number(todayIso().slice(0, 4));
  return { from: query.from ?? `${query.year ?? (query.to ? query.to.slice(0, 4) : year)}-01-01`, to: query.to ?? `${query.year ?? (query.from ? query.from.slice(0, 4) : year)}-12-31` };
}

export async function find(db: Db, id: string): Promise<PublicHoliday | null> {
  const [row] = await db.select().from(t).where(eq(t.id, id));
  return row ? toHoliday(row) : null;
}

export async function findByDate(db: Db, date: CalendarDate): Promise<PublicHoliday | null> {
  const [row] = await db.select().from(t).where(eq(t.date, date));
  return row ? toHoliday(row) : null;
}

export async function insert(db: Db, values: { date: CalendarDate; name: string }): Promise<string> {
  const [row] = await db.insert(t).values(values).returning({ id: t.id });
  return row.id;
}

export async function insertMissing(db: Db, values: ReadonlyArray<{ date: CalendarDate; name: string }>): Promise<void> {
  if (values.length > 0) await db.insert(t).values([...values]).onConflictDoNothing();
}

export async function update(db: Db, id: string, changes: { date?: CalendarDate; name?: string }): Promise<boolean> {
  const rows = await db.update(t).set({ ...changes, updatedAt: new Date() }).where(eq(t.id, id)).returning({ id: t.id });
  return rows.length === 1;
}

export async function remove(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(t).where(eq(t.id, id)).returning({ id: t.id });
  return rows.length === 1;
}
