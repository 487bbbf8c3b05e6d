import { mailOutboxItemSchema } from '@crewbase/domain';
import { eq } from 'drizzle-orm';
import { mailOutbox, permissions, rolePermissions, roles } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { HIDDEN_SECRET } from '../../platform/mail';
import { bearer, codeIn, lastMailTo, signIn } from '../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/admin/mail-outbox', () => {
  it('keeps mail in the outbox when no SMTP server is set, newest first, filterable', async () => {
    await t.app.inject({ method: 'POST', url: '/api/staff/auth/forgot-password', payload: { email: 'staff@crewbase.test' } });
    // Codes are mailed after the answer goes out; wait for the first before asking for the second, so "newest" is known.
    await t.app.mailer.idle();
    await t.app.inject({ method: 'POST', url: '/api/staff/auth/resend-activation', payload: { email: 'new.staff@crewbase.test' } });
    await t.app.mailer.idle();
    const { access_token } = await signIn(t.app, 'admin', 'admin@crewbase.test');

    const all = await t.app.inject({ url: '/api/admin/mail-outbox?sort=createdAt,DESC', headers: bearer(access_token) });
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body.total).toBe(2);
    expect(body.data.map((m: unknown) => mailOutboxItemSchema.parse(m).subject)).toEqual(['Your Crewbase activation code', 'Your Crewbase password reset code']);
    // The code reached its recipient, and no admin can read it here.
    const sent = await lastMailTo(t.app, 'staff@crewbase.test');
    const code = codeIn(sent?.text ?? '');
    expect(code).toMatch(/^\d{6}$/);
    for (const mail of body.data) expect(mail.text).not.toMatch(/\b\d{6}\b/);
    expect(body.data[1].text).toContain(HIDDEN_SECRET);
    expect(body.data[1].text).not.toContain(code);

    const filtered = await t.app.inject({
      url: `/api/admin/mail-outbox?filter=${encodeURIComponent('to||$eq||staff@crewbase.test')}`,
      headers: bearer(access_token),
    });
    expect(filtered.json().data.map((m: { to: string }) => m.to)).toEqual(['staff@crewbase.test']);

    const bad = await t.app.inject({ url: `/api/admin/mail-outbox?filter=${encodeURIComponent('text||$cont||a')}`, headers: bearer(access_token) });
    expect(bad.statusCode).toBe(400);
  });

  it('needs the mail-outbox:read permission (403 once the role loses it)', async () => {
    const { db } = t.app.database;
    const hr = (await signIn(t.app, 'admin', 'hr@crewbase.test')).access_token;
    expect((await t.app.inject({ url: '/api/admin/mail-outbox', headers: bearer(hr) })).statusCode).toBe(200);
    const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'HR Manager'));
    const [permission] = await db.select({ id: permissions.id }).from(permissions).where(eq(permissions.tableName, 'mail-outbox'));
    await db.delete(rolePermissions).where(eq(rolePermissions.permissionId, permission.id));
    expect((await t.app.inject({ url: '/api/admin/mail-outbox', headers: bearer(hr) })).statusCode).toBe(403);
    await db.insert(rolePermissions).values({ roleId: role.id, permissionId: permission.id });
  });

  it('never shows HR a one-time code: not for a staff reset, not for an admin activation, not a code stored in clear before', async () => {
    const hr = (await signIn(t.app, 'admin', 'hr@crewbase.test')).access_token;
    await t.app.inject({ method: 'POST', url: '/api/staff/auth/forgot-password', payload: { email: 'staff@crewbase.test' } });
    await t.app.mailer.idle();
    // A row kept in clear by an earlier version of the API.
    await t.app.database.db.insert(mailOutbox).values({ to: 'old@crewbase.test', subject: 'Old code', text: 'Your code is 482913. Open http://x/a?code=482913' });
    const list = await t.app.inject({ url: '/api/admin/mail-outbox?limit=100', headers: bearer(hr) });
    expect(list.statusCode).toBe(200);
    const texts = list.json().data.map((m: { text: string }) => m.text) as string[];
    expect(texts.length).toBeGreaterThan(1);
    for (const text of texts) expect(text).not.toMatch(/\d{6}/);
    const latestCode = codeIn((await lastMailTo(t.app, 'staff@crewbase.test'))?.text ?? '');
    expect(texts.join('\n')).not.toContain(latestCode);
  });

  it('stores mail with its codes hidden, so even the database holds no code in clear', async () => {
    await t.app.inject({ method: 'POST', url: '/api/staff/auth/forgot-password', payload: { email: 'staff@crewbase.test' } });
    const code = codeIn((await lastMailTo(t.app, 'staff@crewbase.test'))?.text ?? '');
    const rows = await t.app.database.db.select({ text: mailOutbox.text }).from(mailOutbox).where(eq(mailOutbox.to, 'staff@crewbase.test'));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.text).not.toContain(code);
  });
});
