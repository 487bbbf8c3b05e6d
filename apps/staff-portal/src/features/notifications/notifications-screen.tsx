// /staff/notifications: every notification, newest first, a page at a time; each opens its record (and is marked
// read), and "Mark all read" clears the bell.
import { useNotificationsPage } from '@crewbase/data-access-notifications';
import { NotificationsPanel, useConfirmedAction } from '@crewbase/ui';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useSearchParams } from 'react-router';

export function NotificationsScreen() {
  const [params, setParams] = useSearchParams();
  const confirmed = useConfirmedAction();
  const notifications = useNotificationsPage('staff', { page: params.get('page'), onOutcome: confirmed.report });
  return (
    <Stack spacing={2} sx={{ maxWidth: 880 }}>
      {confirmed.notice}
      <NotificationsPanel
        {...notifications}
        aria-label="Your notifications"
        emptyDescription="You will be told here when a request of yours is decided, or a payslip or review waits for you."
        LinkComponent={RouterLink}
        onPageChange={(next) => setParams(next > 1 ? new URLSearchParams({ page: String(next) }) : new URLSearchParams())}
      />
    </Stack>
  );
}
