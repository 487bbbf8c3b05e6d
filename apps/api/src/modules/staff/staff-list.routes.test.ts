// GET /api/admin/staff through the real database: every operator, nested fields, sorting, paging and refusals.
import type { StaffListItem } from '@crewbase/domain';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { bearer, signIn } from '../../test/helpers';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signIn(t.app, 'admin', 'hr@crewbase.test')).access_token;
});
afterAll(() => t.close());

const list = async (query: string, token = admin) => {
  const response = await t.app.inject({ url: `/api/admin/staff${query ? `?${query}` : ''}`, headers: bearer(token) });
  return { status: response.statusCode, body: response.json() };
};
const rows = async (query: string): Promise<StaffListItem[]> => {
  const { status, body } = await list(query);
  expect(status).toBe(200);
  return body.data;
};
const enc = encodeURIComponent;

describe('GET /api/admin/staff', () => {
  it('answers the first page newest first with data, count, total, page and pageCount', async () => {
    const { status, body } = await list('');
    expect(status).toBe(200);
    expect(body).toMatchObject({ count: 10, total: 60, page: 1, pageCount: 6 });
    const created = body.data.map((r: StaffListItem) => r.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    expect(body.data[0]).toMatchObject({ fullName: 'Kofi Asante', status: 'Pending', department: { name: 'Operations' }, jobTitleName: 'Valet Driver' });
  });

  it('filters with $eq on the nested department.name', async () => {
    const data = await rows(`filter=${enc('department.name||$eq||Human Resources')}&limit=100`);
    expect(data.length).toBe(3);
    expect(data.every((r) => r.department?.name === 'Human Resources')).toBe(true);
  });

  it('filters with $cont on fullName, case-insensitively, and treats % as a plain character', async () => {
    const data = await rows(`filter=${enc('fullName||$cont||ADAEZE N')}`);
    expect(data.map((r) => r.staffId)).toEqual(['STF-0001']);
    expect(await rows(`filter=${enc('fullName||$cont||%')}`)).toEqual([]);
  });

  it('filters with $in on status', async () => {
    const { body } = await list(`filter=${enc('status||$in||Suspended,Terminated')}&limit=100`);
    expect(body.total).toBe(5);
    expect(new Set(body.data.map((r: StaffListItem) => r.status))).toEqual(new Set(['Suspended', 'Terminated']));
  });

  it('filters with $gte and $lte on createdAt (the spec date bounds)', async () => {
    const all = await rows('limit=100');
    const pivot = all[20].createdAt.slice(0, 10);
    const after = await rows(`filter=${enc(`createdAt||$gte||${pivot}T00:00:00`)}&limit=100`);
    const before = await rows(`filter=${enc(`createdAt||$lte||${pivot}T23:59:59`)}&limit=100`);
    expect(after.every((r) => r.createdAt.slice(0, 10) >= pivot)).toBe(true);
    expect(before.every((r) => r.createdAt.slice(0, 10) <= pivot)).toBe(true);
    expect(after.length + before.length).toBeGreaterThanOrEqual(60);
    const year = new Date().getUTCFullYear();
    const thisYear = await rows(`filter=${enc(`createdAt||$lte||${year}-12-31T23:59:59`)}&limit=100`);
    expect(thisYear.length).toBe(60);
  });

  it('combines filters, in the indexed form too', async () => {
    const repeated = await rows(`filter=${enc('department.name||$eq||Operations')}&filter=${enc('status||$eq||Active')}&limit=100`);
    const indexed = await rows(`filter[0]=${enc('department.name||$eq||Operations')}&filter[1]=${enc('status||$eq||Active')}&limit=100`);
    expect(repeated.length).toBeGreaterThan(0);
    expect(indexed.map((r) => r.id)).toEqual(repeated.map((r) => r.id));
    expect(repeated.every((r) => r.status === 'Active' && r.department?.name === 'Operations')).toBe(true);
  });

  it('filters on staffId, firstName, lastName and jobTitleName', async () => {
    expect((await rows(`filter=${enc('staffId||$eq||STF-0001')}`)).map((r) => r.fullName)).toEqual(['Adaeze Nwosu']);
    expect((await rows(`filter=${enc('firstName||$eq||Kofi')}`)).map((r) => r.staffId)).toEqual(['STF-0060']);
    expect((await rows(`filter=${enc('lastName||$cont||eze')}&limit=100`)).length).toBeGreaterThanOrEqual(2);
    expect((await rows(`filter=${enc('jobTitleName||$eq||Valet Driver')}&limit=100`)).every((r) => r.jobTitleName === 'Valet Driver')).toBe(true);
  });

  it('sorts by fullName ascending and descending, and by department.name', async () => {
    const ascending = (await rows('sort=fullName,ASC&limit=100')).map((r) => r.fullName.toLowerCase());
    expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b, 'en')));
    const descending = (await rows('sort[0]=fullName,DESC&limit=100')).map((r) => r.fullName.toLowerCase());
    expect(descending).toEqual([...ascending].reverse());
    const byDepartment = (await rows('sort=department.name,ASC&sort=staffId,ASC&limit=100')).map((r) => r.department?.name ?? '');
    expect(byDepartment).toEqual([...byDepartment].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('pages without overlap', async () => {
    const first = await rows('sort=status,ASC&limit=25&page=1');
    const second = await rows('sort=status,ASC&limit=25&page=2');
    const third = await list('sort=status,ASC&limit=25&page=3');
    expect(third.body).toMatchObject({ count: 10, page: 3, pageCount: 3 });
    const ids = [...first, ...second, ...third.body.data].map((r) => r.id);
    expect(new Set(ids).size).toBe(60);
    expect((await list('page=9')).body).toMatchObject({ data: [], count: 0, total: 60 });
  });

  it.each([
    ['an unknown field', `filter=${enc('salary||$eq||1')}`, /Unknown filter field "salary"/],
    ['an unknown operator', `filter=${enc('status||$regex||A')}`, /Unknown filter operator "\$regex"/],
    ['a status outside the enum', `filter=${enc('status||$eq||Retired')}`, /status expects one of/],
    ['a bad date', `filter=${enc('createdAt||$gte||2026-13-01')}`, /createdAt expects a date/],
    ['a limit over 100', 'limit=101', /limit must be at most 100/],
    ['an unknown sort field', 'sort=salary,ASC', /Unknown sort field "salary"/],
  ])('refuses %s with a 400 naming it', async (_case, query, message) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body.message).toMatch(message);
    expect(body.details[0].message).toMatch(message);
  });

  it('needs staff:read and an admin token', async () => {
    const staffToken = (await signIn(t.app, 'staff', 'staff@crewbase.test')).access_token;
    expect((await list('', staffToken)).status).toBe(401);
    expect((await t.app.inject({ url: '/api/admin/staff' })).statusCode).toBe(401);
  });
});
