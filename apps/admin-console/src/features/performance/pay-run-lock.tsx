// Why a reward or penalty can no longer change: a pay run has included it (the API refuses with a 409 naming the run).
import Alert from '@mui/material/Alert';

export function PayRunLock({ noun }: { noun: 'reward' | 'penalty' }) {
  return (
    <Alert severity="info" role="note">
      A pay run has included this {noun}, so it can no longer be edited or deleted. A correction goes into a later pay run.
    </Alert>
  );
}
