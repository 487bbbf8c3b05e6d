// A list's first page is read by a statement kept prepared on PostgreSQL (db/database.ts, selectRowsPrepared), which
// PostgreSQL may plan once for every value after its fifth run. Two people's own lists, read in turn well past that,
// each still show only that person's rows, and so does a later page reached by seeking from where the last one ended.
import { randomUUID } from 'node:crypto';
import { notifications } from '../db/schema';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { bearer, createStaff, signIn } from '../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ listCacheSeconds: 60 });
});
afterAll(() => t.close());

/** A staff member with `count` notifications of their own, titled after them. */
async function personWithNotifications(count: number) {
  const person = await createStaff(t.app, { status: 'Active', passwordHash: t.demoPasswordHash });
  await t.app.database.db.insert(notifications).values(
    Array.from({ length: count }, (_, i) => ({
      audience: 'staff' as const,
      recipientId: person.id,
      kind: 'test',
      title: `For ${person.email} #${i}`,
      entity: 'staff',
      entityId: randomUUID(),
      mail: 'none' as const,
    })),
  );
  const token = (await signIn(t.app, 'staff', person.email)).access_token;
  return { ...person, token };
}

const titles = async (token: string, query: string) => {
  const response = await t.app.inject({ url: `/api/staff/notifications?limit=5&${query}`, headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return (response.json().data as Array<{ title: string }>).map((row) => row.title);
};

it("keeps each person's own rows in lists read again and again", async () => {
  const ada = await personWithNotifications(12);
  const ben = await personWithNotifications(7);
  const mine = (person: { email: string }) => (title: string) => title.startsWith(`For ${person.email} `);

  const first = { ada: await titles(ada.token, 'page=1'), ben: await titles(ben.token, 'page=1') };
  expect(first.ada).toHaveLength(5);
  expect(first.ben).toHaveLength(5);
  for (let round = 0; round < 8; round += 1) {
    expect(await titles(ada.token, 'page=1')).toEqual(first.ada);
    expect(await titles(ben.token, 'page=1')).toEqual(first.ben);
    // Page 2 seeks from where each person's page 1 ended: the same statement with another person's values.
    const adaNext = await titles(ada.token, 'page=2');
    const benNext = await titles(ben.token, 'page=2');
    expect(adaNext).toHaveLength(5);
    expect(benNext).toHaveLength(2);
    expect([...first.ada, ...adaNext].every(mine(ada))).toBe(true);
    expect([...first.ben, ...benNext].every(mine(ben))).toBe(true);
    expect(new Set([...first.ada, ...adaNext]).size).toBe(10);
  }
});
