// Uploaded files are private: served only to whoever may see the record they belong to, always as an attachment,
// and gone with their record. Uploads take one sane file or answer 400/413, never 500, never a file without a row.
import { and, count, eq } from 'drizzle-orm';
import { readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { media, permissions, rolePermissions, roles, staff, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { bearer, signIn } from '../../test/helpers';
import { call, freshStaff, type Person } from '../requests/request-test-kit';
import { BOUNDARY, getMedia, multipartBody, PDF, png, uploadedKey, uploadFiles } from './media-test-kit';

let t: TestApp;
let admin: string;
/** An admin whose role reads staff and nothing else: no medical assistance, no employee documents. */
let staffReader: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signIn(t.app, 'admin', 'admin@crewbase.test')).access_token;
  const db = t.app.database.db;
  const [role] = await db.insert(roles).values({ name: 'Staff Reader', displayName: 'Staff Reader' }).returning({ id: roles.id });
  const [staffRead] = await db.select({ id: permissions.id }).from(permissions).where(and(eq(permissions.tableName, 'staff'), eq(permissions.name, 'read')));
  await db.insert(rolePermissions).values({ roleId: role.id, permissionId: staffRead.id });
  await db.insert(users).values({ firstName: 'Sam', lastName: 'Reader', email: 'reader@crewbase.test', status: 'Active', roleId: role.id, passwordHash: t.demoPasswordHash });
  staffReader = (await signIn(t.app, 'admin', 'reader@crewbase.test')).access_token;
});
afterAll(() => t.close());

const mediaRows = async () => (await t.app.database.db.select({ n: count() }).from(media))[0].n;
const storedFiles = () => readdirSync(t.config.uploadDir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;

describe('who may read an uploaded file', () => {
  it('needs a token: anonymous gets 401, never the file', async () => {
    const me = await freshStaff(t);
    const key = await uploadedKey(t.app, me.token, { name: 'me.png', type: 'image/png', data: png(4, 4) });
    const anonymous = await getMedia(t.app, key, null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.rawPayload.includes(png(4, 4).subarray(0, 16))).toBe(false);
  });

  it('serves an unattached upload to its uploader only', async () => {
    const me = await freshStaff(t);
    const other = await freshStaff(t);
    const key = await uploadedKey(t.app, me.token, { name: 'draft.pdf', type: 'application/pdf', data: PDF });
    expect((await getMedia(t.app, key, me.token)).statusCode).toBe(200);
    expect((await getMedia(t.app, key, other.token)).statusCode).toBe(404);
    expect((await getMedia(t.app, key, admin)).statusCode).toBe(404);
  });

  it('serves a medical document to its staff member and to admins who read medical assistance, and to nobody once the request is deleted', async () => {
    const me = await freshStaff(t);
    const other = await freshStaff(t);
    const key = await uploadedKey(t.app, me.token, { name: 'invoice.pdf', type: 'application/pdf', data: PDF });
    const created = await call(t.app, 'POST', '/api/staff/medical-assistance', me.headers, { amount: 1000, reason: 'Clinic bill', documents: [key] });
    expect(created.status).toBe(201);

    expect((await getMedia(t.app, key, me.token)).statusCode).toBe(200);
    expect((await getMedia(t.app, key, admin)).statusCode).toBe(200);
    expect((await getMedia(t.app, key, other.token)).statusCode).toBe(404);
    expect((await getMedia(t.app, key, staffReader)).statusCode).toBe(404);

    const filesBefore = storedFiles();
    expect((await call(t.app, 'DELETE', `/api/admin/medical-assistance/${created.body.id}`, bearer(admin))).status).toBeLessThan(300);
    expect((await getMedia(t.app, key, me.token)).statusCode).toBe(404);
    expect((await getMedia(t.app, key, admin)).statusCode).toBe(404);
    expect(storedFiles()).toBe(filesBefore - 1);
  });

  it("serves a licence scan to its staff member and to admins who read staff", async () => {
    const holder = await freshStaff(t);
    const other = await freshStaff(t);
    const key = await uploadedKey(t.app, admin, { name: 'licence.pdf', type: 'application/pdf', data: PDF });
    const [row] = await t.app.database.db.select({ id: media.id }).from(media).where(eq(media.key, key));
    await t.app.database.db.update(staff).set({ driverLicenceDocumentId: row.id }).where(eq(staff.id, holder.id));
    expect((await getMedia(t.app, key, holder.token)).statusCode).toBe(200);
    expect((await getMedia(t.app, key, staffReader)).statusCode).toBe(200);
    expect((await getMedia(t.app, key, other.token)).statusCode).toBe(404);
  });

  it('serves an employee document to its staff member and to admins who read employee documents, and to nobody once deleted', async () => {
    const holder = await freshStaff(t);
    const key = await uploadedKey(t.app, admin, { name: 'contract.pdf', type: 'application/pdf', data: PDF });
    const attached = await call(t.app, 'POST', `/api/admin/employee-documents/${holder.id}`, bearer(admin), { mediaKey: key, name: 'Contract' });
    expect(attached.status).toBe(201);
    expect((await getMedia(t.app, key, holder.token)).statusCode).toBe(200);
    expect((await getMedia(t.app, key, admin)).statusCode).toBe(200);
    expect((await getMedia(t.app, key, staffReader)).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/admin/employee-documents/${holder.id}/${attached.body.id}`, bearer(admin))).status).toBe(204);
    expect((await getMedia(t.app, key, holder.token)).statusCode).toBe(404);
    expect((await getMedia(t.app, key, admin)).statusCode).toBe(404);
  });

  it('shows an avatar to its person and to admins; a replaced avatar is gone for everyone', async () => {
    const me: Person = await freshStaff(t);
    const first = await uploadedKey(t.app, me.token, { name: 'me.png', type: 'image/png', data: png(8, 8) });
    expect((await call(t.app, 'PATCH', '/api/staff/auth/profile', me.headers, { avatar: `/api/system/media/${first}` })).status).toBe(200);
    expect((await getMedia(t.app, first, me.token)).statusCode).toBe(200);
    expect((await getMedia(t.app, first, staffReader)).statusCode).toBe(200);

    const second = await uploadedKey(t.app, me.token, { name: 'me-2.png', type: 'image/png', data: png(8, 8) });
    expect((await call(t.app, 'PATCH', '/api/staff/auth/profile', me.headers, { avatar: `/api/system/media/${second}` })).status).toBe(200);
    expect((await getMedia(t.app, first, me.token)).statusCode).toBe(404);
    expect((await getMedia(t.app, first, admin)).statusCode).toBe(404);
    expect((await t.app.database.db.select().from(media).where(eq(media.key, first))).length).toBe(0);
    expect((await getMedia(t.app, second, admin)).statusCode).toBe(200);
  });

  it("grants nothing to someone who points their avatar at another person's file", async () => {
    const victim = await freshStaff(t);
    const thief = await freshStaff(t);
    const key = await uploadedKey(t.app, victim.token, { name: 'private.pdf', type: 'application/pdf', data: PDF });
    await call(t.app, 'PATCH', '/api/staff/auth/profile', thief.headers, { avatar: `/api/system/media/${key}` });
    expect((await getMedia(t.app, key, thief.token)).statusCode).toBe(404);
    expect((await getMedia(t.app, key, admin)).statusCode).toBe(404);
  });
});

describe('how a file is sent back', () => {
  it('is always a private attachment with nosniff, whatever its name (evil.html is not rendered)', async () => {
    const me = await freshStaff(t);
    const key = await uploadedKey(t.app, me.token, { name: 'evil.html', type: 'image/png', data: png(2, 2) });
    const file = await getMedia(t.app, key, me.token);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="evil.html"; filename*=UTF-8''evil.html`);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toBe('private, no-store');
  });

  it('strips control and direction characters from names (a right-to-left override cannot disguise an extension)', async () => {
    const me = await freshStaff(t);
    const response = await uploadFiles(t.app, me.token, [{ name: 'invoice\u202Efdp.exe\u0007 résumé.pdf', type: 'application/pdf', data: PDF }]);
    expect(response.statusCode).toBe(201);
    expect(response.json().name).toBe('invoicefdp.exe résumé.pdf');
    const file = await getMedia(t.app, response.json().key, me.token);
    const disposition = String(file.headers['content-disposition']);
    expect(disposition).toBe(`attachment; filename="invoicefdp.exe resume.pdf"; filename*=UTF-8''invoicefdp.exe%20r%C3%A9sum%C3%A9.pdf`);
    expect(disposition).not.toMatch(/%E2%80%AE|\u202E/);
  });
});

describe('POST /api/system/media-upload refuses what is not one sane file', () => {
  it('refuses two files in one upload with 400 and keeps neither', async () => {
    const me = await freshStaff(t);
    const [rows, files] = [await mediaRows(), storedFiles()];
    const response = await uploadFiles(t.app, me.token, [
      { name: 'a.png', type: 'image/png', data: png(2, 2) },
      { name: 'b.png', type: 'image/png', data: png(2, 2) },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Send one file per upload, in the "file" field.');
    const three = await uploadFiles(t.app, me.token, ['a', 'b', 'c'].map((n) => ({ name: `${n}.png`, type: 'image/png', data: png(2, 2) })));
    expect(three.statusCode).toBe(400);
    expect([await mediaRows(), storedFiles()]).toEqual([rows, files]);
  });

  it('refuses an image whose header claims 60000 x 60000 pixels (400), and one it cannot read', async () => {
    const me = await freshStaff(t);
    const bomb = await uploadFiles(t.app, me.token, [{ name: 'bomb.png', type: 'image/png', data: png(60_000, 60_000) }]);
    expect(bomb.statusCode).toBe(400);
    expect(bomb.json().message).toBe('The image is 60000 x 60000 pixels; upload one at most 10000 pixels a side.');
    const broken = await uploadFiles(t.app, me.token, [{ name: 'cut.png', type: 'image/png', data: png(2, 2).subarray(0, 12) }]);
    expect(broken.statusCode).toBe(400);
  });

  it('takes a file name with a NUL in it (cleaned), leaving one row per stored file', async () => {
    const me = await freshStaff(t);
    const response = await uploadFiles(t.app, me.token, [{ name: 'scan\u0000.pdf', type: 'application/pdf', data: PDF }]);
    expect(response.statusCode).toBe(201);
    expect(response.json().name).toBe('scan.pdf');
    expect(storedFiles()).toBe(await mediaRows());
  });

  it('answers 400 for a body without a boundary, a truncated body and a gzip-encoded body, and stores nothing', async () => {
    const me = await freshStaff(t);
    const [rows, files] = [await mediaRows(), storedFiles()];
    const body = multipartBody([{ name: 'a.png', type: 'image/png', data: png(2, 2) }]);
    const send = (payload: Buffer, headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/system/media-upload', payload, headers: { ...bearer(me.token), ...headers } });
    const noBoundary = await send(body, { 'content-type': 'multipart/form-data' });
    const truncated = await send(body.subarray(0, body.length - 30), { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` });
    const gzipped = await send(gzipSync(body), { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'content-encoding': 'gzip' });
    for (const response of [noBoundary, truncated, gzipped]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/could not be read/);
    }
    expect([await mediaRows(), storedFiles()]).toEqual([rows, files]);
  });
  it('takes a file only where an upload is declared: a multipart body sent to any other route is a 415', async () => {
    const me = await freshStaff(t);
    const [rows, files] = [await mediaRows(), storedFiles()];
    const body = multipartBody([{ name: 'a.png', type: 'image/png', data: png(2, 2) }]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/staff/leave-request',
      payload: body,
      headers: { ...bearer(me.token), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    });
    expect(response.statusCode).toBe(415);
    expect([await mediaRows(), storedFiles()]).toEqual([rows, files]);
  });
});
