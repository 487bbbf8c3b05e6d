// Banks, uploads and health.
import { MEDIA_UPLOAD_TYPES, type Bank, type MediaUpload } from '@crewbase/domain';
import { sql } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import type { ServiceContext } from '../../platform/context';
import { badRequest, HttpError, notFound, unauthorized } from '../../platform/errors';
import { randomToken } from '../../platform/secrets';
import { mediaPath, readableMedia } from './media-access';
import { cleanFileName, extensionOf, imageDimensionsProblem, sniffType } from './media-types';
import * as repo from './system.repository';

export const listBanks = (ctx: ServiceContext): Promise<Bank[]> => repo.listBanks(ctx.db);

const allowedTypes: readonly string[] = MEDIA_UPLOAD_TYPES;
const WRONG_TYPE = 'Upload a JPEG, PNG, WebP or GIF image, or a PDF.';

export async function uploadMedia(ctx: ServiceContext, file: { filename: string; mimetype: string; data: Buffer }): Promise<MediaUpload> {
  if (!ctx.actor) throw unauthorized();
  const declared = file.mimetype.toLowerCase();
  if (!allowedTypes.includes(declared)) throw badRequest(WRONG_TYPE, [{ path: 'file', message: WRONG_TYPE }]);
  if (file.data.length === 0) throw badRequest('The file is empty.', [{ path: 'file', message: 'The file is empty.' }]);
  const actual = sniffType(file.data);
  if (actual !== declared) {
    const message = `The file's content does not match its declared type (${declared}). ${WRONG_TYPE}`;
    throw badRequest(message, [{ path: 'file', message }]);
  }
  const dimensions = imageDimensionsProblem(file.data, actual);
  if (dimensions) throw badRequest(dimensions, [{ path: 'file', message: dimensions }]);

  const key = `${randomToken(24)}.${extensionOf[actual]}`;
  const name = cleanFileName(file.filename, actual);
  await ctx.storage.put(key, file.data, actual);
  try {
    await repo.insertMedia(ctx.db, { key, ownerType: ctx.actor.area, ownerId: ctx.actor.id, name, size: file.data.length, mimeType: actual, storagePath: key });
  } catch (error) {
    // Never a file on disk without its row.
    await ctx.storage.remove(key).catch(() => undefined);
    throw error;
  }
  return { key, url: mediaPath(key), name, size: file.data.length, mimeType: actual };
}

/** The file when the caller may see the record it belongs to (see media-access); 404 otherwise, like an unknown key. */
export async function readMedia(ctx: ServiceContext, key: string): Promise<{ stream: Readable; name: string; size: number; mimeType: string }> {
  if (!ctx.actor) throw unauthorized();
  const row = await readableMedia(ctx.db, ctx.actor, key);
  const stream = row ? await ctx.storage.read(row.storagePath) : null;
  if (!row || !stream) throw notFound('That file does not exist.');
  return { stream, name: row.name, size: row.size, mimeType: row.mimeType };
}

export async function health(ctx: ServiceContext, version: string) {
  try {
    await ctx.db.execute(sql`select 1`);
  } catch (error) {
    ctx.log.error({ err: error }, 'health check: database unreachable');
    throw new HttpError(503, 'The database is unreachable.');
  }
  return { status: 'ok' as const, database: 'ok' as const, version };
}
