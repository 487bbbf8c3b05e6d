// Background jobs as a screen sees them (GET /api/admin/jobs/:id): pay runs, cycle launches, clean-ups.
import { z } from 'zod';

/**
 * queued: waiting for a worker (or for its start time); running: a worker has it; retrying: a try failed and the next
 * waits for its backoff; completed / failed (out of tries) / cancelled: finished.
 */
export const jobStateSchema = z.enum(['queued', 'running', 'retrying', 'completed', 'failed', 'cancelled']);
export type JobState = z.infer<typeof jobStateSchema>;

/** What the job last said about itself: `done` of `total` units (staff paid, files checked) and a sentence. */
export const jobProgressSchema = z.object({
  done: z.number().int().min(0),
  total: z.number().int().min(0),
  message: z.string(),
});
export type JobProgress = z.infer<typeof jobProgressSchema>;

export const jobStatusSchema = z.object({
  id: z.string(),
  /** The job's declared name, e.g. `media-cleanup`. */
  name: z.string(),
  state: jobStateSchema,
  /** Tries started so far (0 while first queued). */
  attempts: z.number().int(),
  /** The first try plus its retries. */
  maxAttempts: z.number().int(),
  progress: jobProgressSchema.nullable(),
  /** What a completed job answered (counts, ids); null otherwise. */
  result: z.record(z.string(), z.unknown()).nullable(),
  /** Why the last try failed; kept while retrying and once failed. */
  error: z.object({ message: z.string() }).nullable(),
  queuedAt: z.string(),
  /** When the current or last try started. */
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** Queued or retrying: the earliest time a worker takes it. */
  runsAfter: z.string().nullable(),
});
export type JobStatus = z.infer<typeof jobStatusSchema>;
