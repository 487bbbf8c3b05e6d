import {
  addDays,
  addWeeks,
  createScheduleResultSchema,
  currentWeekKey,
  daysOfWeek,
  listResponseSchema,
  locationScheduleSummarySchema,
  locationScheduleWeekSchema,
  myScheduleWeekSchema,
  shiftSchema,
  staffScheduleWeekSchema,
  todayIso,
  weekdayOf,
} from '@crewbase/domain';
import { eq } from 'drizzle-orm';
import { locations, scheduleShifts, staff } from '../../db/schema';
import { VIEWER_EMAIL } from '../../db/seed/people';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { bearer, createStaff, signIn } from '../../test/helpers';

let t: TestApp;
let admin: Record<string, string>;
let vi: string;
let hq: string;
let ikeja: string;

// Weeks far from the seeded demo shifts. 2030-12-29 is a Sunday whose week runs into 2031.
const W = '2030-12-29';
const NEXT = addWeeks(W, 1);

async function person(status: 'Active' | 'Suspended' = 'Active', name?: { firstName: string; lastName: string }) {
  const created = await createStaff(t.app, { status, passwordHash: t.demoPasswordHash });
  if (name) await t.app.database.db.update(staff).set(name).where(eq(staff.id, created.id));
  const [row] = await t.app.database.db.select().from(staff).where(eq(staff.id, created.id));
  return { id: created.id, email: created.email, staffId: row.staffId, fullName: `${row.firstName} ${row.lastName}` };
}

const post = (path: 'create-by-location' | 'create-by-staff', payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/admin/schedule/${path}`, headers: admin, payload });

async function created(path: 'create-by-location' | 'create-by-staff', payload: object) {
  const response = await post(path, payload);
  expect(response.statusCode, response.body).toBe(201);
  return createScheduleResultSchema.parse(response.json());
}

const shiftsOf = async (staffId: string) => t.app.database.db.select().from(scheduleShifts).where(eq(scheduleShifts.staffId, staffId));

beforeAll(async () => {
  t = await buildTestApp();
  admin = bearer((await signIn(t.app, 'admin', 'admin@crewbase.test')).access_token);
  const loc = async (name: string) => (await t.app.database.db.select().from(locations).where(eq(locations.name, name)))[0].id;
  vi = await loc('Victoria Island Car Park');
  hq = await loc('Head Office');
  ikeja = await loc('Ikeja City Mall Car Park');
});
afterAll(() => t.close());

describe('creating a week', () => {
  it('creates a location week and shows it by week, by day (paged, searched) and in the overview', async () => {
    const ada = await person('Active', { firstName: 'Adaora', lastName: 'Weekfirst' });
    const bola = await person('Active', { firstName: 'Bolaji', lastName: 'Weeksecond' });
    const result = await created('create-by-location', {
      week: W,
      locationId: ikeja,
      shifts: [
        { dayOfWeek: 'monday', staffId: ada.id, startTime: '08:00', endTime: '16:00' },
        { dayOfWeek: 'monday', staffId: bola.id, startTime: '16:00', endTime: '23:30' },
        // New Year's Eve, ending in the new year.
        { dayOfWeek: 'tuesday', staffId: ada.id, startTime: '20:00', endTime: '04:00' },
      ],
    });
    expect(result.week).toBe(W);
    expect(result.data).toHaveLength(3);
    expect(result.data.find((s) => s.dayOfWeek === 'tuesday')).toMatchObject({
      date: '2030-12-31',
      overnight: true,
      startsAt: '2030-12-31T20:00',
      endsAt: '2031-01-01T04:00',
      location: { id: ikeja, name: 'Ikeja City Mall Car Park' },
      staff: { id: ada.id, fullName: 'Adaora Weekfirst', status: 'Active' },
    });

    const week = locationScheduleWeekSchema.parse((await t.app.inject({ url: `/api/admin/schedule/week?week=${W}&locationId=${ikeja}`, headers: admin })).json());
    expect(week.days.map((d) => d.dayOfWeek)).toEqual(['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday']);
    expect(week.days[1]).toMatchObject({ date: '2030-12-30' });
    expect(week.days[1].shifts.map((s) => s.staff.fullName)).toEqual(['Adaora Weekfirst', 'Bolaji Weeksecond']);

    const dayUrl = `/api/admin/schedule/day?week=${W}&dayOfWeek=monday&locationId=${ikeja}`;
    const page1 = listResponseSchema(shiftSchema).parse((await t.app.inject({ url: `${dayUrl}&page=1&limit=1`, headers: admin })).json());
    expect(page1).toMatchObject({ total: 2, count: 1, pageCount: 2 });
    expect(page1.data[0].startTime).toBe('08:00');
    const searched = listResponseSchema(shiftSchema).parse((await t.app.inject({ url: `${dayUrl}&search=weeksec`, headers: admin })).json());
    expect(searched.data.map((s) => s.staff.id)).toEqual([bola.id]);
    const byCode = listResponseSchema(shiftSchema).parse((await t.app.inject({ url: `${dayUrl}&search=${ada.staffId}`, headers: admin })).json());
    expect(byCode.data.map((s) => s.staff.id)).toEqual([ada.id]);
    expect((await t.app.inject({ url: `${dayUrl}&sort=staff.fullName,DESC`, headers: admin })).json().data[0].staff.id).toBe(bola.id);
    expect((await t.app.inject({ url: `/api/admin/schedule/day?week=${W}&dayOfWeek=someday&locationId=${ikeja}`, headers: admin })).statusCode).toBe(400);

    const overview = listResponseSchema(locationScheduleSummarySchema).parse(
      (await t.app.inject({ url: `/api/admin/schedule/location?week=${W}&search=ikeja`, headers: admin })).json(),
    );
    expect(overview.data).toHaveLength(1);
    expect(overview.data[0]).toMatchObject({ location: { id: ikeja }, week: W, shiftCount: 3, staffCount: 2 });
    expect(overview.data[0].days.find((d) => d.dayOfWeek === 'monday')?.shiftCount).toBe(2);
    const busiest = await t.app.inject({ url: `/api/admin/schedule/location?week=${W}&sort=shiftCount,DESC&limit=1`, headers: admin });
    expect(busiest.json().data[0].location.id).toBe(ikeja);
  });

  it('creates a person\'s week across locations and shows it on their profile and in the staff portal', async () => {
    const cara = await person();
    const week = currentWeekKey();
    const today = weekdayOf(todayIso());
    await created('create-by-staff', {
      week,
      staffId: cara.id,
      shifts: [
        { dayOfWeek: today, locationId: hq, startTime: '09:00', endTime: '17:00' },
        { dayOfWeek: today === 'saturday' ? 'friday' : 'saturday', locationId: vi, startTime: '22:00', endTime: '06:00' },
      ],
    });
    const profile = staffScheduleWeekSchema.parse((await t.app.inject({ url: `/api/admin/schedule/staff/${cara.id}?week=${week}`, headers: admin })).json());
    expect(profile.staff.id).toBe(cara.id);
    expect(profile.days.flatMap((d) => d.shifts)).toHaveLength(2);

    const token = bearer((await signIn(t.app, 'staff', cara.email)).access_token);
    const mine = myScheduleWeekSchema.parse((await t.app.inject({ url: '/api/staff/schedule/current-week', headers: token })).json());
    expect(mine.week).toBe(week);
    expect(mine.today).toBe(todayIso());
    const todays = mine.days.find((d) => d.isToday);
    expect(todays?.shifts).toEqual([expect.objectContaining({ startTime: '09:00', endTime: '17:00', location: { id: hq, name: 'Head Office' } })]);
    expect(mine.days.filter((d) => d.isToday)).toHaveLength(1);
    // Only my own shifts, and admin routes stay closed to staff.
    const other = await person();
    await created('create-by-staff', { week, staffId: other.id, shifts: [{ dayOfWeek: today, locationId: hq, startTime: '09:00', endTime: '17:00' }] });
    const again = myScheduleWeekSchema.parse((await t.app.inject({ url: '/api/staff/schedule/current-week', headers: token })).json());
    expect(again.days.flatMap((d) => d.shifts)).toHaveLength(2);
    expect((await t.app.inject({ url: `/api/admin/schedule/staff/${cara.id}`, headers: token })).statusCode).toBe(401);

    // Another week of my own (?week=, named by its Sunday): next week's shift, never a colleague's.
    const next = addWeeks(week, 1);
    await created('create-by-staff', { week: next, staffId: cara.id, shifts: [{ dayOfWeek: 'monday', locationId: vi, startTime: '07:00', endTime: '15:00' }] });
    await created('create-by-staff', { week: next, staffId: other.id, shifts: [{ dayOfWeek: 'tuesday', locationId: vi, startTime: '07:00', endTime: '15:00' }] });
    const nextWeek = myScheduleWeekSchema.parse((await t.app.inject({ url: `/api/staff/schedule/current-week?week=${next}`, headers: token })).json());
    expect(nextWeek.week).toBe(next);
    expect(nextWeek.days.map((d) => d.date)).toEqual(daysOfWeek(next).map((d) => d.date));
    expect(nextWeek.days.some((d) => d.isToday)).toBe(false);
    expect(nextWeek.days.flatMap((d) => d.shifts)).toEqual([expect.objectContaining({ dayOfWeek: 'monday', startTime: '07:00', location: { id: vi, name: 'Victoria Island Car Park' } })]);
    for (const bad of ['2026-13-01', 'soon', addDays(next, 1)]) {
      const refused = await t.app.inject({ url: `/api/staff/schedule/current-week?week=${bad}`, headers: token });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().details.map((d: { path: string }) => d.path)).toContain('week');
    }
  });
});

describe('clash detection', () => {
  it('refuses overlapping shifts, naming who, where and when, and saves nothing of the week', async () => {
    const dan = await person('Active', { firstName: 'Daniel', lastName: 'Clashman' });
    await created('create-by-staff', { week: W, staffId: dan.id, shifts: [{ dayOfWeek: 'monday', locationId: vi, startTime: '22:00', endTime: '06:00' }] });

    // Tuesday 05:00 is still inside Monday's night shift.
    const clash = await post('create-by-location', {
      week: W,
      locationId: hq,
      shifts: [
        { dayOfWeek: 'thursday', staffId: dan.id, startTime: '09:00', endTime: '17:00' },
        { dayOfWeek: 'tuesday', staffId: dan.id, startTime: '05:00', endTime: '13:00' },
      ],
    });
    expect(clash.statusCode).toBe(409);
    const body = clash.json();
    expect(body.message).toContain(`Daniel Clashman (${dan.staffId})`);
    expect(body.message).toContain('Victoria Island Car Park');
    expect(body.message).toContain('Monday 30 December 2030, 22:00-06:00 (next day)');
    expect(body.details).toEqual([{ path: 'shifts.1', message: body.message }]);
    expect(await shiftsOf(dan.id)).toHaveLength(1); // Thursday was not saved either

    // Starting when the night shift ends is fine.
    await created('create-by-location', { week: W, locationId: hq, shifts: [{ dayOfWeek: 'tuesday', staffId: dan.id, startTime: '06:00', endTime: '14:00' }] });
  });

  it('sees clashes across midnight at the end of a week and inside one request', async () => {
    const eve = await person();
    await created('create-by-staff', { week: W, staffId: eve.id, shifts: [{ dayOfWeek: 'saturday', locationId: vi, startTime: '23:00', endTime: '07:00' }] });
    // The next week's Sunday morning overlaps Saturday night.
    const nextWeek = await post('create-by-staff', { week: NEXT, staffId: eve.id, shifts: [{ dayOfWeek: 'sunday', locationId: hq, startTime: '06:00', endTime: '12:00' }] });
    expect(nextWeek.statusCode).toBe(409);
    expect(nextWeek.json().message).toContain('Saturday 4 January 2031, 23:00-07:00 (next day)');

    const twice = await post('create-by-staff', {
      week: NEXT,
      staffId: eve.id,
      shifts: [
        { dayOfWeek: 'monday', locationId: hq, startTime: '08:00', endTime: '16:00' },
        { dayOfWeek: 'monday', locationId: vi, startTime: '15:00', endTime: '20:00' },
      ],
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().details[0].path).toBe('shifts.1');
    expect(twice.json().message).toMatch(/Head Office .* Victoria Island Car Park .* overlap/);
    expect(await shiftsOf(eve.id)).toHaveLength(1);
  });

  it('checks an edited shift against the others but not against itself', async () => {
    const fola = await person();
    const { data } = await created('create-by-staff', {
      week: W,
      staffId: fola.id,
      shifts: [
        { dayOfWeek: 'monday', locationId: vi, startTime: '08:00', endTime: '16:00' },
        { dayOfWeek: 'tuesday', locationId: vi, startTime: '08:00', endTime: '16:00' },
      ],
    });
    const monday = data.find((s) => s.dayOfWeek === 'monday')!;
    const longer = await t.app.inject({ method: 'PATCH', url: `/api/admin/schedule/day/${monday.id}`, headers: admin, payload: { locationId: hq, dayOfWeek: 'monday', startTime: '07:00', endTime: '17:00' } });
    expect(longer.statusCode, longer.body).toBe(200);
    expect(longer.json()).toMatchObject({ location: { name: 'Head Office' }, startTime: '07:00', endTime: '17:00' });

    const intoTuesday = await t.app.inject({ method: 'PATCH', url: `/api/admin/schedule/day/${monday.id}`, headers: admin, payload: { locationId: hq, dayOfWeek: 'monday', startTime: '22:00', endTime: '09:00' } });
    expect(intoTuesday.statusCode).toBe(409);
    expect(intoTuesday.json().message).toContain('Tuesday 31 December 2030, 08:00-16:00');
    expect(shiftSchema.parse((await t.app.inject({ url: `/api/admin/schedule/day/${monday.id}`, headers: admin })).json()).startTime).toBe('07:00');

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/admin/schedule/day/${monday.id}`, headers: admin });
    expect(removed.statusCode).toBe(204);
    expect((await t.app.inject({ url: `/api/admin/schedule/day/${monday.id}`, headers: admin })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/schedule/day/${monday.id}`, headers: admin })).statusCode).toBe(404);
  });
});

describe('two admins at once', () => {
  it('gives one winner and one 409 when both schedule the same person at overlapping times', async () => {
    const hana = await person();
    const [first, second] = await Promise.all([
      post('create-by-staff', { week: W, staffId: hana.id, shifts: [{ dayOfWeek: 'thursday', locationId: vi, startTime: '08:00', endTime: '16:00' }] }),
      post('create-by-staff', { week: W, staffId: hana.id, shifts: [{ dayOfWeek: 'thursday', locationId: hq, startTime: '12:00', endTime: '20:00' }] }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
    expect(await shiftsOf(hana.id)).toHaveLength(1);
  });
});

describe('who and what may be scheduled', () => {
  it('needs the schedule permission', async () => {
    const viewer = bearer((await signIn(t.app, 'admin', VIEWER_EMAIL)).access_token);
    expect((await t.app.inject({ url: `/api/admin/schedule/location?week=${W}`, headers: viewer })).statusCode).toBe(403);
    const ok = await person();
    const attempt = await t.app.inject({
      method: 'POST',
      url: '/api/admin/schedule/create-by-location',
      headers: viewer,
      payload: { week: W, locationId: vi, shifts: [{ dayOfWeek: 'friday', staffId: ok.id, startTime: '08:00', endTime: '16:00' }] },
    });
    expect(attempt.statusCode).toBe(403);
    expect(await shiftsOf(ok.id)).toHaveLength(0);
  });

  it('schedules only Active staff, with a message naming them', async () => {
    const gina = await person('Suspended', { firstName: 'Gina', lastName: 'Away' });
    const response = await post('create-by-location', { week: W, locationId: vi, shifts: [{ dayOfWeek: 'friday', staffId: gina.id, startTime: '08:00', endTime: '16:00' }] });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(`Gina Away (${gina.staffId}) is Suspended; only Active staff can be scheduled.`);
    expect(response.json().details).toEqual([{ path: 'shifts.0.staffId', message: response.json().message }]);
  });

  it('names every bad field with 400', async () => {
    const ok = await person();
    const invalid = await post('create-by-location', {
      week: '2030-12-30',
      locationId: vi,
      shifts: [{ dayOfWeek: 'monday', staffId: ok.id, startTime: '9am', endTime: '09:00' }, { dayOfWeek: 'monday', staffId: ok.id, startTime: '10:00', endTime: '10:00' }],
    });
    expect(invalid.statusCode).toBe(400);
    const paths = invalid.json().details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['week', 'shifts.0.startTime', 'shifts.1.endTime']));

    const unknown = await post('create-by-staff', { week: W, staffId: ok.id, shifts: [{ dayOfWeek: 'monday', locationId: '5f0c6c43-7f4a-4d5e-9b8e-1a2b3c4d5e6f', startTime: '08:00', endTime: '16:00' }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details).toEqual([{ path: 'shifts.0.locationId', message: 'No such location.' }]);
    const nobody = await post('create-by-location', { week: W, locationId: vi, shifts: [{ dayOfWeek: 'monday', staffId: '5f0c6c43-7f4a-4d5e-9b8e-1a2b3c4d5e6f', startTime: '08:00', endTime: '16:00' }] });
    expect(nobody.json().details).toEqual([{ path: 'shifts.0.staffId', message: 'No such staff member.' }]);
    expect((await t.app.inject({ url: `/api/admin/schedule/week?week=${W}&locationId=5f0c6c43-7f4a-4d5e-9b8e-1a2b3c4d5e6f`, headers: admin })).statusCode).toBe(404);
  });
});
