// Shift templates through the real API: a location's named shifts, unique by name there, for the schedule permission.
import { listResponseSchema, shiftTemplateSchema } from '@crewbase/domain';
import { eq } from 'drizzle-orm';
import { locations } from '../../db/schema';
import { VIEWER_EMAIL } from '../../db/seed/people';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { bearer, signIn } from '../../test/helpers';

let t: TestApp;
let admin: Record<string, string>;
let vi: string;
let hq: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = bearer((await signIn(t.app, 'admin', 'admin@crewbase.test')).access_token);
  const loc = async (name: string) => (await t.app.database.db.select().from(locations).where(eq(locations.name, name)))[0].id;
  vi = await loc('Victoria Island Car Park');
  hq = await loc('Head Office');
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, headers = admin) =>
  t.app.inject({ method, url: `/api/admin/shift-templates${url}`, headers, ...(payload ? { payload } : {}) });

describe('shift templates', () => {
  it('creates, lists per location, edits and deletes templates', async () => {
    const morning = await api('POST', '', { name: 'Morning', locationId: vi, startTime: '06:00', endTime: '14:00' });
    expect(morning.statusCode).toBe(201);
    expect(morning.json()).toMatchObject({ name: 'Morning', location: { id: vi, name: 'Victoria Island Car Park' }, startTime: '06:00', endTime: '14:00', overnight: false });
    const night = (await api('POST', '', { name: 'Night', locationId: vi, startTime: '22:00', endTime: '06:00' })).json();
    expect(night.overnight).toBe(true);
    // The same name at another location is another template.
    expect((await api('POST', '', { name: 'morning', locationId: hq, startTime: '08:00', endTime: '16:00' })).statusCode).toBe(201);

    const list = await api('GET', `?filter=${encodeURIComponent(`location.id||$eq||${vi}`)}`);
    expect(list.statusCode).toBe(200);
    expect(listResponseSchema(shiftTemplateSchema).parse(list.json()).data.map((x) => x.name)).toEqual(['Morning', 'Night']);

    const edited = await api('PATCH', `/${night.id}`, { endTime: '07:00' });
    expect(edited.json()).toMatchObject({ name: 'Night', startTime: '22:00', endTime: '07:00' });
    expect((await api('DELETE', `/${night.id}`)).statusCode).toBe(204);
    expect((await api('GET', `/${night.id}`)).statusCode).toBe(404);
  });

  it('refuses a name taken at the location (409), bad times and an unknown location (400 naming each field)', async () => {
    await api('POST', '', { name: 'Late', locationId: hq, startTime: '14:00', endTime: '22:00' });
    const taken = await api('POST', '', { name: ' LATE ', locationId: hq, startTime: '15:00', endTime: '23:00' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().details).toEqual([{ path: 'name', message: 'A shift template named "LATE" already exists.' }]);
    const bad = await api('POST', '', { name: '', locationId: 'nowhere', startTime: '25:00', endTime: '8am' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.map((d: { path: string }) => d.path).sort()).toEqual(['endTime', 'locationId', 'name', 'startTime']);
    const same = await api('POST', '', { name: 'Zero', locationId: hq, startTime: '09:00', endTime: '09:00' });
    expect(same.json().details.map((d: { path: string }) => d.path)).toEqual(['endTime']);
    const unknown = await api('POST', '', { name: 'Ghost', locationId: '00000000-0000-4000-8000-000000000000', startTime: '09:00', endTime: '17:00' });
    expect(unknown.json().details).toEqual([{ path: 'locationId', message: 'That location does not exist.' }]);
  });

  it('needs the schedule permission; staff are refused', async () => {
    const viewer = bearer((await signIn(t.app, 'admin', VIEWER_EMAIL)).access_token);
    expect((await api('GET', '', undefined, viewer)).statusCode).toBe(403);
    expect((await api('POST', '', { name: 'Sneaky', locationId: vi, startTime: '06:00', endTime: '14:00' }, viewer)).statusCode).toBe(403);
    const staffToken = bearer((await signIn(t.app, 'staff', 'staff@crewbase.test')).access_token);
    expect((await api('GET', '', undefined, staffToken)).statusCode).toBe(401);
  });
});
