// Two API instances behind a round-robin proxy on one PostgreSQL, as production runs more than one: what one instance
// decides (a sign-in, a rate-limit count, a write) holds on the other. Jobs running once across instances: jobs.test.ts.
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildApp, prepareDatabase } from '../app';
import { DEMO_PASSWORD } from '../db/seed';
import { postgresDatabase, testPostgresUrl } from '../test/postgres-database';
import { testConfig } from '../test/test-config';
import { inject } from 'vitest';

/** Long enough that a total seen within a second of a write was not simply remembered until it ran out. */
const LIST_MEMORY_SECONDS = 30;
/** How soon a write through one instance shows in the other's lists (a notice on a PostgreSQL channel). */
const SHOWN_WITHIN_MS = 1_000;

/** The parts of the answers this test reads. */
interface AnswerBody {
  access_token?: string;
  refresh_token?: string;
  total?: number;
}

interface Answer {
  status: number;
  body: AnswerBody;
  /** Which instance answered (0 or 1). */
  instance: number;
}

/** Sends each request to the next instance in turn, and says which one answered. */
function roundRobinProxy(ports: number[]): Promise<{ server: Server; port: number }> {
  let next = 0;
  const server = createServer((incoming, outgoing) => {
    const instance = next;
    next = (next + 1) % ports.length;
    const forward = httpRequest(
      { host: '127.0.0.1', port: ports[instance], path: incoming.url, method: incoming.method, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-instance': String(instance) });
        answer.pipe(outgoing);
      },
    );
    forward.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(forward);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port })));
}

describe('two API instances behind a proxy on one PostgreSQL', () => {
  const apps: FastifyInstance[] = [];
  let proxy: { server: Server; port: number };
  let shared: Awaited<ReturnType<typeof postgresDatabase>>;
  const config = testConfig({ authRateLimitMax: 4, listCacheSeconds: LIST_MEMORY_SECONDS });

  const call = async (method: 'GET' | 'POST', path: string, options: { token?: string; body?: object } = {}): Promise<Answer> => {
    const response = await fetch(`http://127.0.0.1:${proxy.port}${path}`, {
      method,
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.body ? { 'content-type': 'application/json' } : {}),
      },
      body: options.body ? JSON.stringify(options.body) : undefined,
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as AnswerBody) : {}, instance: Number(response.headers.get('x-instance')) };
  };

  beforeAll(async () => {
    shared = await postgresDatabase(testPostgresUrl(), inject('postgresTemplate'));
    const sharedConfig = { ...config, database: shared.database };
    // As the primary of several processes does: migrate and seed once, then start the instances together.
    await prepareDatabase(sharedConfig);
    const builds = await Promise.allSettled([0, 1].map(() => buildApp(sharedConfig, { prepared: true, jobs: { worker: false } })));
    for (const build of builds) if (build.status === 'fulfilled') apps.push(build.value);
    for (const build of builds) if (build.status === 'rejected') throw build.reason;
    const ports: number[] = [];
    for (const app of apps) {
      await app.listen({ port: 0, host: '127.0.0.1' });
      ports.push((app.server.address() as AddressInfo).port);
    }
    proxy = await roundRobinProxy(ports);
  });
  afterAll(async () => {
    await new Promise((resolve) => proxy?.server.close(resolve));
    await Promise.all(apps.map((app) => app.close()));
    await shared?.drop();
    rmSync(config.uploadDir, { recursive: true, force: true });
  });

  it('honours a sign-in made on one instance on the other, and a sign-out made on one on the other', async () => {
    const signIn = await call('POST', '/api/admin/auth/login', { body: { email: 'admin@crewbase.test', password: DEMO_PASSWORD } });
    expect(signIn.status).toBe(200);
    const listed = await call('GET', '/api/admin/department', { token: signIn.body.access_token });
    expect(listed.status).toBe(200);
    expect(listed.instance).not.toBe(signIn.instance);
    const refreshed = await call('GET', '/api/admin/auth/refresh', { token: signIn.body.refresh_token });
    expect(refreshed.status).toBe(200);

    const out = await call('POST', '/api/admin/auth/logout', { token: refreshed.body.access_token, body: { refresh_token: refreshed.body.refresh_token } });
    expect(out.status).toBeLessThan(300);
    const after = await call('GET', '/api/admin/auth/refresh', { token: refreshed.body.refresh_token });
    expect(after.instance).not.toBe(out.instance);
    expect(after.status).toBe(401);
  });

  it('counts sign-in attempts across both instances', async () => {
    const attempts: Answer[] = [];
    for (let i = 0; i < 5; i += 1) {
      attempts.push(await call('POST', '/api/staff/auth/login', { body: { email: 'staff@crewbase.test', password: 'Wrong-password-1' } }));
    }
    expect(new Set(attempts.map((a) => a.instance))).toEqual(new Set([0, 1]));
    expect(attempts.map((a) => a.status)).toEqual([401, 401, 401, 401, 429]);
  });

  it("shows a write made through one instance in the other's lists at once, though both remember the list", async () => {
    const token = (await call('POST', '/api/admin/auth/login', { body: { email: 'admin@crewbase.test', password: DEMO_PASSWORD } })).body.access_token;
    const name = `Shared Desk ${Date.now().toString(36)}`;
    const listed = async () => {
      const answer = await call('GET', `/api/admin/department?filter=${encodeURIComponent(`name||$cont||${name}`)}`, { token });
      expect(answer.status).toBe(200);
      return answer;
    };
    // Both instances remember the list without the new department.
    const before = [await listed(), await listed()];
    expect(before.map((a) => a.body.total)).toEqual([0, 0]);
    const created = await call('POST', '/api/admin/department', { token, body: { name } });
    expect(created.status).toBe(201);

    const startedAt = Date.now();
    const seenBy = new Set<number>();
    while (seenBy.size < 2) {
      const answer = await listed();
      if (answer.body.total === 1) seenBy.add(answer.instance);
      expect(Date.now() - startedAt).toBeLessThan(SHOWN_WITHIN_MS);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
});
