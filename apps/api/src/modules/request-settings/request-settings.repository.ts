import { defaultRequestSettings } from '@crewbase/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { requestSettings } from '../../db/schema';

export type RequestSettingsRow = typeof requestSettings.$inferSelect;

/** The company row; the migration inserts it, and it is recreated with the defaults should it ever be missing. */
export async function loadSettingsRow(db: Db): Promise<RequestSettingsRow> {
  const [row] = await db.select().from(requestSettings).where(eq(requestSettings.id, 'company'));
  if (row) return row;
  const [created] = await db.insert(requestSettings).values({ id: 'company', ...defaultRequestSettings }).onConflictDoNothing().returning();
  return created ?? (await db.select().from(requestSettings).where(eq(requestSettings.id, 'company')))[0];
}

export async function updateSettingsRow(db: Db, values: Partial<Omit<RequestSettingsRow, 'id' | 'createdAt' | 'updatedAt'>>): Promise<RequestSettingsRow> {
  await loadSettingsRow(db);
  const [row] = await db.update(requestSettings).set(values).where(eq(requestSettings.id, 'company')).returning();
  return row;
}
