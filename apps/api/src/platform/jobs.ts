// Background jobs: work that must not run inside a request (pay runs over thousands of staff, launching a review
// cycle, digests, clean-ups). A job is declared once with defineJob and listed in modules/jobs/job-list.ts. The queue
// is pg-boss in the same database (schema `pgboss`, which it creates and upgrades itself), on PostgreSQL and on the
// embedded PGlite alike, so a queued job survives a restart, and two API instances on one PostgreSQL take each job
// once (pg-boss fetches with FOR UPDATE SKIP LOCKED). Each instance's worker runs one job at a time; tests turn the
// worker off and call runDue() to run what is due, there and then.
import type { JobProgress, JobStatus } from '@crewbase/domain';
import { lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import PgBoss from 'pg-boss';
import { jobProgress } from '../db/schema';
import type { ServiceContext } from './context';
import { queueConnection } from './jobs-connection';
import { jobStatusOf } from './jobs-status';

/** What a job's run receives: what a service gets (no actor: nobody asked), plus its own handle. */
export interface JobContext extends ServiceContext {
  jobId: string;
  /** 1 on the first try, 2 on the first retry, ... */
  attempt: number;
  /** Records done of total and a sentence for the job's screen; call it as often as is useful (each call is a write). */
  progress(update: JobProgress): Promise<void>;
  /** Aborted when the API is shutting down: a long job stops between batches and is tried again after the restart. */
  signal: AbortSignal;
}

export interface JobDefinition<Data extends object, Result extends object | void> {
  /** The queue's name: letters, digits and hyphens, e.g. `media-cleanup`. */
  name: string;
  /** Retries after a failed first try (0: never retried). */
  retryLimit: number;
  /** Seconds before the first retry. */
  retryDelaySeconds: number;
  /** Each retry waits about twice as long as the one before (with some jitter so instances spread out). */
  retryBackoff: boolean;
  /** A try running longer than this counts as failed and is retried (default 15 minutes). */
  timeoutSeconds?: number;
  /** Also run on a schedule: a cron line in UTC (`0 3 * * *` is daily at 03:00) and the data each run gets. */
  schedule?: { cron: string; data: Data };
  /** The work. Throwing fails the try (and retries it); what it returns is the job's result, shown on its screen. */
  run(data: Data, ctx: JobContext): Promise<Result>;
}

/** Any declared job, whatever its data and result (run is a method, so a specific job fits). */
export type AnyJobDefinition = JobDefinition<object, object | void>;

export const defineJob = <Data extends object, Result extends object | void>(job: JobDefinition<Data, Result>) => job;

export interface JobKitOptions {
  /**
   * Take due jobs and fire schedules in this process (the API does by default). Off (tests): jobs can still be queued
   * and read, and runDue() runs them.
   */
  worker: boolean;
  /** How often an idle worker looks for due jobs (pg-boss allows 0.5 s at least). */
  pollingIntervalSeconds?: number;
  /** How long closing the app waits for the running job before it leaves it to be retried after the restart. */
  shutdownGraceSeconds?: number;
  /** More jobs besides the job list (tests declare probe jobs). */
  extraJobs?: readonly AnyJobDefinition[];
}

export interface JobKit {
  /** Queues a run of the job and answers its id (GET /api/admin/jobs/:id). */
  enqueue<Data extends object>(job: JobDefinition<Data, object | void>, data: Data, options?: { startAfter?: Date }): Promise<string>;
  /** The job as its screen shows it, or null when no declared job has that id. */
  status(id: string): Promise<JobStatus | null>;
  /** Runs every job that is due now, one after another, until none is left; answers how many tries ran (tests). */
  runDue(): Promise<number>;
  /** Starts the queue (and the worker and schedules when on); buildApp calls it once the app is ready. */
  start(): Promise<void>;
  /** Stops taking jobs and waits for the running one (up to the grace period); buildApp calls it when closing. */
  stop(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobKit;
  }
}

/** Progress older than this goes when the next job starts; pg-boss forgets finished jobs after 7 days. */
const PROGRESS_KEPT_DAYS = 30;

export function createJobKit(app: FastifyInstance, jobList: readonly AnyJobDefinition[], options: JobKitOptions): JobKit {
  const jobs = [...jobList, ...(options.extraJobs ?? [])];
  const byName = new Map<string, AnyJobDefinition>();
  for (const job of jobs) {
    if (byName.has(job.name)) throw new Error(`Two background jobs are named ${job.name}`);
    byName.set(job.name, job);
  }
  const log = app.log.child({ module: 'jobs' });
  const boss = new PgBoss({
    db: queueConnection(app.database),
    schema: 'pgboss',
    migrate: true,
    // Maintenance (failing tries past their timeout, archiving) and the schedules run where the worker runs.
    supervise: options.worker,
    schedule: options.worker,
  });
  boss.on('error', (error: unknown) => log.error({ err: error }, 'job queue error'));

  const pollingMs = Math.max(500, (options.pollingIntervalSeconds ?? 2) * 1000);
  const graceMs = (options.shutdownGraceSeconds ?? 30) * 1000;
  const stopping = new AbortController();
  let started: Promise<void> | null = null;
  let worker: Promise<void> | null = null;
  let wake: (() => void) | null = null;

  async function startQueue(): Promise<void> {
    await boss.start();
    for (const job of jobs) {
      const queue = { name: job.name, retryLimit: job.retryLimit, retryDelay: job.retryDelaySeconds, retryBackoff: job.retryBackoff, expireInSeconds: job.timeoutSeconds ?? 15 * 60 };
      await boss.createQueue(job.name, queue); // does nothing when another instance made it already
      await boss.updateQueue(job.name, queue); // a changed declaration applies to jobs queued from now on
    }
    for (const job of jobs) if (job.schedule) await boss.schedule(job.name, job.schedule.cron, job.schedule.data, { tz: 'UTC' });
    // A job that lost its schedule (or no longer exists) stops being fired.
    for (const schedule of await boss.getSchedules()) if (!byName.get(schedule.name)?.schedule) await boss.unschedule(schedule.name);
  }

  const ensureStarted = (): Promise<void> => {
    // Under the migration lock: two instances starting at once would otherwise deadlock creating the same queue.
    started ??= app.database.exclusive(startQueue).catch((error: unknown) => {
      started = null;
      throw error;
    });
    return started;
  };

  async function writeProgress(job: AnyJobDefinition, jobId: string, update: JobProgress): Promise<void> {
    const row = { jobId, name: job.name, done: Math.max(0, Math.trunc(update.done)), total: Math.max(0, Math.trunc(update.total)), message: update.message };
    await app.database.db
      .insert(jobProgress)
      .values(row)
      .onConflictDoUpdate({ target: jobProgress.jobId, set: { done: row.done, total: row.total, message: row.message, updatedAt: sql`now()` } });
  }

  /** Takes the job's next due try, if any, runs it and records how it ended. */
  async function runNext(job: AnyJobDefinition): Promise<boolean> {
    const [record] = await boss.fetch<object>(job.name, { batchSize: 1, includeMetadata: true });
    if (!record) return false;
    const attempt = record.retryCount + 1;
    const jobLog = log.child({ job: job.name, jobId: record.id, attempt });
    const ctx: JobContext = {
      db: app.database.db,
      actor: null,
      config: app.config,
      mailer: app.mailer,
      storage: app.storage,
      listMemory: app.listMemory,
      log: jobLog,
      jobId: record.id,
      attempt,
      progress: (update) => writeProgress(job, record.id, update),
      signal: stopping.signal,
      jobs: kit,
    };
    await app.database.db.delete(jobProgress).where(lt(jobProgress.updatedAt, sql`now() - make_interval(days => ${PROGRESS_KEPT_DAYS})`));
    let result: object | void;
    try {
      result = await job.run(record.data, ctx);
    } catch (error) {
      jobLog.warn({ err: error }, attempt > job.retryLimit ? 'background job failed for good' : 'background job failed; it will be retried');
      await boss.fail(job.name, record.id, error instanceof Error ? error : { message: String(error) });
      return true;
    } finally {
      // Lists this instance remembers may now be stale, as after any write through a request.
      app.listMemory.forget();
    }
    await (result ? boss.complete(job.name, record.id, result) : boss.complete(job.name, record.id));
    jobLog.info('background job completed');
    return true;
  }

  /** One pass over every queue; true when some try ran. */
  async function runPass(): Promise<boolean> {
    let ran = false;
    for (const job of jobs) {
      if (stopping.signal.aborted) break;
      if (await runNext(job)) ran = true;
    }
    return ran;
  }

  async function work(): Promise<void> {
    while (!stopping.signal.aborted) {
      let ran = false;
      try {
        ran = await runPass();
      } catch (error) {
        if (stopping.signal.aborted) return;
        log.error({ err: error }, 'job worker could not reach the queue; trying again');
      }
      if (!ran && !stopping.signal.aborted) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, pollingMs);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = null;
      }
    }
  }

  const kit: JobKit = {
    async enqueue(job, data, enqueueOptions = {}) {
      if (byName.get(job.name) !== job) throw new Error(`Background job ${job.name} is not in the job list (modules/jobs/job-list.ts)`);
      await ensureStarted();
      const id = await boss.send(job.name, data, enqueueOptions.startAfter ? { startAfter: enqueueOptions.startAfter } : {});
      if (!id) throw new Error(`The queue refused a ${job.name} job`);
      return id;
    },

    async status(id) {
      await ensureStarted();
      for (const job of jobs) {
        const record = await boss.getJobById<object>(job.name, id, { includeArchive: true });
        if (!record) continue;
        const [progress] = await app.database.db.select().from(jobProgress).where(sql`${jobProgress.jobId} = ${id}`);
        return jobStatusOf(record, progress ?? null);
      }
      return null;
    },

    async runDue() {
      await ensureStarted();
      let tries = 0;
      for (;;) {
        let ran = 0;
        for (const job of jobs) while (await runNext(job)) ran += 1;
        if (ran === 0) return tries;
        tries += ran;
      }
    },

    async start() {
      if (!options.worker) return;
      await ensureStarted();
      worker ??= work();
      log.info({ jobs: jobs.map((j) => j.name) }, 'job worker started');
    },

    async stop() {
      stopping.abort();
      wake?.();
      if (worker) {
        let timer: NodeJS.Timeout | undefined;
        const grace = new Promise<'late'>((resolve) => {
          timer = setTimeout(() => resolve('late'), graceMs);
        });
        const outcome = await Promise.race([worker.then(() => 'done' as const), grace]);
        clearTimeout(timer);
        if (outcome === 'late') log.warn('a background job was still running at shutdown; it will be tried again after its timeout');
      }
      if (started) {
        await started.catch(() => undefined);
        await boss.stop({ graceful: true, wait: true, close: false, timeout: 1000 });
      }
    },
  };
  return kit;
}
