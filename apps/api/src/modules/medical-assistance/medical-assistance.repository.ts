// Medical assistance requests in SQL, with their supporting documents (uploads, by media key).
import { eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { media, medicalAssistanceRequests, staff } from '../../db/schema';
import { requestStaffColumns } from '../requests/request-list';

const t = medicalAssistanceRequests;
/** A request as its answers read it, joined to its staff member. */
export const medicalColumns = {
  id: t.id,
  staffId: t.staffId,
  amount: t.amount,
  reason: t.reason,
  documentKeys: t.documentKeys,
  status: t.status,
  paid: t.paid,
  issuedAt: t.issuedAt,
  decisionNote: t.decisionNote,
  createdAt: t.createdAt,
  updatedAt: t.updatedAt,
  ...requestStaffColumns,
};


export type MedicalRow = Awaited<ReturnType<typeof medicalRows>>[number];

/** The requests meeting `where`, with their staff member. */
export const medicalRows = (db: Db, where: SQL) => db.select(medicalColumns).from(t).innerJoin(staff, eq(staff.id, t.staffId)).where(where);

/** The uploads behind `keys`, with who uploaded them. */
export async function mediaByKeys(db: Db, keys: readonly string[]) {
  if (keys.length === 0) return [];
  return db
    .select({ key: media.key, name: media.name, mimeType: media.mimeType, ownerType: media.ownerType, ownerId: media.ownerId })
    .from(media)
    .where(inArray(media.key, [...keys]));
}
