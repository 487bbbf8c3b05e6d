// A queued job (pg-boss's row) and its progress, as the job's screen shows them (libs/domain jobStatusSchema).
import type { JobState, JobStatus } from '@crewbase/domain';
import type PgBoss from 'pg-boss';
import type { jobProgress } from '../db/schema';

const states: Record<PgBoss.JobWithMetadata['state'], JobState> = {
  created: 'queued',
  retry: 'retrying',
  active: 'running',
  completed: 'completed',
  failed: 'failed',
  cancelled: 'cancelled',
};

const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);

/** pg-boss keeps a thrown Error serialized ({ message, stack, ... }) and a timeout as { value: { message } }. */
function failureMessage(output: unknown): string {
  const candidate = output as { message?: unknown; value?: { message?: unknown } } | null;
  const message = candidate?.message ?? candidate?.value?.message;
  return typeof message === 'string' && message.length > 0 ? message : 'The job failed without saying why.';
}

export function jobStatusOf(record: PgBoss.JobWithMetadata<object>, progress: typeof jobProgress.$inferSelect | null): JobStatus {
  const state = states[record.state];
  const output: unknown = record.output;
  return {
    id: record.id,
    name: record.name,
    state,
    // retry_count counts the retries started, so a job that has started once or more has had retryCount + 1 tries.
    attempts: record.startedOn ? record.retryCount + 1 : 0,
    maxAttempts: record.retryLimit + 1,
    progress: progress ? { done: progress.done, total: progress.total, message: progress.message } : null,
    result: state === 'completed' && output && typeof output === 'object' ? (output as Record<string, unknown>) : null,
    error: state === 'retrying' || state === 'failed' ? { message: failureMessage(output) } : null,
    queuedAt: new Date(record.createdOn).toISOString(),
    startedAt: iso(record.startedOn),
    finishedAt: iso(record.completedOn),
    runsAfter: state === 'queued' || state === 'retrying' ? iso(record.startAfter) : null,
  };
}
