// The daily clean-up: an upload no record took within a day goes (row and file); attached and fresh ones stay.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { selectRows } from '../../db/database';
import { media } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { bearer, signIn } from '../../test/helpers';
import { mediaCleanupJob } from './media-cleanup.job';
import { getMedia, PDF, png, uploadedKey } from './media-test-kit';

let t: TestApp;
let staffToken: string;
let adminToken: string;

beforeAll(async () => {
  t = await buildTestApp();
  staffToken = (await signIn(t.app, 'staff', 'staff@crewbase.test')).access_token;
  adminToken = (await signIn(t.app, 'admin', 'admin@crewbase.test')).access_token;
});
afterAll(() => t.close());

const storedFile = async (key: string) => {
  const [row] = await t.app.database.db.select({ storagePath: media.storagePath }).from(media).where(inArray(media.key, [key]));
  return row ? join(t.config.uploadDir, row.storagePath) : null;
};

describe('the unattached-upload clean-up', () => {
  it('removes an upload left unattached for over a day, and keeps attached and fresh ones', async () => {
    const abandoned = await uploadedKey(t.app, staffToken, { name: 'abandoned.png', type: 'image/png', data: png(4, 4) });
    const avatar = await uploadedKey(t.app, staffToken, { name: 'me.png', type: 'image/png', data: png(4, 4) });
    const contract = await uploadedKey(t.app, adminToken, { name: 'contract.pdf', type: 'application/pdf', data: PDF });
    const fresh = await uploadedKey(t.app, staffToken, { name: 'just-now.png', type: 'image/png', data: png(4, 4) });

    const me = await t.app.inject({ method: 'PATCH', url: '/api/staff/auth/profile', headers: bearer(staffToken), payload: { avatar: `/api/system/media/${avatar}` } });
    expect(me.statusCode).toBe(200);
    const staffId = (me.json() as { id: string }).id;
    const attached = await t.app.inject({ method: 'POST', url: `/api/admin/employee-documents/${staffId}`, headers: bearer(adminToken), payload: { mediaKey: contract, name: 'Employment contract' } });
    expect(attached.statusCode).toBe(201);

    // A day and an hour ago, for all but the fresh one.
    await t.app.database.db.execute(sql`update ${media} set created_at = now() - interval '25 hours' where ${inArray(media.key, [abandoned, avatar, contract])}`);
    const files = Object.fromEntries(await Promise.all([abandoned, avatar, contract, fresh].map(async (key) => [key, await storedFile(key)] as const)));
    for (const file of Object.values(files)) expect(file && existsSync(file)).toBe(true);

    const id = await t.app.jobs.enqueue(mediaCleanupJob, {});
    expect(await t.app.jobs.runDue()).toBe(1);
    const status = await t.app.inject({ url: `/api/admin/jobs/${id}`, headers: bearer(adminToken) });
    expect(status.json()).toMatchObject({
      state: 'completed',
      progress: { done: 1, total: 1, message: 'Removed 1 of 1 unattached uploads' },
      result: { checked: 1, removed: 1, kept: 0 },
    });

    const left = await t.app.database.db.select({ key: media.key }).from(media).where(inArray(media.key, [abandoned, avatar, contract, fresh]));
    expect(left.map((r) => r.key).sort()).toEqual([avatar, contract, fresh].sort());
    expect(existsSync(files[abandoned] as string)).toBe(false);
    for (const key of [avatar, contract, fresh]) expect(existsSync(files[key] as string)).toBe(true);
    expect((await getMedia(t.app, abandoned, staffToken)).statusCode).toBe(404);
    expect((await getMedia(t.app, avatar, staffToken)).statusCode).toBe(200);
  });

  it('runs daily, early in the morning (UTC)', async () => {
    await t.app.jobs.runDue(); // starts the queue, which registers the schedules
    const schedules = await selectRows<{ name: string; cron: string; timezone: string }>(t.app.database.db, sql`select name, cron, timezone from pgboss.schedule`);
    expect(schedules).toContainEqual({ name: 'media-cleanup', cron: '30 3 * * *', timezone: 'UTC' });
  });
});
