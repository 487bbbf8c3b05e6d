// Look-alike names: a role, department, job title, staff role or location whose name differs from an existing one
// only by Unicode form or invisible characters is the same name (409), and is kept in its canonical form.
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { bearer, signIn } from '../test/helpers';
import { canonicalName } from './names';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signIn(t.app, 'admin', 'admin@crewbase.test')).access_token;
});
afterAll(() => t.close());

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/admin/${url}`, headers: bearer(admin), payload });
const LOOK_ALIKES = ['Super\u00a0Admin', 'Super Admin\u200b', '\u200dSuper  Admin', 'Ｓｕｐｅｒ Admin', 'Su\u00adper Admin', 'Super\u2060Admin\ufeff'];

describe('canonicalName', () => {
  it('turns every look-alike of a name into the name', () => {
    expect(LOOK_ALIKES.map(canonicalName)).toEqual(['Super Admin', 'Super Admin', 'Super Admin', 'Super Admin', 'Super Admin', 'SuperAdmin']);
  });
});

describe('names compared in canonical form', () => {
  it.each(LOOK_ALIKES.slice(0, 5))('refuses a role named %j beside Super Admin (409 on name)', async (name) => {
    const response = await post('roles', { name, displayName: `Shown as ${Math.random()}`, permissionIds: [] });
    expect(response.statusCode).toBe(409);
    expect(response.json().details).toEqual([{ path: 'name', message: 'A role named "Super Admin" already exists.' }]);
  });

  it('refuses a role shown as a look-alike of Super Admin (409 on displayName)', async () => {
    const response = await post('roles', { name: 'Helpers', displayName: 'Super Admin\u200b', permissionIds: [] });
    expect(response.statusCode).toBe(409);
    expect(response.json().details.map((d: { path: string }) => d.path)).toEqual(['displayName']);
  });

  it('refuses a name of invisible characters only (400 naming the field)', async () => {
    const response = await post('roles', { name: '\u200b\u200b', displayName: 'Visible', permissionIds: [] });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([{ path: 'name', message: 'Enter a name with visible characters.' }]);
  });

  it.each(['department', 'job-title', 'staff-role', 'location'])('keeps a %s name in canonical form and refuses its look-alike', async (resource) => {
    const first = await post(resource, { name: 'Night\u00a0Shift\u200b Crew' });
    if (first.statusCode !== 201) throw new Error(`${resource}: ${first.statusCode} ${first.body}`);
    expect(first.json().name).toBe('Night Shift Crew');
    const again = await post(resource, { name: 'night shift\u2060 crew' });
    expect(again.statusCode).toBe(409);
    expect(again.json().details.map((d: { path: string }) => d.path)).toEqual(['name']);
  });
});
