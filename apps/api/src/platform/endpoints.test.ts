// Routes built from an endpoint table: the declared status, no body on 204, the access rule in the route table, the
// shared refusals in the OpenAPI document, and the declared body schema refusing bad input with every field named.
import { adminMay, endpoint, publicAccess } from '@crewbase/domain';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { bearer, signIn } from '../test/helpers';
import { endpointRoutes } from './endpoints';

const probeEndpoints = {
  create: endpoint({
    method: 'POST', path: '/api/admin/probe/:code', access: adminMay('department', 'create'), tags: ['probe'], summary: 'Create a probe',
    params: z.object({ code: z.string().regex(/^[a-z]+$/, 'Lower-case letters only') }), body: z.object({ name: z.string().trim().min(1, 'Enter a name') }),
    status: 201, response: z.object({ code: z.string(), name: z.string() }),
  }),
  remove: endpoint({ method: 'DELETE', path: '/api/admin/probe/:code', access: adminMay('department', 'delete'), tags: ['probe'], summary: 'Delete a probe', params: z.object({ code: z.string() }), status: 204 }),
  ping: endpoint({ method: 'GET', path: '/api/public/probe', access: publicAccess, tags: ['probe'], summary: 'Ping', status: 200, response: z.object({ ok: z.literal(true) }) }),
};

const probeRoutes = endpointRoutes(probeEndpoints, {
  create: (request) => ({ code: request.params.code, name: request.body.name, secret: 'stripped by the response schema' }),
  remove: () => undefined,
  ping: () => ({ ok: true as const }),
});

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await buildTestApp({}, { extraRoutes: [probeRoutes] });
  admin = (await signIn(t.app, 'admin', 'admin@crewbase.test')).access_token;
});
afterAll(() => t.close());

describe('endpointRoutes', () => {
  it('answers with the declared status: 201 with the parsed body, 204 with nothing', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/admin/probe/abc', headers: bearer(admin), payload: { name: '  Ada  ' } });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ code: 'abc', name: 'Ada' });

    const removed = await t.app.inject({ method: 'DELETE', url: '/api/admin/probe/abc', headers: bearer(admin) });
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
  });

  it('refuses bad params and body with a 400 naming each problem', async () => {
    const refused = await t.app.inject({ method: 'POST', url: '/api/admin/probe/ABC', headers: bearer(admin), payload: { name: ' ' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual([{ path: 'code', message: 'Lower-case letters only' }]);
  });

  it('applies the declared access rule: public needs no token, admin routes need one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/public/probe' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/admin/probe/abc' })).statusCode).toBe(401);
    expect(t.app.routeAccess).toContainEqual({ method: 'DELETE', url: '/api/admin/probe/:code', access: { area: 'admin', permission: { resource: 'department', action: 'delete' } } });
  });

  it('documents the success answer and the shared refusals for every route', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const create = document.paths['/api/admin/probe/{code}'].post;
    expect(create.summary).toBe('Create a probe');
    expect(Object.keys(create.responses).sort()).toEqual(['201', '400', '401', '403', '404', '409']);
    expect(create.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(document.paths['/api/admin/probe/{code}'].delete.responses)).toContain('204');
  });
});
