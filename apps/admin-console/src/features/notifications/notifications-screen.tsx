// /admin/notifications: every notification, newest first, a page at a time; each opens its record (and is marked
// read), and "Mark all read" clears the bell. Above them, how the admin is mailed about requests arriving.
import { useNotificationsPage } from '@crewbase/data-access-notifications';
import { NotificationsPanel, useConfirmedAction } from '@crewbase/ui';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { RequestMailPreferenceField } from './request-mail-preference';

export function NotificationsScreen() {
  const [params, setParams] = useSearchParams();
  const confirmed = useConfirmedAction();
  const notifications = useNotificationsPage('admin', { page: params.get('page'), onOutcome: confirmed.report });
  return (
    <Stack spacing={2} sx={{ maxWidth: 880 }}>
      {confirmed.notice}
      <RequestMailPreferenceField onOutcome={confirmed.report} />
      <NotificationsPanel
        {...notifications}
        aria-label="Your notifications"
        emptyDescription="You will be told here when a request you may decide arrives."
        LinkComponent={RouterLink}
        onPageChange={(next) => setParams(next > 1 ? new URLSearchParams({ page: String(next) }) : new URLSearchParams())}
      />
    </Stack>
  );
}
