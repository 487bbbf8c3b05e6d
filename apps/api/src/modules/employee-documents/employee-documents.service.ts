// Employee documents: an admin uploads through media-upload, then attaches the file to a staff member; admins list,
// download and delete them; a staff member sees and downloads only their own.
import type { AttachEmployeeDocumentInput, EmployeeDocument, ListResponse } from '@crewbase/domain';
import type { Readable } from 'node:stream';
import { writeAudit } from '../../platform/audit';
import { adminActor, staffActor, type ServiceContext } from '../../platform/context';
import { isUniqueViolation } from '../../platform/db-errors';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { exportResource, type ExportFile } from '../../platform/export';
import { listResource } from '../../platform/resource';
import * as repo from './employee-documents.repository';

const NO_STAFF = 'That staff member does not exist.';
const NO_DOCUMENT = 'That document does not exist.';
const UNKNOWN_UPLOAD = 'Upload the file again, then attach it.';
const ALREADY_ATTACHED = 'That file is already attached to a record. Upload it again to attach a copy.';

export interface DocumentFile {
  stream: Readable;
  name: string;
  mimeType: string;
  size: number;
}

const list = (ctx: ServiceContext, staffId: string, rawQuery: string): Promise<ListResponse<EmployeeDocument>> =>
  listResource(ctx, repo.employeeDocumentResource, rawQuery, { staffId });

async function download(ctx: ServiceContext, staffId: string, documentId: string): Promise<DocumentFile> {
  const file = await repo.fileOf(ctx.db, staffId, documentId);
  const stream = file ? await ctx.storage.read(file.storagePath) : null;
  if (!file || !stream) throw notFound(NO_DOCUMENT);
  return { stream, name: file.name, mimeType: file.mimeType, size: file.size };
}

export async function listStaffDocuments(ctx: ServiceContext, staffId: string, rawQuery: string): Promise<ListResponse<EmployeeDocument>> {
  adminActor(ctx);
  if (!(await repo.staffExists(ctx.db, staffId))) throw notFound(NO_STAFF);
  return list(ctx, staffId, rawQuery);
}

/** Every document of one staff member as a CSV or XLSX file, with the list's filters and sort. */
export async function exportStaffDocuments(ctx: ServiceContext, staffId: string, rawQuery: string): Promise<ExportFile> {
  adminActor(ctx);
  if (!(await repo.staffExists(ctx.db, staffId))) throw notFound(NO_STAFF);
  return exportResource(ctx, repo.employeeDocumentResource, rawQuery, { staffId });
}

export async function attachDocument(ctx: ServiceContext, staffId: string, input: AttachEmployeeDocumentInput): Promise<EmployeeDocument> {
  const actor = adminActor(ctx);
  if (!(await repo.staffExists(ctx.db, staffId))) throw notFound(NO_STAFF);
  const upload = await repo.attachableMedia(ctx.db, input.mediaKey, actor.id);
  if (!upload) throw badRequest(UNKNOWN_UPLOAD, [{ path: 'mediaKey', message: UNKNOWN_UPLOAD }]);
  if (upload.attached) throw conflict(ALREADY_ATTACHED);
  let id: string;
  try {
    id = await ctx.db.transaction(async (tx) => {
      const created = await repo.insert(tx, { staffId, mediaId: upload.id, name: input.name, uploadedBy: actor.id });
      await writeAudit(tx, { actor, action: 'attach-document', entity: 'staff', entityId: staffId, to: { documentId: created, name: input.name } });
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'employee_documents_media_id_idx')) throw conflict(ALREADY_ATTACHED);
    throw error;
  }
  return (await repo.findFor(ctx.db, staffId, id)) as EmployeeDocument;
}

export function downloadStaffDocument(ctx: ServiceContext, staffId: string, documentId: string): Promise<DocumentFile> {
  adminActor(ctx);
  return download(ctx, staffId, documentId);
}

export async function deleteDocument(ctx: ServiceContext, staffId: string, documentId: string): Promise<void> {
  const actor = adminActor(ctx);
  const before = await repo.findFor(ctx.db, staffId, documentId);
  if (!before) throw notFound(NO_DOCUMENT);
  const storagePath = await ctx.db.transaction(async (tx) => {
    const path = await repo.remove(tx, staffId, documentId);
    if (path === null) throw notFound(NO_DOCUMENT);
    await writeAudit(tx, { actor, action: 'delete-document', entity: 'staff', entityId: staffId, from: { documentId, name: before.name } });
    return path;
  });
  // The file goes after the rows: a failure here leaves an orphan file, never a row without its file.
  await ctx.storage.remove(storagePath).catch((error: unknown) => ctx.log.warn({ err: error, storagePath }, 'could not remove a deleted document file'));
}

/** The signed-in staff member's own documents. */
export function listMyDocuments(ctx: ServiceContext, rawQuery: string): Promise<ListResponse<EmployeeDocument>> {
  return list(ctx, staffActor(ctx).id, rawQuery);
}

/** Someone else's document id answers 404, exactly like an unknown one. */
export function downloadMyDocument(ctx: ServiceContext, documentId: string): Promise<DocumentFile> {
  return download(ctx, staffActor(ctx).id, documentId);
}
