// What a person sees where their role does not reach: a designed state, not an error dump. Used by the route
// guard and wherever the API answers 403.
import LockOutlined from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { EmptyState } from '@crewbase/ui';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../app/paths';

export interface NotAllowedProps {
  /** What they tried to open, e.g. "the staff list". */
  what?: string;
}

export function NotAllowed({ what }: NotAllowedProps) {
  return (
    <Paper variant="outlined" role="region" aria-label="Access denied">
      <EmptyState
        icon={<LockOutlined fontSize="large" />}
        title="You do not have access"
        description={`Your role does not allow you to open ${what ?? 'this page'}. If you need it for your work, ask an administrator to add the permission to your role.`}
        action={
          <Button component={RouterLink} to={paths.dashboard} variant="adminPrimary">
            Go to the dashboard
          </Button>
        }
      />
    </Paper>
  );
}
