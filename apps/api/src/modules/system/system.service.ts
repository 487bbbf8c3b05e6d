// Banks, uploads and health.
import { MEDIA_UPLOAD_TYPES, type Bank, type MediaUpload } from '@crewbase/domain';
import { sql } from 'drizzle-orm';
import { basename } from 'node:path';
import type { Readable } from 'node:stream';
import type { ServiceContext } from '../../platform/context';
import { badRequest, HttpError, notFound, unauthorized } from '../../platform/errors';
import { randomToken } from '../../platform/secrets';
import { extensionOf, sniffType } from './media-types';
import * as repo from './system.repository';

export const listBanks = (ctx: ServiceContext): Promise<Bank[]> => repo.listBanks(ctx.db);

const allowedTypes: readonly string[] = MEDIA_UPLOAD_TYPES;
const WRONG_TYPE = 'Upload a JPEG, PNG, WebP or GIF image, or a PDF.';

export async function uploadMedia(ctx: ServiceContext, file: { filename: string; mimetype: string; data: Buffer }): Promise<MediaUpload> {
  if (!ctx.actor) throw unauthorized();
  const declared = file.mimetype.toLowerCase();
  if (!allowedTypes.includes(declared)) throw badRequest(WRONG_TYPE, [{ path: 'file', message: WRONG_TYPE }]);
  const actual = sniffType(file.data);
  if (actual !== declared) {
    const message = `The file's content does not match its declared type (${declared}). ${WRONG_TYPE}`;
    throw badRequest(message, [{ path: 'file', message }]);
  }
  if (file.data.length === 0) throw badRequest('The file is empty.', [{ path: 'file', message: 'The file is empty.' }]);

  const key = `${randomToken(24)}.${extensionOf[actual]}`;
  const name = basename(file.filename.replace(/\\/g, '/')).slice(0, 200) || `upload.${extensionOf[actual]}`;
  await ctx.storage.put(key, file.data, actual);
  await repo.insertMedia(ctx.db, { key, ownerType: ctx.actor.area, ownerId: ctx.actor.id, name, size: file.data.length, mimeType: actual, storagePath: key });
  return { key, url: `/api/system/media/${key}`, name, size: file.data.length, mimeType: actual };
}

export async function readMedia(ctx: ServiceContext, key: string): Promise<{ stream: Readable; name: string; size: number; mimeType: string }> {
  const row = await repo.findMedia(ctx.db, key);
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
