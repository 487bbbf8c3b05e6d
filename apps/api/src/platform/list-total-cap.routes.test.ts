// A list counts its matching rows up to LIST_TOTAL_CAP, and a search up to LIST_SEARCH_TOTAL_CAP: past it the answer
// says so (`totalCapped`), its total and page count stop at the cap, its status chips' counts stop there too, and the
// rows themselves are all still there (pages past the cap, and the export, which counts every row it writes).
import { LIST_SEARCH_TOTAL_CAP, LIST_TOTAL_CAP } from '@crewbase/domain';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { bearer, signIn } from '../test/helpers';

let t: TestApp;
let admin = '';
const OVER = 5;

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signIn(t.app, 'admin', 'admin@crewbase.test')).access_token;
  await t.app.database.db.execute(sql`
    insert into messages (title, body, recipient_type, audience, status)
    select 'Capped notice ' || g, '<p>Read me.</p>', 'Staff', 'everyone', 'Draft'
      from generate_series(1, ${LIST_TOTAL_CAP + OVER}::int) g`);
});
afterAll(() => t.close());

async function get(url: string) {
  const response = await t.app.inject({ url, headers: bearer(admin) });
  return { status: response.statusCode, body: response.json() };
}

const search = (term: string) => `filter=${encodeURIComponent(`title||$cont||${term}`)}`;

describe('a list with more matching rows than it counts', () => {
  it('says the total is capped, and pages stop at the cap', async () => {
    const list = await get(`/api/admin/messages?filter=${encodeURIComponent('status||$eq||Draft')}&limit=100`);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ count: 100, total: LIST_TOTAL_CAP, page: 1, pageCount: LIST_TOTAL_CAP / 100, totalCapped: true });
  });

  it('stops counting a search sooner, at its own cap', async () => {
    const list = await get(`/api/admin/messages?${search('Capped notice')}&limit=100`);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ count: 100, total: LIST_SEARCH_TOTAL_CAP, pageCount: LIST_SEARCH_TOTAL_CAP / 100, totalCapped: true });
  });

  it('counts exactly, and says nothing of a cap, when fewer rows match', async () => {
    // "Capped notice 1000" is in 1000 and 10000-10005.
    const list = await get(`/api/admin/messages?${search('Capped notice 1000')}&limit=100`);
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(1 + 1 + OVER);
    expect(list.body.pageCount).toBe(1);
    expect(list.body).not.toHaveProperty('totalCapped');
  });

  it('still answers a page past the cap with the rows there', async () => {
    const list = await get(`/api/admin/messages?${search('Capped notice')}&limit=100&page=${LIST_TOTAL_CAP / 100 + 1}&sort=createdAt,ASC`);
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(OVER);
    expect(list.body.totalCapped).toBe(true);
  });

  it('counts each status chip up to the cap too, naming the ones that reached it', async () => {
    const counts = await get(`/api/admin/messages/status-counts?${search('Capped notice')}`);
    expect(counts.status).toBe(200);
    expect(counts.body).toEqual({
      counts: { Draft: LIST_SEARCH_TOTAL_CAP, Scheduled: 0, Published: 0 },
      total: LIST_SEARCH_TOTAL_CAP,
      totalCapped: true,
      capped: ['Draft'],
    });
    const narrow = await get(`/api/admin/messages/status-counts?${search('Capped notice 1000')}`);
    expect(narrow.body).toEqual({ counts: { Draft: 1 + 1 + OVER, Scheduled: 0, Published: 0 }, total: 1 + 1 + OVER });
  });

  it("counts each status on its own when no search narrows a list past the cap, as its chip's list counts it", async () => {
    const counts = await get('/api/admin/messages/status-counts');
    expect(counts.status).toBe(200);
    expect(counts.body).toMatchObject({ total: LIST_TOTAL_CAP, totalCapped: true, capped: ['Draft'] });
    expect(counts.body.counts.Draft).toBe(LIST_TOTAL_CAP);
    for (const status of ['Published', 'Scheduled']) {
      const list = await get(`/api/admin/messages?filter=${encodeURIComponent(`status||$eq||${status}`)}&limit=1`);
      expect(list.body.totalCapped, status).toBeUndefined();
      expect(counts.body.counts[status], status).toBe(list.body.total);
    }
    expect(counts.body.counts.Published, 'the seeded published messages').toBeGreaterThan(0);
  });

  it('exports every matching row, not the capped count', async () => {
    const file = await t.app.inject({ url: `/api/admin/messages/export?format=csv&${search('Capped notice')}`, headers: bearer(admin) });
    expect(file.statusCode).toBe(200);
    expect(Number(file.headers['x-row-count'])).toBe(LIST_TOTAL_CAP + OVER);
    expect(file.body.split('\r\n').filter((line) => line.startsWith('Capped notice '))).toHaveLength(LIST_TOTAL_CAP + OVER);
  });
});
