// Settings > jobs through the real database: titles with their department, uniqueness, lists and in-use refusals.
import type { JobTitle } from '@crewbase/domain';
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

describe('/api/admin/job-title', () => {
  it('creates a title in a department, shows, edits and lists it by department.name', async () => {
    const department = (await call('GET', `/api/admin/department?filter=${enc('name||$eq||Operations')}`)).body.data[0];
    const created = await call('POST', '/api/admin/job-title', { name: 'Shuttle Driver', departmentId: department.id });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Shuttle Driver', department: { id: department.id, name: 'Operations' }, staffCount: 0 });

    const moved = await call('PATCH', `/api/admin/job-title/${created.body.id}`, { departmentId: null });
    expect(moved.body.department).toBeNull();
    expect((await call('GET', `/api/admin/job-title/${created.body.id}`)).body.name).toBe('Shuttle Driver');

    const inOperations = await call('GET', `/api/admin/job-title?filter=${enc('department.name||$eq||Operations')}&sort=name,ASC&limit=100`);
    expect(inOperations.body.data.length).toBeGreaterThan(0);
    expect(inOperations.body.data.every((j: JobTitle) => j.department?.name === 'Operations')).toBe(true);
    const names = inOperations.body.data.map((j: JobTitle) => j.name.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it('refuses a taken name (any case) and an unknown department, naming the fields', async () => {
    const taken = await call('POST', '/api/admin/job-title', { name: 'VALET DRIVER' });
    expect(taken.status).toBe(409);
    expect(taken.body.details).toEqual([{ path: 'name', message: 'A job title named "VALET DRIVER" already exists.' }]);
    const unknown = await call('POST', '/api/admin/job-title', { name: 'Night Porter', departmentId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.details).toEqual([{ path: 'departmentId', message: 'That department does not exist.' }]);
  });

  it('will not delete a title people hold, and deletes one nobody holds', async () => {
    const valet = (await call('GET', `/api/admin/job-title?filter=${enc('name||$eq||Valet Driver')}`)).body.data[0] as JobTitle;
    const refused = await call('DELETE', `/api/admin/job-title/${valet.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`The job title "Valet Driver" is used by ${valet.staffCount} staff. Move or remove those first.`);
    const spare = await call('POST', '/api/admin/job-title', { name: 'Spare Title' });
    expect((await call('DELETE', `/api/admin/job-title/${spare.body.id}`)).status).toBe(204);
  });
});
