// Demo public holidays (demo mode only): Nigeria's fixed-date holidays of this year and next, once per year, so a
// holiday an admin deleted or moved is not put back. Moveable feasts are left for admins to add.
import { fixedPublicHolidaysOf, todayIso } from '@crewbase/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../database';
import { publicHolidays, seedHistory } from '../schema';

export async function seedDemoHolidays(db: Db, options: { now?: Date } = {}): Promise<void> {
  const year = Number(todayIso(options.now).slice(0, 4));
  for (const y of [year, year + 1]) {
    const name = `demo-public-holidays-${y}`;
    const [done] = await db.select().from(seedHistory).where(eq(seedHistory.name, name));
    if (done) continue;
    await db.insert(publicHolidays).values(fixedPublicHolidaysOf(y)).onConflictDoNothing();
    await db.insert(seedHistory).values({ name }).onConflictDoNothing();
  }
}
