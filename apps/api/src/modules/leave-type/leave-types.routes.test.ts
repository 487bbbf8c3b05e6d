// Leave types, public holidays, balances per type and who is out, through the real API and database.
import { addDays, fixedPublicHolidaysOf, todayIso, type LeaveType, type LeaveTypeBalance, type PublicHoliday } from '@crewbase/domain';
import { eq } from 'drizzle-orm';
import { departments, locations, staff } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { call, freshStaff, mondayIn, signedIn, type Person } from '../requests/request-test-kit';

let t: TestApp;
let admin: Person;
let types: LeaveType[];
const year = Number(todayIso().slice(0, 4));
const enc = encodeURIComponent;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedIn(t.app, 'admin', 'admin@crewbase.test');
  types = (await call(t.app, 'GET', '/api/admin/leave-type?limit=100', admin.headers)).body.data;
});
afterAll(() => t.close());

const typeNamed = (name: string) => types.find((x) => x.name === name) as LeaveType;
const ask = (p: Person, body: { leaveTypeId?: string; startDate: string; endDate: string; reason?: string }) =>
  call(t.app, 'POST', '/api/staff/leave-request', p.headers, { reason: 'Time away', ...body });

/** A Monday from `weeks` weeks on whose week (Monday to Friday) holds no public holiday yet. */
async function clearMonday(weeks: number): Promise<string> {
  const holidays = new Set<string>([year, year + 1, year + 2].flatMap((y) => fixedPublicHolidaysOf(y).map((h) => h.date)));
  const listed = (await call(t.app, 'GET', `/api/admin/public-holiday?from=${todayIso()}&to=${year + 2}-12-31`, admin.headers)).body as PublicHoliday[];
  for (const h of listed) holidays.add(h.date);
  let monday = mondayIn(weeks);
  while ([0, 1, 2, 3, 4].some((d) => holidays.has(addDays(monday, d)))) monday = addDays(monday, 7);
  return monday;
}

describe('leave types', () => {
  it('ships the seven built-in types, existing leave is Annual, and admins add, edit and deactivate types', async () => {
    expect(types.map((x) => x.name)).toEqual(['Annual', 'Compassionate', 'Maternity', 'Paternity', 'Sick', 'Study', 'Unpaid']);
    expect(typeNamed('Annual')).toMatchObject({ code: 'ANNUAL', entitlementDays: 20, paid: true, countsAgainstBalance: true, proRated: true });
    expect(typeNamed('Unpaid')).toMatchObject({ paid: false, countsAgainstBalance: false });
    // The demo's leave: written without a type it is Annual (the column's default, as the migration made all leave).
    const seeded = (await call(t.app, 'GET', '/api/admin/leave-request?limit=100', admin.headers)).body.data as Array<{ reason: string; leaveType: { name: string } }>;
    expect(seeded.find((r) => r.reason === 'Moving house')?.leaveType.name).toBe('Annual');
    expect(seeded.find((r) => r.reason === 'Sick leave')?.leaveType.name).toBe('Sick');

    const created = await call(t.app, 'POST', '/api/admin/leave-type', admin.headers, {
      name: 'Sabbatical', entitlementDays: 30, paid: false, documentRequired: true, countsAgainstBalance: true, proRated: false,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Sabbatical', code: null, entitlementDays: 30, active: true });
    const duplicate = await call(t.app, 'POST', '/api/admin/leave-type', admin.headers, {
      name: 'sick', entitlementDays: 3, paid: true, documentRequired: false, countsAgainstBalance: true, proRated: false,
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.details).toEqual([{ path: 'name', message: 'A leave type named "sick" already exists.' }]);
    const bad = await call(t.app, 'POST', '/api/admin/leave-type', admin.headers, { name: 'X', entitlementDays: -1 });
    expect(bad.status).toBe(400);
    expect(bad.body.details.map((d: { path: string }) => d.path)).toEqual(expect.arrayContaining(['name', 'entitlementDays', 'paid']));

    const edited = await call(t.app, 'PATCH', `/api/admin/leave-type/${created.body.id}`, admin.headers, { entitlementDays: 25, active: false });
    expect(edited.body).toMatchObject({ entitlementDays: 25, active: false });
    const me = await freshStaff(t);
    const offered = (await call(t.app, 'GET', '/api/staff/leave-type', me.headers)).body as LeaveType[];
    expect(offered.map((x) => x.name)).toEqual(['Annual', 'Compassionate', 'Maternity', 'Paternity', 'Sick', 'Study', 'Unpaid']);
    const start = await clearMonday(2);
    const refused = await ask(me, { leaveTypeId: created.body.id, startDate: start, endDate: start });
    expect(refused.status).toBe(400);
    expect(refused.body.details).toEqual([{ path: 'leaveTypeId', message: 'Sabbatical leave is no longer offered; choose another type.' }]);

    const annual = await call(t.app, 'PATCH', `/api/admin/leave-type/${typeNamed('Annual').id}`, admin.headers, { active: false });
    expect(annual.status).toBe(400);
    expect(annual.body.details).toEqual([{ path: 'active', message: 'Annual leave cannot be deactivated.' }]);
  });

  it("keeps Annual's entitlement and the request settings' leave days per year as one number", async () => {
    await call(t.app, 'PATCH', '/api/admin/request-settings', admin.headers, { leaveDaysPerYear: 22 });
    expect((await call(t.app, 'GET', `/api/admin/leave-type/${typeNamed('Annual').id}`, admin.headers)).body.entitlementDays).toBe(22);
    await call(t.app, 'PATCH', `/api/admin/leave-type/${typeNamed('Annual').id}`, admin.headers, { entitlementDays: 20 });
    expect((await call(t.app, 'GET', '/api/admin/request-settings', admin.headers)).body.leaveDaysPerYear).toBe(20);
  });
});

describe('leave requests with a type', () => {
  it('records the chosen type (Annual when none is named), shows it in the lists and filters by it', async () => {
    const me = await freshStaff(t);
    const start = await clearMonday(3);
    const sick = await ask(me, { leaveTypeId: typeNamed('Sick').id, startDate: start, endDate: addDays(start, 1) });
    expect(sick.status).toBe(201);
    expect(sick.body).toMatchObject({ leaveType: { name: 'Sick', paid: true, documentRequired: true }, days: 2 });
    const plain = await ask(me, { startDate: addDays(start, 3), endDate: addDays(start, 3) });
    expect(plain.body.leaveType.name).toBe('Annual');

    const bySick = await call(t.app, 'GET', `/api/admin/leave-request?filter=${enc(`leaveType.id||$eq||${typeNamed('Sick').id}`)}&filter=${enc(`staff.id||$eq||${me.id}`)}`, admin.headers);
    expect(bySick.body.data.map((r: { id: string }) => r.id)).toEqual([sick.body.id]);
    const byName = await call(t.app, 'GET', `/api/staff/leave-request?filter=${enc('leaveType.name||$eq||Annual')}`, me.headers);
    expect(byName.body.data.map((r: { id: string }) => r.id)).toEqual([plain.body.id]);

    const changed = await call(t.app, 'PATCH', `/api/staff/leave-request/${plain.body.id}`, me.headers, {
      leaveTypeId: typeNamed('Compassionate').id, startDate: addDays(start, 3), endDate: addDays(start, 4), reason: 'Funeral',
    });
    expect(changed.body).toMatchObject({ leaveType: { name: 'Compassionate' }, days: 2 });
  });

  it("refuses more days than the type's remaining balance, and does not limit a type that does not count against one", async () => {
    const me = await freshStaff(t);
    const start = await clearMonday(4);
    const first = await ask(me, { leaveTypeId: typeNamed('Compassionate').id, startDate: start, endDate: addDays(start, 2) });
    expect(first.status).toBe(201);
    const over = await ask(me, { leaveTypeId: typeNamed('Compassionate').id, startDate: addDays(start, 7), endDate: addDays(start, 9) });
    expect(over.status).toBe(400);
    const y = start.slice(0, 4);
    expect(over.body.details).toEqual([{ path: 'endDate', message: `This asks for 3 working days of Compassionate leave in ${y}, but only 2 of 5 remain.` }]);
    // Annual is a balance of its own: the compassionate days do not touch it.
    expect((await ask(me, { startDate: addDays(start, 7), endDate: addDays(start, 9) })).status).toBe(201);
    const unpaid = await ask(me, { leaveTypeId: typeNamed('Unpaid').id, startDate: addDays(start, 14), endDate: addDays(start, 32) });
    expect(unpaid.status).toBe(201);

    const balances = (await call(t.app, 'GET', `/api/staff/leave-request/leave-balances?year=${y}`, me.headers)).body as LeaveTypeBalance[];
    const of = (name: string) => balances.find((b) => b.leaveType.name === name);
    expect(of('Compassionate')).toMatchObject({ entitlement: 5, used: 0, pending: 3, remaining: 2 });
    expect(of('Annual')).toMatchObject({ entitlement: 20, pending: 3, remaining: 17 });
    expect(of('Unpaid')).toMatchObject({ entitlement: 0, remaining: 0, leaveType: { countsAgainstBalance: false } });
  });

  it("pro-rates a mid-year joiner's entitlement by the months left, for the types that are pro-rated", async () => {
    const me = await freshStaff(t);
    await t.app.database.db.update(staff).set({ dateJoined: `${year}-07-20` }).where(eq(staff.id, me.id));
    const balances = (await call(t.app, 'GET', `/api/admin/leave-request/leave-balances/${me.id}?year=${year}`, admin.headers)).body as LeaveTypeBalance[];
    const of = (name: string) => balances.find((b) => b.leaveType.name === name);
    // July to December: 6 of 12 months.
    expect(of('Annual')).toMatchObject({ entitlement: 10, remaining: 10 });
    expect(of('Study')).toMatchObject({ entitlement: 5 });
    expect(of('Sick')).toMatchObject({ entitlement: 12 });
    const nextYear = (await call(t.app, 'GET', `/api/admin/leave-request/leave-balances/${me.id}?year=${year + 1}`, admin.headers)).body as LeaveTypeBalance[];
    expect(nextYear.find((b) => b.leaveType.name === 'Annual')?.entitlement).toBe(20);
    const annual = await call(t.app, 'GET', `/api/staff/leave-request/leave-balance?year=${year}`, me.headers);
    expect(annual.body).toMatchObject({ entitlement: 10 });
  });
});

describe('public holidays', () => {
  it('seeds the fixed-date holidays of this year and next, and admins add, edit and delete holidays', async () => {
    const thisYear = (await call(t.app, 'GET', `/api/admin/public-holiday?year=${year}`, admin.headers)).body as PublicHoliday[];
    expect(thisYear.map((h) => h.date)).toEqual(expect.arrayContaining([`${year}-01-01`, `${year}-05-01`, `${year}-06-12`, `${year}-10-01`, `${year}-12-25`, `${year}-12-26`]));
    expect((await call(t.app, 'GET', `/api/admin/public-holiday?year=${year + 1}`, admin.headers)).body).toHaveLength(6);

    const date = `${year + 1}-04-06`;
    const created = await call(t.app, 'POST', '/api/admin/public-holiday', admin.headers, { date, name: 'Easter Monday' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ date, name: 'Easter Monday' });
    const twice = await call(t.app, 'POST', '/api/admin/public-holiday', admin.headers, { date, name: 'Again' });
    expect(twice.status).toBe(409);
    expect(twice.body.details[0].path).toBe('date');
    const bad = await call(t.app, 'POST', '/api/admin/public-holiday', admin.headers, { date: '6 April', name: '' });
    expect(bad.body.details.map((d: { path: string }) => d.path).sort()).toEqual(['date', 'name']);
    const edited = await call(t.app, 'PATCH', `/api/admin/public-holiday/${created.body.id}`, admin.headers, { name: 'Easter Monday holiday' });
    expect(edited.body.name).toBe('Easter Monday holiday');
    expect((await call(t.app, 'DELETE', `/api/admin/public-holiday/${created.body.id}`, admin.headers)).status).toBe(204);
    expect((await call(t.app, 'DELETE', `/api/admin/public-holiday/${created.body.id}`, admin.headers)).status).toBe(404);
  });

  it('does not count a holiday inside a leave request, in its days or in the balance', async () => {
    const me = await freshStaff(t);
    const monday = await clearMonday(5);
    const wednesday = addDays(monday, 2);
    await call(t.app, 'POST', '/api/admin/public-holiday', admin.headers, { date: wednesday, name: 'Declared holiday' });
    const seen = (await call(t.app, 'GET', `/api/staff/public-holiday?from=${monday}&to=${addDays(monday, 6)}`, me.headers)).body as PublicHoliday[];
    expect(seen.map((h) => h.name)).toEqual(['Declared holiday']);
    const leave = await ask(me, { startDate: monday, endDate: addDays(monday, 4) });
    expect(leave.body.days).toBe(4);
    const balance = await call(t.app, 'GET', `/api/staff/leave-request/leave-balance?year=${monday.slice(0, 4)}`, me.headers);
    expect(balance.body.pending).toBe(4);
    const onlyHoliday = await ask(me, { startDate: addDays(monday, 9), endDate: addDays(monday, 9), leaveTypeId: typeNamed('Sick').id });
    expect(onlyHoliday.status).toBe(201);
    await call(t.app, 'POST', '/api/admin/public-holiday', admin.headers, { date: addDays(monday, 10), name: 'Another' });
    const none = await ask(me, { startDate: addDays(monday, 10), endDate: addDays(monday, 10) });
    expect(none.status).toBe(400);
    expect(none.body.details[0].message).toMatch(/no working day/);
  });
});

describe('who is out', () => {
  it('lists approved leave overlapping a period, by department and location, on the server', async () => {
    const me = await freshStaff(t);
    const [dept] = await t.app.database.db.select({ id: departments.id }).from(departments).limit(1);
    const [loc] = await t.app.database.db.select({ id: locations.id }).from(locations).limit(1);
    await t.app.database.db.update(staff).set({ departmentId: dept.id, locationId: loc.id }).where(eq(staff.id, me.id));
    const monday = await clearMonday(6);
    const leave = await ask(me, { startDate: addDays(monday, 1), endDate: addDays(monday, 3) });
    const approved = await call(t.app, 'PATCH', `/api/admin/leave-request/approve/${leave.body.id}`, admin.headers, {});
    expect(approved.status).toBe(200);

    const out = (extra: string[]) =>
      call(
        t.app,
        'GET',
        `/api/admin/leave-request?${[`endDate||$gte||${monday}`, `startDate||$lte||${addDays(monday, 6)}`, 'status||$in||APPROVED,ACTIVE,COMPLETED', ...extra]
          .map((f) => `filter=${enc(f)}`)
          .join('&')}&limit=100`,
        admin.headers,
      );
    const ids = (r: { body: { data: Array<{ id: string }> } }) => r.body.data.map((x) => x.id);
    expect(ids(await out([]))).toContain(leave.body.id);
    expect(ids(await out([`staff.departmentId||$eq||${dept.id}`, `staff.locationId||$eq||${loc.id}`]))).toContain(leave.body.id);
    expect(ids(await out([`staff.departmentId||$eq||00000000-0000-4000-8000-000000000000`]))).toEqual([]);
    // The week after is clear.
    const later = await call(t.app, 'GET', `/api/admin/leave-request?filter=${enc(`endDate||$gte||${addDays(monday, 7)}`)}&filter=${enc(`staff.id||$eq||${me.id}`)}`, admin.headers);
    expect(later.body.data).toEqual([]);
  });
});
