// Locations and staff roles (settings) through the real database: CRUD, uniqueness, lists and in-use refusals.
import type { Location, StaffRole } from '@crewbase/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { bearer, signIn } from '../../test/helpers';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signIn(t.app, 'admin', 'admin@crewbase.test')).access_token;
});
afterAll(() => t.close());

const call = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) => {
  const response = await t.app.inject({ method, url, payload, headers: bearer(admin) });
  return { status: response.statusCode, body: response.body ? response.json() : undefined };
};
const enc = encodeURIComponent;

describe('/api/admin/location', () => {
  it('creates, shows, edits, lists by city and deletes an unused location', async () => {
    const created = await call('POST', '/api/admin/location', { name: 'Ikoyi Club Car Park', address: '6 Ikoyi Crescent', city: 'Lagos' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Ikoyi Club Car Park', address: '6 Ikoyi Crescent', city: 'Lagos', staffCount: 0 });
    const edited = await call('PATCH', `/api/admin/location/${created.body.id}`, { city: 'Abuja', address: '' });
    expect(edited.body).toMatchObject({ city: 'Abuja', address: null });
    const inAbuja = await call('GET', `/api/admin/location?filter=${enc('city||$eq||Abuja')}`);
    expect(inAbuja.body.data.map((l: Location) => l.name)).toContain('Ikoyi Club Car Park');
    expect((await call('GET', '/api/admin/location?sort=city,DESC')).status).toBe(200);
    expect(await call('DELETE', `/api/admin/location/${created.body.id}`)).toEqual({ status: 204, body: undefined });
  });

  it('refuses a taken name and will not delete a location staff work at', async () => {
    const busy = (await call('GET', '/api/admin/location?sort=name,ASC&limit=100')).body.data.find((l: Location) => l.staffCount > 0) as Location;
    const taken = await call('POST', '/api/admin/location', { name: busy.name.toUpperCase() });
    expect(taken.status).toBe(409);
    expect(taken.body.details[0]).toEqual({ path: 'name', message: `A location named "${busy.name.toUpperCase()}" already exists.` });
    const refused = await call('DELETE', `/api/admin/location/${busy.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`The location "${busy.name}" is used by ${busy.staffCount} staff. Move or remove those first.`);
  });
});

describe('/api/admin/staff-role', () => {
  it('creates, shows, lists and refuses a taken name or a role in use', async () => {
    const created = await call('POST', '/api/admin/staff-role', { name: 'Trainee', description: 'First three months' });
    expect(created.status).toBe(201);
    expect((await call('GET', `/api/admin/staff-role/${created.body.id}`)).body).toMatchObject({ name: 'Trainee', description: 'First three months' });
    expect((await call('POST', '/api/admin/staff-role', { name: 'trainee' })).status).toBe(409);

    const roles = (await call('GET', '/api/admin/staff-role?sort=createdAt,DESC&limit=100')).body.data as StaffRole[];
    expect(roles[0].name).toBe('Trainee');
    const staffRole = roles.find((r) => r.name === 'Staff') as StaffRole;
    const refused = await call('DELETE', `/api/admin/staff-role/${staffRole.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^The staff role "Staff" is used by \d+ staff\./);
    expect((await call('DELETE', `/api/admin/staff-role/${created.body.id}`)).status).toBe(204);
  });
});
