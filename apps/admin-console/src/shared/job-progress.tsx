// How far a background job got (a cycle launch, a pay run), from GET /api/admin/jobs/:id as it is polled: a
// progress bar with "done of total" and the job's own sentence while it runs, then how it ended. Announced politely
// to screen readers as it changes.
import type { JobStatus } from '@crewbase/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatCount } from '@crewbase/ui';

export interface JobProgressProps {
  /** Names the progress bar, e.g. "Launch progress". */
  label: string;
  job: JobStatus | undefined;
  /** What a person reads once it completed, from the job's result. */
  completedText: (result: Record<string, unknown> | null) => ReactNode;
  /** The job could not be read (e.g. the role may not read jobs). */
  error?: unknown;
}

const percentOf = (job: JobStatus) => (job.progress && job.progress.total > 0 ? Math.min(100, Math.round((job.progress.done / job.progress.total) * 100)) : null);

export function JobProgress({ label, job, completedText, error }: JobProgressProps) {
  if (error) {
    return (
      <Alert severity="info">
        Its progress cannot be shown{error instanceof Error ? `: ${error.message}` : ''}. The page shows the outcome once you reload it.
      </Alert>
    );
  }
  if (!job) {
    return <LinearProgress aria-label={label} />;
  }
  if (job.state === 'completed') return <Alert severity="success">{completedText(job.result)}</Alert>;
  if (job.state === 'failed' || job.state === 'cancelled') {
    return (
      <Alert severity="error">
        {job.state === 'failed' ? `It failed after ${job.attempts} ${job.attempts === 1 ? 'try' : 'tries'}` : 'It was cancelled'}
        {job.error ? `: ${job.error.message}` : '.'}
      </Alert>
    );
  }
  const percent = percentOf(job);
  const words =
    job.state === 'queued'
      ? 'Waiting to start…'
      : job.state === 'retrying'
        ? `A try failed${job.error ? ` (${job.error.message})` : ''}; trying again…`
        : job.progress
          ? `${formatCount(job.progress.done)} of ${formatCount(job.progress.total)}${job.progress.message ? `: ${job.progress.message}` : ''}`
          : 'Starting…';
  return (
    <Stack spacing={1}>
      <Box>
        {percent === null ? (
          <LinearProgress aria-label={label} />
        ) : (
          <LinearProgress aria-label={label} variant="determinate" value={percent} />
        )}
      </Box>
      <Typography variant="body2" color="text.secondary" role="status" aria-live="polite">
        {words}
      </Typography>
    </Stack>
  );
}
