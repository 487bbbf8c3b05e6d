// Settings > departments through the real database: create, view, edit, list, uniqueness and in-use refusals.
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

describe('/api/admin/department', () => {
  it('creates, shows, edits and lists a department', async () => {
    const created = await call('POST', '/api/admin/department', { name: '  Internal Audit  ', description: 'Checks and controls' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Internal Audit', description: 'Checks and controls', staffCount: 0 });

    const shown = await call('GET', `/api/admin/department/${created.body.id}`);
    expect(shown.body.name).toBe('Internal Audit');

    const edited = await call('PATCH', `/api/admin/department/${created.body.id}`, { name: 'Internal Audit Services', description: '' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'Internal Audit Services', description: null });

    const listed = await call('GET', `/api/admin/department?filter=${encodeURIComponent('name||$cont||audit serv')}`);
    expect(listed.body.data.map((d: { name: string }) => d.name)).toEqual(['Internal Audit Services']);
  });

  it('lists with server-side sort and paging, counting staff', async () => {
    const { status, body } = await call('GET', '/api/admin/department?sort=name,DESC&limit=2');
    expect(status).toBe(200);
    expect(body.count).toBe(2);
    expect(body.total).toBeGreaterThanOrEqual(4);
    const names = body.data.map((d: { name: string }) => d.name.toLowerCase());
    expect(names).toEqual([...names].sort().reverse());
    const operations = await call('GET', `/api/admin/department?filter=${encodeURIComponent('name||$eq||Operations')}`);
    expect(operations.body.data[0].staffCount).toBeGreaterThan(0);
  });

  it('refuses a name another department has, whatever its case, naming the field', async () => {
    const { status, body } = await call('POST', '/api/admin/department', { name: 'operations' });
    expect(status).toBe(409);
    expect(body.message).toBe('A department named "operations" already exists.');
    expect(body.details).toEqual([{ path: 'name', message: body.message }]);

    const other = await call('POST', '/api/admin/department', { name: 'Legal' });
    const renamed = await call('PATCH', `/api/admin/department/${other.body.id}`, { name: 'OPERATIONS' });
    expect(renamed.status).toBe(409);
    // Keeping its own name is fine.
    expect((await call('PATCH', `/api/admin/department/${other.body.id}`, { name: 'legal' })).status).toBe(200);
  });

  it('refuses an empty or too long name with field errors', async () => {
    const empty = await call('POST', '/api/admin/department', { name: ' ' });
    expect(empty.status).toBe(400);
    expect(empty.body.details[0]).toMatchObject({ path: 'name', message: 'Enter a department name of at least 2 characters' });
    const long = await call('POST', '/api/admin/department', { name: 'x'.repeat(81) });
    expect(long.body.details[0].path).toBe('name');
  });

  it('will not delete a department in use, and says what uses it', async () => {
    const listed = await call('GET', `/api/admin/department?filter=${encodeURIComponent('name||$eq||Operations')}`);
    const operations = listed.body.data[0];
    const { status, body } = await call('DELETE', `/api/admin/department/${operations.id}`);
    expect(status).toBe(409);
    expect(body.message).toMatch(new RegExp(`^The department "Operations" is used by ${operations.staffCount} staff and \\d+ job titles?\\.`));
  });

  it('deletes an unused department; unknown and malformed ids are 404 and 400', async () => {
    const created = await call('POST', '/api/admin/department', { name: 'Temporary' });
    expect(await call('DELETE', `/api/admin/department/${created.body.id}`)).toEqual({ status: 204, body: undefined });
    expect((await call('GET', `/api/admin/department/${created.body.id}`)).status).toBe(404);
    expect((await call('GET', '/api/admin/department/not-an-id')).status).toBe(400);
  });
});
