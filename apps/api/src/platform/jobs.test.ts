// The background job kit on the real app: progress a screen can show, retries with backoff, a job queued before a
// restart runs after it, and two API instances on one PostgreSQL run a job once. Probe jobs stand in for pay runs.
import { jobStatusSchema, type JobStatus } from '@crewbase/domain';
import { readFileSync, rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { openDatabase, type Database } from '../db/database';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { bearer, signIn } from '../test/helpers';
import { postgresDatabase, testPostgresUrl } from '../test/postgres-database';
import { testConfig } from '../test/test-config';
import { defineJob, type AnyJobDefinition } from './jobs';

type Probe = { count: number };

/** Counts to `count`, saying so after each step, and can look at its own status mid-run. */
const countingJob = (seen: JobStatus[] = [], app?: () => FastifyInstance) =>
  defineJob({
    name: 'probe-counting',
    retryLimit: 0,
    retryDelaySeconds: 1,
    retryBackoff: false,
    async run(data: Probe, ctx) {
      for (let done = 1; done <= data.count; done += 1) {
        await ctx.progress({ done, total: data.count, message: `Counted ${done} of ${data.count}` });
        const status = app ? await app().jobs.status(ctx.jobId) : null;
        if (status) seen.push(status);
      }
      return { counted: data.count };
    },
  });

const failingJob = defineJob({
  name: 'probe-failing',
  retryLimit: 2,
  retryDelaySeconds: 60,
  retryBackoff: true,
  async run(_data: Record<string, never>) {
    throw new Error('The bank file was refused: 3 accounts are invalid');
  },
});

async function jobStatus(app: FastifyInstance, token: string, id: string): Promise<JobStatus> {
  const response = await app.inject({ url: `/api/admin/jobs/${id}`, headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return jobStatusSchema.parse(response.json());
}

/** Seconds from now until the job may run again. */
const secondsUntil = (iso: string | null) => (new Date(iso ?? 0).getTime() - Date.now()) / 1000;

/** The backoff wait, passed at once: the job's next try becomes due now (the test's stand-in for a clock). */
const makeDue = (app: FastifyInstance, id: string) => app.database.db.execute(sql`update pgboss.job set start_after = now() where id = ${id}`);

async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>, seconds = 20): Promise<T> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('a background job', () => {
  let t: TestApp;
  let admin: string;
  const seen: JobStatus[] = [];
  const counting = countingJob(seen, () => t.app);

  beforeAll(async () => {
    t = await buildTestApp({ listCacheSeconds: 10 }, { jobs: { extraJobs: [counting as AnyJobDefinition, failingJob as AnyJobDefinition] } });
    admin = (await signIn(t.app, 'admin', 'admin@crewbase.test')).access_token;
  });
  afterAll(() => t.close());

  it('runs when due and reports progress a screen can show, then its result', async () => {
    const id = await t.app.jobs.enqueue(counting, { count: 3 });
    expect(await jobStatus(t.app, admin, id)).toMatchObject({ id, name: 'probe-counting', state: 'queued', attempts: 0, maxAttempts: 1, progress: null, result: null, error: null });

    expect(await t.app.jobs.runDue()).toBe(1);

    // While it ran, it was running, with the progress it had reported so far.
    expect(seen.map((s) => [s.state, s.progress?.done, s.progress?.total])).toEqual([
      ['running', 1, 3],
      ['running', 2, 3],
      ['running', 3, 3],
    ]);
    const done = await jobStatus(t.app, admin, id);
    expect(done).toMatchObject({ state: 'completed', attempts: 1, progress: { done: 3, total: 3, message: 'Counted 3 of 3' }, result: { counted: 3 }, error: null });
    expect(done.finishedAt).not.toBeNull();
    expect(await t.app.jobs.runDue()).toBe(0);
  });

  it('makes this instance forget what lists remember, as a write through a request does', async () => {
    expect(await t.app.listMemory.total('probe-list', undefined, async () => 1)).toBe(1);
    expect(await t.app.listMemory.total('probe-list', undefined, async () => 2)).toBe(1);
    await t.app.jobs.enqueue(counting, { count: 1 });
    await t.app.jobs.runDue();
    expect(await t.app.listMemory.total('probe-list', undefined, async () => 2)).toBe(2);
  });

  it('retries with a growing wait after each failure, then ends failed with its error', async () => {
    const id = await t.app.jobs.enqueue(failingJob, {});
    expect(await t.app.jobs.runDue()).toBe(1); // the retry waits, so one try only

    const first = await jobStatus(t.app, admin, id);
    expect(first).toMatchObject({ state: 'retrying', attempts: 1, maxAttempts: 3, error: { message: 'The bank file was refused: 3 accounts are invalid' }, result: null });
    const firstWait = secondsUntil(first.runsAfter);
    expect(firstWait).toBeGreaterThan(55); // 60 s, up to twice that with jitter
    expect(firstWait).toBeLessThanOrEqual(120);
    expect(await t.app.jobs.runDue()).toBe(0); // not due yet

    await makeDue(t.app, id);
    expect(await t.app.jobs.runDue()).toBe(1);
    const second = await jobStatus(t.app, admin, id);
    expect(second).toMatchObject({ state: 'retrying', attempts: 2 });
    const secondWait = secondsUntil(second.runsAfter);
    expect(secondWait).toBeGreaterThan(115); // doubled: 120 s, up to 240 s
    expect(secondWait).toBeLessThanOrEqual(240);

    await makeDue(t.app, id);
    expect(await t.app.jobs.runDue()).toBe(1);
    const failed = await jobStatus(t.app, admin, id);
    expect(failed).toMatchObject({ state: 'failed', attempts: 3, maxAttempts: 3, error: { message: 'The bank file was refused: 3 accounts are invalid' }, runsAfter: null });
    expect(failed.finishedAt).not.toBeNull();
    expect(await t.app.jobs.runDue()).toBe(0);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await t.app.inject({ url: '/api/admin/jobs/5b0e7a9c-1f2d-4c3b-9a8e-7d6c5b4a3f21', headers: bearer(admin) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('There is no background job with that id.');
    expect((await t.app.inject({ url: '/api/admin/jobs/not-a-job', headers: bearer(admin) })).statusCode).toBe(400);
  });

  it('refuses a job that is not in the job list', async () => {
    const stray = defineJob({ name: 'probe-stray', retryLimit: 0, retryDelaySeconds: 1, retryBackoff: false, run: async () => undefined });
    await expect(t.app.jobs.enqueue(stray, {})).rejects.toThrow('probe-stray is not in the job list');
  });
});

/**
 * One database across two app builds, as a restart sees it: on PostgreSQL the same database; on PGlite what the first
 * instance had written (its data folder, dumped just before it closed) opened by the second.
 */
async function restartableDatabase(): Promise<{ open(): Promise<Database>; persist(app: FastifyInstance): Promise<void>; drop(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  if (url && template) {
    const fresh = await postgresDatabase(url, template);
    return { open: () => openDatabase(fresh.database), persist: async () => undefined, drop: fresh.drop };
  }
  const dumpFile = inject('pgliteDumpFile');
  let persisted: Blob | undefined = dumpFile ? new Blob([readFileSync(dumpFile)]) : undefined;
  return {
    open: () => openDatabase({ kind: 'pglite', dir: 'memory://' }, { pgliteDump: persisted }),
    persist: async (app) => {
      persisted = await (app.database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client.dumpDataDir('none');
    },
    drop: async () => undefined,
  };
}

describe('across a restart', () => {
  it('runs a job queued before the API stopped once it is back', async () => {
    const shared = await restartableDatabase();
    const config = testConfig();
    const demoPasswordHash = inject('demoPasswordHash');
    const counting = countingJob() as AnyJobDefinition;
    try {
      const before = await buildApp(config, { database: await shared.open(), demoPasswordHash, jobs: { worker: false, extraJobs: [counting] } });
      const id = await before.jobs.enqueue(counting, { count: 2 });
      await shared.persist(before);
      await before.close();

      const after = await buildApp(config, { database: await shared.open(), demoPasswordHash, jobs: { worker: true, pollingIntervalSeconds: 0.5, extraJobs: [counting] } });
      try {
        const admin = (await signIn(after, 'admin', 'admin@crewbase.test')).access_token;
        const done = await until('the queued job to run', async () => {
          const status = await jobStatus(after, admin, id);
          return status.state === 'completed' && status;
        });
        expect(done).toMatchObject({ attempts: 1, progress: { done: 2, total: 2 }, result: { counted: 2 } });
      } finally {
        await after.close();
      }
    } finally {
      await shared.drop();
      rmSync(config.uploadDir, { recursive: true, force: true });
    }
  });
});

describe('two API instances on one PostgreSQL', () => {
  it('run each job exactly once', async () => {
    // PostgreSQL is where several instances share a queue (PGlite belongs to one process), so this uses the test
    // server even when the rest of the run is on PGlite.
    const shared = await postgresDatabase(testPostgresUrl(), inject('postgresTemplate'));
    const runs = new Map<string, string[]>();
    const slowJob = (instance: string) =>
      defineJob({
        name: 'probe-once',
        retryLimit: 0,
        retryDelaySeconds: 1,
        retryBackoff: false,
        async run(_data: Record<string, never>, ctx) {
          runs.set(ctx.jobId, [...(runs.get(ctx.jobId) ?? []), instance]);
          await new Promise((resolve) => setTimeout(resolve, 100));
          return { instance };
        },
      }) as AnyJobDefinition;
    const config = testConfig({ database: shared.database, seedDemo: false });
    const [jobA, jobB] = [slowJob('a'), slowJob('b')];
    const options = (job: AnyJobDefinition) => ({ demoPasswordHash: inject('demoPasswordHash'), jobs: { worker: true, pollingIntervalSeconds: 0.5, extraJobs: [job] } });
    const apps: FastifyInstance[] = [];
    try {
      // Started together, as two instances behind a load balancer are.
      const builds = await Promise.allSettled([buildApp(config, options(jobA)), buildApp(config, options(jobB))]);
      for (const build of builds) if (build.status === 'fulfilled') apps.push(build.value);
      for (const build of builds) if (build.status === 'rejected') throw build.reason;
      const [a] = apps;
      const ids: string[] = [];
      for (let i = 0; i < 12; i += 1) ids.push(await a.jobs.enqueue(jobA, {}));
      const statuses = await until('every job to finish', async () => {
        const all = await Promise.all(ids.map((id) => a.jobs.status(id)));
        return all.every((s) => s?.state === 'completed') && all;
      });
      expect(statuses).toHaveLength(12);
      for (const id of ids) expect(runs.get(id)).toHaveLength(1);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      await shared.drop();
      rmSync(config.uploadDir, { recursive: true, force: true });
    }
  });
});
