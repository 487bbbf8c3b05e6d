// Daily: uploads that no record took within a day are removed, row and file. media-upload stores a file as soon as it
// arrives, before the form that uses it is saved; when the form is abandoned, nothing else would ever delete it.
import { sql } from 'drizzle-orm';
import { selectRows } from '../../db/database';
import { employeeDocuments, media, medicalAssistanceRequests, staff, users } from '../../db/schema';
import { defineJob } from '../../platform/jobs';
import { mediaIsReferenced, mediaPath } from './media-access';

/** How long an upload may wait for its record (a form left open over lunch is fine; one left overnight is not). */
export const UNATTACHED_UPLOAD_HOURS = 24;

interface Candidate {
  id: string;
  key: string;
  ownerType: 'staff' | 'admin';
  ownerId: string;
  storagePath: string;
}

/**
 * Uploads older than the wait that no record points at. A quick first cut in one query; each candidate is checked
 * again by media-access (the one place that knows every kind of reference) before it goes.
 */
const candidates = (db: Parameters<typeof selectRows>[0]) =>
  selectRows<Candidate>(
    db,
    sql`
      select m.id, m.key, m.owner_type as "ownerType", m.owner_id as "ownerId", m.storage_path as "storagePath"
        from ${media} m
       where m.created_at < now() - make_interval(hours => ${UNATTACHED_UPLOAD_HOURS})
         and not exists (select 1 from ${employeeDocuments} d where d.media_id = m.id)
         and not exists (select 1 from ${staff} s where s.driver_licence_document_id = m.id or s.avatar = ${mediaPath('')} || m.key)
         and not exists (select 1 from ${users} u where u.avatar = ${mediaPath('')} || m.key)
         and not exists (select 1 from ${medicalAssistanceRequests} r where m.key = any(r.document_keys))
       order by m.created_at, m.id`,
  );

export const mediaCleanupJob = defineJob({
  name: 'media-cleanup',
  retryLimit: 3,
  retryDelaySeconds: 5 * 60,
  retryBackoff: true,
  schedule: { cron: '30 3 * * *', data: {} },
  async run(_data: Record<string, never>, ctx) {
    const found = await candidates(ctx.db);
    let removed = 0;
    let kept = 0;
    const report = () => ctx.progress({ done: removed + kept, total: found.length, message: `Removed ${removed} of ${found.length} unattached uploads` });
    await report();
    for (const file of found) {
      if (ctx.signal.aborted) throw new Error('The API shut down during the clean-up; the next try carries on.');
      // Checked and deleted together, so a record saved meanwhile keeps its file.
      const gone = await ctx.db.transaction(async (tx) => {
        if (await mediaIsReferenced(tx, file)) return false;
        await tx.delete(media).where(sql`${media.id} = ${file.id}`);
        return true;
      });
      if (!gone) {
        kept += 1;
        continue;
      }
      removed += 1;
      // The row is gone, so the file can no longer be reached; one that cannot be removed is only logged.
      await ctx.storage.remove(file.storagePath).catch((error: unknown) => ctx.log.warn({ err: error, media: file.id }, 'could not remove an unattached upload'));
      if ((removed + kept) % 50 === 0) await report();
    }
    await report();
    return { checked: found.length, removed, kept };
  },
});
