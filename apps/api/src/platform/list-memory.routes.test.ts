// What lists remember, through the real app and database: totals are reused until this process answers a successful
// write, and pages reached by seeking to a remembered start hold exactly the rows that skipping to them would.
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { bearer, signIn } from '../test/helpers';

const probes: FastifyPluginAsync = async (app) => {
  app.post('/api/test/write', { config: { area: 'admin' } }, async () => ({ ok: true }));
  app.post('/api/test/refused-write', { config: { area: 'admin' } }, async (_request, reply) => reply.code(409).send({ message: 'No.' }));
};

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp({ listCacheSeconds: 60 }, { extraRoutes: [probes] });
  admin = (await signIn(t.app, 'admin', 'admin@crewbase.test')).access_token;
});
afterAll(() => t.close());

const total = async () => (await t.app.inject({ url: '/api/admin/staff?limit=1', headers: bearer(admin) })).json().total as number;
const addStaffBehindTheApisBack = () =>
  t.app.database.db.execute(
    sql`insert into staff (staff_id, first_name, last_name, email) values (${`STF-T${Date.now()}`}, 'Total', 'Check', ${`total.${Date.now()}@crewbase.test`})`,
  );

describe('list totals', () => {
  it('reuses a total until a successful write, then counts again', async () => {
    const before = await total();
    await addStaffBehindTheApisBack();
    expect(await total()).toBe(before);

    await t.app.inject({ method: 'POST', url: '/api/test/refused-write', headers: bearer(admin) });
    expect(await total()).toBe(before);

    await t.app.inject({ method: 'POST', url: '/api/test/write', headers: bearer(admin) });
    expect(await total()).toBe(before + 1);
  });
});

describe('status counts', () => {
  it('reuses the counts by status until a successful write, then counts again', async () => {
    const counts = async () => (await t.app.inject({ url: '/api/admin/staff/status-counts', headers: bearer(admin) })).json().total as number;
    const before = await counts();
    await addStaffBehindTheApisBack();
    expect(await counts()).toBe(before);

    await t.app.inject({ method: 'POST', url: '/api/test/write', headers: bearer(admin) });
    expect(await counts()).toBe(before + 1);
  });
});

describe('page starts', () => {
  const enc = encodeURIComponent;
  const ids = async (query: string) => {
    const response = await t.app.inject({ url: `/api/admin/staff?limit=10&${query}`, headers: bearer(admin) });
    expect(response.statusCode).toBe(200);
    return (response.json().data as Array<{ id: string }>).map((row) => row.id);
  };
  const forget = () => t.app.inject({ method: 'POST', url: '/api/test/write', headers: bearer(admin) });

  it.each([
    ['the default order', ''],
    ['fullName ascending', `sort=${enc('fullName,ASC')}`],
    ['staffId descending', `sort=${enc('staffId,DESC')}`],
    ['status then createdAt', `sort=${enc('status,ASC')}&sort=${enc('createdAt,ASC')}`],
    ['a filter with a sort', `filter=${enc('status||$eq||Active')}&sort=${enc('lastName,DESC')}`],
  ])('serves the same pages by seeking as by skipping: %s', async (_name, query) => {
    await forget();
    const pages = 4;
    // Last page first: nothing before it is remembered, so every page is read by skipping.
    const skipped: string[][] = [];
    for (let page = pages; page >= 1; page -= 1) skipped[page] = await ids(`${query}&page=${page}`);
    await forget();
    // First page first: each page remembers where the next starts, so pages 2.. are read by seeking.
    for (let page = 1; page <= pages; page += 1) expect(await ids(`${query}&page=${page}`)).toEqual(skipped[page]);
    // And again from remembered starts, out of order.
    expect(await ids(`${query}&page=3`)).toEqual(skipped[3]);
    expect(await ids(`${query}&page=2`)).toEqual(skipped[2]);
  });

  it('forgets page starts after a write, so a new row shifts the pages', async () => {
    await forget();
    const first = await ids('page=1');
    const second = await ids('page=2');
    await addStaffBehindTheApisBack();
    expect(await ids('page=2')).toEqual(second);
    await forget();
    expect(await ids('page=2')).toEqual([first[9], ...second.slice(0, 9)]);
  });
});
