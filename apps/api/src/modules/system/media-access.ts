// Who may read an uploaded file, and what happens to it when its record goes. A file belongs to the records that
// point at it (a medical request's documents, an employee document, a driver's licence scan, an avatar); it is
// served only to whoever may see one of those records. A file no record points at is its uploader's alone (the
// moment between upload and save); the daily clean-up removes those that stay unattached.
import type { PermissionResource } from '@crewbase/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { selectRows } from '../../db/database';
import { employeeDocuments, media, medicalAssistanceRequests, staff, users } from '../../db/schema';
import { roleAllows, type Actor } from '../../platform/accounts';
import type { ServiceContext } from '../../platform/context';
import { findMedia } from './system.repository';

/** The address of an upload, as answered by media-upload and kept in avatar columns. */
export const mediaPath = (key: string) => `/api/system/media/${key}`;

interface MediaRow {
  id: string;
  key: string;
  ownerType: 'staff' | 'admin';
  ownerId: string;
}

/** One record pointing at a file: whose record it is, and the admin permission that reads it. */
interface Reference {
  kind: 'medical-document' | 'employee-document' | 'driver-licence' | 'avatar';
  /** The person the record is about. */
  person: { area: 'staff' | 'admin'; id: string };
  /** null: any admin may see it (avatars show beside names across the console). */
  resource: PermissionResource | null;
  /** A soft-deleted record still holds its file away from everyone, even its uploader. */
  live: boolean;
}

/**
 * Every record that points at the file, live or soft-deleted. An avatar counts only when its person uploaded the
 * file: pasting someone else's file address into one's own avatar grants nothing.
 */
async function referencesOf(db: Db, file: MediaRow): Promise<Reference[]> {
  const path = mediaPath(file.key);
  const rows = await selectRows<{ kind: Reference['kind']; area: 'staff' | 'admin'; person: string; live: boolean }>(
    db,
    sql`
      select 'medical-document' as kind, 'staff' as area, ${medicalAssistanceRequests.staffId} as person, ${medicalAssistanceRequests.deletedAt} is null as live
        from ${medicalAssistanceRequests} where ${file.key} = any(${medicalAssistanceRequests.documentKeys})
      union all
      select 'employee-document', 'staff', ${employeeDocuments.staffId}, true from ${employeeDocuments} where ${employeeDocuments.mediaId} = ${file.id}
      union all
      select 'driver-licence', 'staff', ${staff.id}, true from ${staff} where ${staff.driverLicenceDocumentId} = ${file.id}
      union all
      select 'avatar', 'staff', ${staff.id}, true from ${staff}
        where ${staff.avatar} = ${path} and ${file.ownerType} = 'staff' and ${staff.id} = ${file.ownerId}
      union all
      select 'avatar', 'admin', ${users.id}, true from ${users}
        where ${users.avatar} = ${path} and ${file.ownerType} = 'admin' and ${users.id} = ${file.ownerId}`,
  );
  const resources: Record<Reference['kind'], PermissionResource | null> = {
    'medical-document': 'medical-assistance',
    'employee-document': 'employee-documents',
    'driver-licence': 'staff',
    avatar: null,
  };
  return rows.map((r) => ({ kind: r.kind, person: { area: r.area, id: r.person }, resource: resources[r.kind], live: r.live }));
}

async function mayRead(db: Db, actor: Actor, file: MediaRow): Promise<boolean> {
  const references = await referencesOf(db, file);
  if (references.length === 0) return actor.area === file.ownerType && actor.id === file.ownerId;
  for (const reference of references.filter((r) => r.live)) {
    if (reference.person.area === actor.area && reference.person.id === actor.id) return true;
    if (actor.area !== 'admin') continue;
    if (reference.resource === null || (await roleAllows(db, actor, reference.resource, 'read'))) return true;
  }
  return false;
}

/** The file by key when the actor may read it; null otherwise (unknown and forbidden look the same). */
export async function readableMedia(db: Db, actor: Actor, key: string) {
  const row = await findMedia(db, key);
  if (!row || !(await mayRead(db, actor, row))) return null;
  return row;
}

/** True when any record (live or soft-deleted) points at the file: the clean-up job leaves those alone. */
export const mediaIsReferenced = async (db: Db, file: MediaRow): Promise<boolean> => (await referencesOf(db, file)).length > 0;

/** The key inside an avatar value (`/api/system/media/<key>`), or null for anything else. */
export function mediaKeyOf(value: string | null | undefined): string | null {
  const match = value ? /^\/api\/system\/media\/([A-Za-z0-9_-]{16,64}\.(?:jpg|png|webp|gif|pdf))$/.exec(value) : null;
  return match ? match[1] : null;
}

/**
 * A record went (a medical request deleted, an avatar replaced): its files go too, unless another live record still
 * points at one. Rows first, then the stored files; a file that cannot be removed is logged and left for the
 * clean-up, never kept reachable.
 */
export async function releaseMedia(ctx: Pick<ServiceContext, 'db' | 'storage' | 'log'>, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  const rows = await ctx.db.select({ id: media.id, key: media.key, ownerType: media.ownerType, ownerId: media.ownerId, storagePath: media.storagePath }).from(media).where(inArray(media.key, [...keys]));
  for (const row of rows) {
    const stillUsed = (await referencesOf(ctx.db, row)).some((r) => r.live);
    if (stillUsed) continue;
    try {
      await ctx.db.delete(media).where(eq(media.id, row.id));
    } catch (error) {
      // An employee document's row holds on to it (restrict): it is in use after all.
      ctx.log.warn({ err: error, media: row.id }, 'a released file is still in use');
      continue;
    }
    await ctx.storage.remove(row.storagePath).catch((error: unknown) => ctx.log.warn({ err: error, media: row.id }, 'could not remove a released file'));
  }
}
