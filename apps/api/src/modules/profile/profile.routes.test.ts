import { adminProfileSchema, permissionCatalogue, staffProfileSchema } from '@crewbase/domain';
import { desc, eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { bearer, signIn } from '../../test/helpers';
import { PDF, png, uploadedKey } from '../system/media-test-kit';

let t: TestApp;
let staffToken: string;
let adminToken: string;
let hrToken: string;
beforeAll(async () => {
  t = await buildTestApp();
  [staffToken, adminToken, hrToken] = await Promise.all([
    signIn(t.app, 'staff', 'staff@crewbase.test').then((p) => p.access_token),
    signIn(t.app, 'admin', 'admin@crewbase.test').then((p) => p.access_token),
    signIn(t.app, 'admin', 'hr@crewbase.test').then((p) => p.access_token),
  ]);
});
afterAll(() => t.close());

describe('staff profile', () => {
  it('shows the demo staff member as contracts.md describes her', async () => {
    const response = await t.app.inject({ url: '/api/staff/auth/profile', headers: bearer(staffToken) });
    expect(response.statusCode).toBe(200);
    expect(staffProfileSchema.parse(response.json())).toMatchObject({
      staffId: 'STF-0001',
      fullName: 'Adaeze Nwosu',
      email: 'staff@crewbase.test',
      status: 'Active',
      department: { name: 'Operations' },
      jobTitleName: 'Parking Attendant Supervisor',
      location: { name: 'Victoria Island Car Park' },
    });
  });

  it('changes only the phone number and photo, and records it in the audit log', async () => {
    const avatar = `/api/system/media/${await uploadedKey(t.app, staffToken, { name: 'me.png', type: 'image/png', data: png(4, 4) })}`;
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/staff/auth/profile',
      headers: bearer(staffToken),
      payload: { phoneNumber: '+234 803 000 1111', avatar, firstName: 'Hacker' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ phoneNumber: '+234 803 000 1111', avatar, firstName: 'Adaeze' });
    const [entry] = await t.app.database.db.select().from(auditLog).where(eq(auditLog.action, 'update-profile')).orderBy(desc(auditLog.at)).limit(1);
    expect(entry).toMatchObject({ actorType: 'staff', entity: 'staff', to: { phoneNumber: '+234 803 000 1111', avatar } });

    const cleared = await t.app.inject({ method: 'PATCH', url: '/api/staff/auth/profile', headers: bearer(staffToken), payload: { phoneNumber: '' } });
    expect(cleared.json()).toMatchObject({ phoneNumber: null, avatar });
    // Sending the photo one already has (the edit screen does) is fine.
    const same = await t.app.inject({ method: 'PATCH', url: '/api/staff/auth/profile', headers: bearer(staffToken), payload: { avatar } });
    expect(same.statusCode).toBe(200);
  });

  it('takes as a photo only an image the person uploaded: no script, data or tracking address, no SVG, PDF or other person\'s file', async () => {
    const othersKey = await uploadedKey(t.app, adminToken, { name: 'grace.png', type: 'image/png', data: png(4, 4) });
    const pdfKey = await uploadedKey(t.app, staffToken, { name: 'doc.pdf', type: 'application/pdf', data: PDF });
    const refusedValues = [
      'javascript:alert(document.cookie)',
      'https://tracker.example/pixel.gif?u=1',
      'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+',
      '/api/system/media/abcdefghijklmnopqrstuv.png',
      `/api/system/media/${othersKey}`,
      `/api/system/media/${pdfKey}`,
      othersKey,
    ];
    for (const avatar of refusedValues) {
      const response = await t.app.inject({ method: 'PATCH', url: '/api/staff/auth/profile', headers: bearer(staffToken), payload: { avatar } });
      expect(response.statusCode).toBe(400);
      expect(response.json().details).toEqual([{ path: 'avatar', message: 'Choose a photo you uploaded yourself (JPEG, PNG, WebP or GIF).' }]);
    }
    const adminRefused = await t.app.inject({
      method: 'POST',
      url: '/api/admin/update-profile',
      headers: bearer(hrToken),
      payload: { firstName: 'Tunde', lastName: 'Balogun', avatar: `/api/system/media/${othersKey}` },
    });
    expect(adminRefused.statusCode).toBe(400);
    expect(adminRefused.json().details.map((d: { path: string }) => d.path)).toEqual(['avatar']);
    const removed = await t.app.inject({ method: 'PATCH', url: '/api/staff/auth/profile', headers: bearer(staffToken), payload: { avatar: null } });
    expect(removed.statusCode).toBe(200);
  });

  it('refuses a bad phone number with a 400 naming the field', async () => {
    const response = await t.app.inject({ method: 'PATCH', url: '/api/staff/auth/profile', headers: bearer(staffToken), payload: { phoneNumber: 'ring ring' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([{ path: 'phoneNumber', message: 'Enter a valid phone number' }]);
  });
});

describe('admin profile', () => {
  it('shows the super admin with every permission of the catalogue', async () => {
    const response = await t.app.inject({ url: '/api/admin/auth/profile', headers: bearer(adminToken) });
    const profile = adminProfileSchema.parse(response.json());
    expect(profile).toMatchObject({ fullName: 'Grace Mensah', email: 'admin@crewbase.test', status: 'Active', role: { name: 'Super Admin', displayName: 'Super Admin' } });
    expect(profile.role.permissions).toHaveLength(permissionCatalogue.length);
  });

  it('shows the HR manager without payroll, roles or permissions', async () => {
    const profile = adminProfileSchema.parse((await t.app.inject({ url: '/api/admin/auth/profile', headers: bearer(hrToken) })).json());
    expect(profile).toMatchObject({ fullName: 'Tunde Balogun', role: { name: 'HR Manager' } });
    const resources = new Set(profile.role.permissions.map((p) => p.tableName));
    for (const missing of ['payroll', 'roles', 'permissions']) expect(resources.has(missing)).toBe(false);
    for (const held of ['staff', 'leave-request', 'mail-outbox', 'dashboard']) expect(resources.has(held)).toBe(true);
  });

  it('updates the name and phone number (POST /api/admin/update-profile)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/update-profile',
      headers: bearer(hrToken),
      payload: { firstName: '  Babatunde ', lastName: 'Balogun', phoneNumber: '+234 802 111 2222' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ firstName: 'Babatunde', fullName: 'Babatunde Balogun', phoneNumber: '+234 802 111 2222' });
    const again = await t.app.inject({ url: '/api/admin/auth/profile', headers: bearer(hrToken) });
    expect(again.json().fullName).toBe('Babatunde Balogun');
  });

  it('refuses an invalid update with a 400 whose details name each field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/update-profile',
      headers: bearer(adminToken),
      payload: { firstName: '   ', lastName: 'x'.repeat(81), phoneNumber: '12', avatar: 7 },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.statusCode).toBe(400);
    expect(body.details.map((d: { path: string }) => d.path).sort()).toEqual(['avatar', 'firstName', 'lastName', 'phoneNumber']);
    expect(body.details.find((d: { path: string }) => d.path === 'firstName').message).toBe('Enter a first name');
    const missing = await t.app.inject({ method: 'POST', url: '/api/admin/update-profile', headers: bearer(adminToken), payload: {} });
    expect(missing.json().details.map((d: { path: string }) => d.path).sort()).toEqual(['firstName', 'lastName']);
  });

  it('is for admins only', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/admin/update-profile', headers: bearer(staffToken), payload: { firstName: 'A', lastName: 'B' } });
    expect(response.statusCode).toBe(401);
  });
});
