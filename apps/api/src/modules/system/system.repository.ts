import type { Area, Bank } from '@crewbase/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { banks, media } from '../../db/schema';

export const listBanks = (db: Db): Promise<Bank[]> =>
  db.select({ id: banks.id, name: banks.name, code: banks.code }).from(banks).orderBy(asc(banks.name));

export async function insertMedia(
  db: Db,
  row: { key: string; ownerType: Area; ownerId: string; name: string; size: number; mimeType: string; storagePath: string },
): Promise<void> {
  await db.insert(media).values(row);
}

export async function findMedia(db: Db, key: string) {
  const [row] = await db.select().from(media).where(eq(media.key, key));
  return row ?? null;
}
