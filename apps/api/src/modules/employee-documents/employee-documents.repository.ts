// Employee documents in SQL: each a media file on one staff member's record.
import { employeeDocumentListFields, type EmployeeDocument } from '@crewbase/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { employeeDocuments, media, staff, users } from '../../db/schema';
import { exportColumns } from '../../platform/export-format';
import type { ListField } from '../../platform/list-query';
import { defineResource, orNull } from '../../platform/resource';

const columns = {
  id: employeeDocuments.id,
  staffId: employeeDocuments.staffId,
  name: employeeDocuments.name,
  fileName: media.name,
  mimeType: media.mimeType,
  size: media.size,
  uploaderId: orNull(users.id),
  uploaderFirstName: orNull(users.firstName),
  uploaderLastName: orNull(users.lastName),
  createdAt: employeeDocuments.createdAt,
};
type Row = {
  id: string;
  staffId: string;
  name: string;
  fileName: string;
  mimeType: string;
  size: number;
  uploaderId: string | null;
  uploaderFirstName: string | null;
  uploaderLastName: string | null;
  createdAt: Date;
};
/** A document row as answered: the uploader's columns become one `uploadedBy` (null once that admin is gone). */
const toDocument = ({ uploaderId, uploaderFirstName, uploaderLastName, createdAt, ...document }: Row): EmployeeDocument => ({
  ...document,
  uploadedBy: uploaderId ? { id: uploaderId, fullName: `${uploaderFirstName} ${uploaderLastName}` } : null,
  createdAt: createdAt.toISOString(),
});

const base = (db: Db) =>
  db.select(columns).from(employeeDocuments).innerJoin(media, eq(media.id, employeeDocuments.mediaId)).leftJoin(users, eq(users.id, employeeDocuments.uploadedBy));

/** One staff member's documents (the admin's list of a person, and the staff member's own), and the admin export. */
export const employeeDocumentResource = defineResource({
  name: 'employee-documents',
  title: 'Employee documents',
  permission: 'employee-documents',
  table: employeeDocuments,
  id: employeeDocuments.id,
  joins: [
    // media_id is NOT NULL and references media: one row, and PostgreSQL drops the join when nothing needs it.
    { table: media, on: eq(media.id, employeeDocuments.mediaId) },
    { table: users, on: eq(users.id, employeeDocuments.uploadedBy) },
  ],
  scope: ({ staffId }: { staffId: string }) => eq(employeeDocuments.staffId, staffId),
  fields: {
    name: { expr: employeeDocuments.name, type: 'text', notNull: true },
    createdAt: { expr: employeeDocuments.createdAt, type: 'timestamp', notNull: true },
  } satisfies Record<(typeof employeeDocumentListFields)[number], ListField>,
  defaultSort: [{ field: 'createdAt', direction: 'DESC' }],
  columns,
  toItem: toDocument,
  exportColumns: exportColumns<EmployeeDocument>()([
    { header: 'Name', type: 'text', value: (d) => d.name },
    { header: 'File', type: 'text', value: (d) => d.fileName },
    { header: 'Type', type: 'text', value: (d) => d.mimeType },
    { header: 'Size (bytes)', type: 'number', value: (d) => d.size },
    { header: 'Uploaded by', type: 'text', value: (d) => d.uploadedBy?.fullName },
    { header: 'Uploaded', type: 'datetime', value: (d) => d.createdAt },
  ]),
});

export async function staffExists(db: Db, staffId: string): Promise<boolean> {
  const [row] = await db.select({ id: staff.id }).from(staff).where(eq(staff.id, staffId));
  return row !== undefined;
}

/** A document of this staff member only: another person's document id finds nothing. */
export async function findFor(db: Db, staffId: string, documentId: string): Promise<EmployeeDocument | null> {
  const [row] = await base(db).where(and(eq(employeeDocuments.id, documentId), eq(employeeDocuments.staffId, staffId)));
  return row ? toDocument(row) : null;
}

export async function fileOf(db: Db, staffId: string, documentId: string): Promise<{ name: string; mimeType: string; size: number; storagePath: string } | null> {
  const [row] = await db
    .select({ name: media.name, mimeType: media.mimeType, size: media.size, storagePath: media.storagePath })
    .from(employeeDocuments)
    .innerJoin(media, eq(media.id, employeeDocuments.mediaId))
    .where(and(eq(employeeDocuments.id, documentId), eq(employeeDocuments.staffId, staffId)));
  return row ?? null;
}

/** A media row the admin uploaded and nobody has attached yet. */
export async function attachableMedia(db: Db, key: string, adminId: string): Promise<{ id: string; attached: boolean } | null> {
  const [row] = await db
    .select({ id: media.id, attached: sql<boolean>`exists (select 1 from ${employeeDocuments} where ${employeeDocuments.mediaId} = ${media.id})` })
    .from(media)
    .where(and(eq(media.key, key), eq(media.ownerType, 'admin'), eq(media.ownerId, adminId)));
  return row ?? null;
}

export async function insert(db: Db, values: { staffId: string; mediaId: string; name: string; uploadedBy: string }): Promise<string> {
  const [row] = await db.insert(employeeDocuments).values(values).returning({ id: employeeDocuments.id });
  return row.id;
}

/** Deletes the document and its media row; returns where the file was stored. */
export async function remove(db: Db, staffId: string, documentId: string): Promise<string | null> {
  const [row] = await db
    .delete(employeeDocuments)
    .where(and(eq(employeeDocuments.id, documentId), eq(employeeDocuments.staffId, staffId)))
    .returning({ mediaId: employeeDocuments.mediaId });
  if (!row) return null;
  const [file] = await db.delete(media).where(eq(media.id, row.mediaId)).returning({ storagePath: media.storagePath });
  return file?.storagePath ?? null;
}
