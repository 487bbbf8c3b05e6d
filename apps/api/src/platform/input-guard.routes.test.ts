// Malformed input is a 400 that names the field, on every route: text the database cannot hold (NUL, lone
// surrogates) in body, query or path, list pages beyond the maximum; and the logs of a failure carry the route and the
// error's kind, never the request's values.
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { bearer, signIn } from '../test/helpers';
import { safeErrorLog, safeLogSerializers } from './errors';
import { LIST_MAX_PAGE } from './list-query';

const logged: unknown[] = [];
const SECRET = 'ada.secret@example.test';

/** A probe route that fails the way a bad query does, with its SQL parameters in the error; its logs are kept. */
const probe: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', async (request) => {
    const keep = (...args: unknown[]) => void logged.push(args);
    request.log = { ...request.log, error: keep, warn: keep, info: keep } as unknown as FastifyBaseLogger;
  });
  app.get('/api/test/failing-query', { config: { public: true } }, async () => {
    const driver = Object.assign(new Error(`duplicate key value violates unique constraint "users_email" Key (email)=(${SECRET})`), { code: '23502' });
    throw Object.assign(new Error(`Failed query: select * from users where email = $1\nparams: ${SECRET}`), { query: 'select', params: [SECRET], cause: driver });
  });
};

let t: TestApp;
let admin: Record<string, string>;
let staff: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp({}, { extraRoutes: [probe] });
  admin = bearer((await signIn(t.app, 'admin', 'admin@crewbase.test')).access_token);
  staff = bearer((await signIn(t.app, 'staff', 'staff@crewbase.test')).access_token);
});
afterAll(() => t.close());

const patchProfile = (payload: string) =>
  t.app.inject({ method: 'PATCH', url: '/api/staff/auth/profile', headers: { ...staff, 'content-type': 'application/json' }, payload });

describe('text the database cannot hold', () => {
  it('refuses a NUL in a body field with 400 naming the field', async () => {
    const response = await patchProfile(JSON.stringify({ phoneNumber: '0803\u0000111' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([{ path: 'phoneNumber', message: 'Remove the NUL character (\\u0000): text cannot contain it.' }]);
  });

  it('refuses a lone UTF-16 surrogate in an audited field with 400 naming the field', async () => {
    const response = await patchProfile('{"phoneNumber":"0803 \\ud800 111"}');
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([{ path: 'phoneNumber', message: 'The text contains a broken character (half of a UTF-16 surrogate pair).' }]);
    const nested = await t.app.inject({
      method: 'POST',
      url: '/api/admin/update-profile',
      headers: { ...admin, 'content-type': 'application/json' },
      payload: '{"firstName":"Ada","lastName":"\\udc00Obi"}',
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().details).toEqual([{ path: 'lastName', message: expect.stringMatching(/surrogate/) }]);
  });

  it('refuses a NUL in a $cont filter and in a schedule search with 400 naming the parameter', async () => {
    const filter = await t.app.inject({ url: '/api/admin/staff?filter=firstName||$cont||a%00b', headers: admin });
    expect(filter.statusCode).toBe(400);
    expect(filter.json().details).toEqual([{ path: 'filter', message: expect.stringMatching(/NUL/) }]);
    const search = await t.app.inject({ url: '/api/admin/schedule/location?week=2026-11-22&search=a%00b', headers: admin });
    expect(search.statusCode).toBe(400);
    expect(search.json().details).toEqual([{ path: 'search', message: expect.stringMatching(/NUL/) }]);
  });

  it('refuses a NUL in a path parameter', async () => {
    const response = await t.app.inject({ url: '/api/admin/staff/abc%00def', headers: admin });
    expect(response.statusCode).toBe(400);
  });
});

describe('list pages', () => {
  it(`answers 400 beyond page ${LIST_MAX_PAGE} on every list route, and serves page ${LIST_MAX_PAGE}`, async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { parameters?: Array<{ name: string; in: string; required?: boolean }> }>>;
    };
    // Lists that need nothing but the list language (the schedule's also need a week and a place).
    const lists = Object.entries(doc.paths).filter(
      ([path, ops]) => !path.includes('{') && ops.get?.parameters?.some((p) => p.name === 'page') && !ops.get.parameters.some((p) => p.in === 'query' && p.required),
    );
    expect(lists.length).toBeGreaterThanOrEqual(15);
    for (const [path] of lists) {
      const headers = path.startsWith('/api/staff/') ? staff : admin;
      for (const page of ['99999999999999999999', '9007199254740993', String(LIST_MAX_PAGE + 1)]) {
        const response = await t.app.inject({ url: `${path}?page=${page}`, headers });
        expect({ path, page, status: response.statusCode }).toEqual({ path, page, status: 400 });
        expect(response.json().details).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'page' })]));
      }
      const last = await t.app.inject({ url: `${path}?page=${LIST_MAX_PAGE}`, headers });
      expect({ path, status: last.statusCode }).toEqual({ path, status: 200 });
    }
  });
});

describe('what the logs keep', () => {
  it('logs a failed request by route and error kind, without the query, its parameters or the request values', async () => {
    logged.length = 0;
    const response = await t.app.inject({ url: `/api/test/failing-query?email=${encodeURIComponent(SECRET)}` });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain(SECRET);
    expect(logged.length).toBeGreaterThan(0);
    const text = JSON.stringify(logged);
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain('select * from users');
    expect(logged[0]).toEqual([expect.objectContaining({ method: 'GET', route: '/api/test/failing-query', error: expect.objectContaining({ type: 'Error', sqlState: '23502' }) }), 'request failed']);
  });

  it('serializes requests without their query string and errors without data-bearing messages', () => {
    expect(safeLogSerializers.req({ method: 'GET', url: `/api/admin/staff?filter=email||$eq||${SECRET}` })).toEqual({ method: 'GET', url: '/api/admin/staff' });
    expect(safeLogSerializers.req({ method: 'GET', url: '/api/admin/staff/1?x=1', routeOptions: { url: '/api/admin/staff/:id' } })).toEqual({ method: 'GET', url: '/api/admin/staff/:id' });
    expect(JSON.stringify(safeErrorLog(new Error(`bad value ${SECRET}`)))).not.toContain(SECRET);
    expect(safeErrorLog(new TypeError("Cannot read properties of undefined (reading 'id')")).message).toMatch(/reading 'id'/);
  });
});
