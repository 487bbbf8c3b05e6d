// Copying last week into this week: all or nothing like building a week, every clash named, people no longer Active
// left out and named.
import { addDays, addWeeks, copyScheduleWeekResultSchema } from '@crewbase/domain';
import { and, eq } from 'drizzle-orm';
import { scheduleShifts, staff } from '../../db/schema';
import { VIEWER_EMAIL } from '../../db/seed/people';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { bearer, createStaff, signIn } from '../../test/helpers';

let t: TestApp;
let admin: Record<string, string>;
let site: string;
let elsewhere: string;

// Weeks far from the seeded demo shifts and the other schedule tests; 2031-06-01 is a Sunday.
const LAST = '2031-06-01';
const THIS = addWeeks(LAST, 1);

async function person(firstName: string) {
  const created = await createStaff(t.app, { status: 'Active', passwordHash: t.demoPasswordHash });
  await t.app.database.db.update(staff).set({ firstName, lastName: 'Copyweek' }).where(eq(staff.id, created.id));
  const [row] = await t.app.database.db.select().from(staff).where(eq(staff.id, created.id));
  return { id: created.id, staffId: row.staffId, fullName: `${firstName} Copyweek` };
}
const location = async (name: string) => (await t.app.inject({ method: 'POST', url: '/api/admin/location', headers: admin, payload: { name } })).json().id as string;
const build = (week: string, locationId: string, shifts: object[]) =>
  t.app.inject({ method: 'POST', url: '/api/admin/schedule/create-by-location', headers: admin, payload: { week, locationId, shifts } });
const copy = (payload: object, headers = admin) => t.app.inject({ method: 'POST', url: '/api/admin/schedule/copy-week', headers, payload });
const shiftsIn = (week: string, staffId: string) =>
  t.app.database.db.select().from(scheduleShifts).where(and(eq(scheduleShifts.week, week), eq(scheduleShifts.staffId, staffId)));

beforeAll(async () => {
  t = await buildTestApp();
  admin = bearer((await signIn(t.app, 'admin', 'admin@crewbase.test')).access_token);
  site = await location('Copyweek Lekki Site');
  elsewhere = await location('Copyweek Yaba Site');
});
afterAll(() => t.close());

describe('copying last week to this week', () => {
  it('refuses the whole copy while one shift clashes, naming it; then copies every shift and names who was left out', async () => {
    const [ada, bola, chi] = [await person('Ada'), await person('Bola'), await person('Chi')];
    const built = await build(LAST, site, [
      { dayOfWeek: 'monday', staffId: ada.id, startTime: '08:00', endTime: '16:00' },
      { dayOfWeek: 'tuesday', staffId: bola.id, startTime: '22:00', endTime: '06:00' },
      { dayOfWeek: 'wednesday', staffId: chi.id, startTime: '08:00', endTime: '16:00' },
    ]);
    expect(built.statusCode).toBe(201);
    await t.app.database.db.update(staff).set({ status: 'Suspended' }).where(eq(staff.id, chi.id));
    // This week Bola already works Wednesday early morning elsewhere: inside the copied Tuesday night shift.
    const clashing = (await build(THIS, elsewhere, [{ dayOfWeek: 'wednesday', staffId: bola.id, startTime: '04:00', endTime: '10:00' }])).json();

    const refused = await copy({ week: THIS, locationId: site });
    expect(refused.statusCode).toBe(409);
    const body = refused.json();
    expect(body.details).toHaveLength(1);
    expect(body.details[0].message).toContain(`Bola Copyweek (${bola.staffId}) is already scheduled at Copyweek Yaba Site`);
    expect(await shiftsIn(THIS, ada.id)).toHaveLength(0); // nothing copied

    await t.app.inject({ method: 'DELETE', url: `/api/admin/schedule/day/${clashing.data[0].id}`, headers: admin });
    const copied = await copy({ week: THIS, locationId: site });
    expect(copied.statusCode).toBe(201);
    const result = copyScheduleWeekResultSchema.parse(copied.json());
    expect(result).toMatchObject({ week: THIS, fromWeek: LAST, leftOut: [{ staff: { id: chi.id, status: 'Suspended' }, shifts: 1 }] });
    expect(result.data.map((s) => [s.staff.fullName, s.dayOfWeek, s.startTime, s.endTime, s.location.name])).toEqual([
      ['Ada Copyweek', 'monday', '08:00', '16:00', 'Copyweek Lekki Site'],
      ['Bola Copyweek', 'tuesday', '22:00', '06:00', 'Copyweek Lekki Site'],
    ]);
    expect(result.data[0].date).toBe(addDays(THIS, 1));

    // Copying again would put everyone twice: refused, each clash named.
    const again = await copy({ week: THIS, locationId: site });
    expect(again.statusCode).toBe(409);
    expect(again.json().details).toHaveLength(2);
  });

  it('says so when the week before is empty, and needs the schedule permission', async () => {
    const empty = await copy({ week: addWeeks(THIS, 10), locationId: site });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details[0].path).toBe('week');
    const viewer = bearer((await signIn(t.app, 'admin', VIEWER_EMAIL)).access_token);
    expect((await copy({ week: addWeeks(THIS, 1) }, viewer)).statusCode).toBe(403);
    const bad = await copy({ week: '2031-06-03', locationId: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.map((d: { path: string }) => d.path).sort()).toEqual(['locationId', 'week']);
  });
});
