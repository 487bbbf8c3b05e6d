// Medical assistance requests in SQL, with their supporting documents (uploads, by media key).
import { medicalAssistanceListFields, medicalAssistanceStatusSchema } from '@crewbase/domain';
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { media, medicalAssistanceRequests, staff } from '../../db/schema';
import type { ListMemory } from '../../platform/list-memory';
import { defineListSpec, type ParsedListQuery } from '../../platform/list-query';
import { requestListFields, requestStaffColumns } from '../requests/request-list';

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

export async function listMedical(db: Db, query: ParsedListQuery, scope: SQL, memory: ListMemory) {
  const where = and(scope, query.where);
  const rows = await db.select(columns).from(t).innerJoin(staff, eq(staff.id, t.staffId)).where(where).orderBy(...query.orderBy).limit(query.limit).offset(query.offset);
  // Remembered for a few seconds (platform list memory), forgotten after any write.
  const total = await memory.total('medical-assistance', where, async () => {
    const [{ total: counted }] = await db.select({ total: sql<number>`count(*)::int` }).from(t).innerJoin(staff, eq(staff.id, t.staffId)).where(where);
    return counted;
  });
  return { rows, total };
}

export async function findMedical(db: Db, id: string, scope: SQL) {
  const [row] = await db.select(columns).from(t).innerJoin(staff, eq(staff.id, t.staffId)).where(and(eq(t.id, id), scope));
  return row;
}

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
