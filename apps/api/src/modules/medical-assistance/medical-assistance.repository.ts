// Medical assistance requests in SQL, with their supporting documents (uploads, by media key).
import { medicalAssistanceListFields, medicalAssistanceStatusSchema } from '@crewbase/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { media, medicalAssistanceRequests, staff } from '../../db/schema';
import { defineListSpec } from '../../platform/list-query';
import { requestListFields, requestStaffColumns } from '../requests/request-list';
import { requestRows } from '../requests/request-rows';

export const medicalListSpec = defineListSpec<(typeof medicalAssistanceListFields)[number]>({
  fields: {
    ...requestListFields(medicalAssistanceRequests.createdAt),
    amount: { expr: medicalAssistanceRequests.amount, type: 'number' },
    status: { expr: medicalAssistanceRequests.status, type: 'enum', values: medicalAssistanceStatusSchema.options },
  },
  defaultSort: [{ field: 'createdAt', direction: 'DESC' }],
  tieBreaker: medicalAssistanceRequests.id,
});

const t = medicalAssistanceRequests;
const columns = {
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

export type MedicalRow = NonNullable<Awaited<ReturnType<typeof findMedical>>>;

const rows = requestRows(t, (db: Db) => db.select(columns).from(t).innerJoin(staff, eq(staff.id, t.staffId)).$dynamic(), 'medical-assistance');

export const listMedical = rows.list;
export const findMedical = rows.find;

/** The uploads behind `keys`, with who uploaded them. */
export async function mediaByKeys(db: Db, keys: readonly string[]) {
  if (keys.length === 0) return [];
  return db
    .select({ key: media.key, name: media.name, mimeType: media.mimeType, ownerType: media.ownerType, ownerId: media.ownerId })
    .from(media)
    .where(inArray(media.key, [...keys]));
}

export async function insertMedical(db: Db, values: typeof t.$inferInsert): Promise<string> {
  const [row] = await db.insert(t).values(values).returning({ id: t.id });
  return row.id;
}

export async function updatePendingMedical(db: Db, id: string, values: { amount: string; reason: string; documentKeys: string[] }): Promise<boolean> {
  const rows = await db
    .update(t)
    .set(values)
    .where(and(eq(t.id, id), eq(t.status, 'PENDING'), isNull(t.deletedAt)))
    .returning({ id: t.id });
  return rows.length > 0;
}
