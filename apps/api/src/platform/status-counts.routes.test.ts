// GET <list path>/status-counts on every list with status chips: under a filter, each status's count is the total the
// list shows for that status, "All" is the list's total, a status filter in the query is ignored (the chips show every
// status), and it needs the list's read permission.
import { randomUUID } from 'node:crypto';
import { permissions, rolePermissions, roles, users } from '../db/schema';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { bearer, signIn } from '../test/helpers';

let t: TestApp;
let admin = '';
let noRead = '';

const lists: Array<{ name: string; path: string; filter: string; permission: string }> = [
  { name: 'leave requests', path: '/api/admin/leave-request', filter: 'staff.fullName||$cont||a', permission: 'leave-request' },
  { name: 'loan requests', path: '/api/admin/loan-request', filter: 'staff.fullName||$cont||a', permission: 'loan-request' },
  { name: 'medical assistance', path: '/api/admin/medical-assistance', filter: 'staff.fullName||$cont||o', permission: 'medical-assistance' },
  { name: 'payment requests', path: '/api/admin/payment-requests', filter: 'staff.fullName||$cont||a', permission: 'payment-requests' },
  { name: 'staff', path: '/api/admin/staff', filter: 'fullName||$cont||a', permission: 'staff' },
  { name: 'admins', path: '/api/admin/users', filter: 'lastName||$cont||e', permission: 'users' },
  { name: 'messages', path: '/api/admin/messages', filter: 'title||$cont||y', permission: 'messages' },
];

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signIn(t.app, 'admin', 'admin@crewbase.test')).access_token;
  // A role that may do everything to every list except read them.
  const db = t.app.database.db;
  const [role] = await db.insert(roles).values({ name: 'Counts Without Read', displayName: 'Counts Without Read' }).returning({ id: roles.id });
  const granted = (await db.select().from(permissions)).filter((p) => p.name !== 'read');
  await db.insert(rolePermissions).values(granted.map((p) => ({ roleId: role.id, permissionId: p.id })));
  await db.insert(users).values({ firstName: 'No', lastName: 'Reader', email: 'counts-no-read@crewbase.test', status: 'Active', roleId: role.id, passwordHash: t.demoPasswordHash });
  noRead = (await signIn(t.app, 'admin', 'counts-no-read@crewbase.test')).access_token;
});
afterAll(() => t.close());

const filterParam = (raw: string) => `filter=${encodeURIComponent(raw)}`;

async function get(url: string, token = admin) {
  const response = await t.app.inject({ url, headers: bearer(token) });
  return { status: response.statusCode, body: response.json() };
}

describe.each(lists)('$name status counts', ({ path, filter }) => {
  it("count each status as the list's total for that status under the same filter, ignoring a status filter", async () => {
    const counts = await get(`${path}/status-counts?${filterParam(filter)}&${filterParam('status||$eq||PENDING')}&page=3&limit=5&sort=createdAt,ASC`);
    expect(counts.status).toBe(200);
    const statuses = Object.keys(counts.body.counts);
    expect(statuses.length).toBeGreaterThan(1);

    const all = await get(`${path}?${filterParam(filter)}`);
    expect(all.body.total).toBeGreaterThan(0);
    expect(counts.body.total).toBe(all.body.total);
    const everything = await get(`${path}?limit=1`);
    expect(all.body.total, 'the filter narrows the list, so the counts follow it').toBeLessThan(everything.body.total);

    let nonZero = 0;
    for (const status of statuses) {
      const list = await get(`${path}?${filterParam(filter)}&${filterParam(`status||$eq||${status}`)}&limit=1`);
      expect(list.status).toBe(200);
      expect(counts.body.counts[status], status).toBe(list.body.total);
      if (list.body.total > 0) nonZero += 1;
    }
    expect(nonZero, 'the demo data spreads the list over several statuses').toBeGreaterThan(1);
  });

  it('refuses a caller without read (403) and an unknown filter field (400 naming it)', async () => {
    expect((await get(`${path}/status-counts`, noRead)).status).toBe(403);
    const bad = await get(`${path}/status-counts?${filterParam('salary||$eq||1')}`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Unknown filter field "salary"');
  });
});

it('answers at <list path>/status-counts, never reading it as a record id', async () => {
  expect((await get(`/api/admin/leave-request/${randomUUID()}`)).status).toBe(404);
  expect((await get('/api/admin/leave-request/status-counts')).status).toBe(200);
});
