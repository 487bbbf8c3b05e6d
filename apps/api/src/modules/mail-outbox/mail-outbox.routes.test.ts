import { mailOutboxItemSchema } from '@crewbase/domain';
import { eq } from 'drizzle-orm';
import { permissions, rolePermissions, roles } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { bearer, signIn } from '../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/admin/mail-outbox', () => {
  it('keeps mail in the outbox when no SMTP server is set, newest first, filterable', async () => {
    await t.app.inject({ method: 'POST', url: '/api/staff/auth/forgot-password', payload: { email: 'staff@crewbase.test' } });
    await t.app.inject({ method: 'POST', url: '/api/staff/auth/resend-activation', payload: { email: 'new.staff@crewbase.test' } });
    const { access_token } = await signIn(t.app, 'admin', 'admin@crewbase.test');

    const all = await t.app.inject({ url: '/api/admin/mail-outbox?sort=createdAt,DESC', headers: bearer(access_token) });
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body.total).toBe(2);
    expect(body.data.map((m: unknown) => mailOutboxItemSchema.parse(m).subject)).toEqual(['Your Crewbase activation code', 'Your Crewbase password reset code']);
    expect(body.data[1].text).toMatch(/\b\d{6}\b/);

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
});
