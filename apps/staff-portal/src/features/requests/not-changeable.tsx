// Shown on an update screen when the workflow no longer allows a change (the request was decided meanwhile).
import { statusAppearance } from '@crewbase/ui';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';

export function NotChangeable({ status, backTo }: { status: string; backTo: string }) {
  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      <Alert severity="info">
        This request is {statusAppearance(status).label.toLowerCase()}, so it can no longer be changed. Only pending requests can be
        changed.
      </Alert>
      <Button component={RouterLink} to={backTo} variant="secondary" sx={{ alignSelf: 'flex-start' }}>
        Back to the request
      </Button>
    </Stack>
  );
}
