// /admin/notifications: every notification, newest first, a page at a time; each opens its record (and is marked
// read), and "Mark all read" clears the bell. Above them, how the admin is mailed about requests arriving.
import { notificationQueries, toBellItem, useMarkAllNotificationsRead, useMarkNotificationRead } from '@crewbase/data-access-notifications';
import { EmptyState, ErrorState, NotificationList, useConfirmedAction } from '@crewbase/ui';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { RequestMailPreferenceField } from './request-mail-preference';

export const NOTIFICATIONS_PAGE_SIZE = 20;

const positiveInt = (raw: string | null) => {
  const value = Number(raw);
  return Number.isInteger(value) && value > 0 ? value : 1;
};

export function NotificationsScreen() {
  const [params, setParams] = useSearchParams();
  const page = positiveInt(params.get('page'));
  const list = useQuery(notificationQueries.list('admin', { page, limit: NOTIFICATIONS_PAGE_SIZE }));
  const unread = useQuery(notificationQueries.unreadCount('admin'));
  const markRead = useMarkNotificationRead('admin');
  const markAll = useMarkAllNotificationsRead('admin');
  const confirmed = useConfirmedAction();

  return (
    <Stack spacing={2} sx={{ maxWidth: 880 }}>
      {confirmed.notice}
      <RequestMailPreferenceField onOutcome={confirmed.report} />
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography sx={{ flex: 1 }} color="text.secondary">
          {unread.data === undefined ? '' : unread.data === 0 ? 'Everything is read.' : `${unread.data} unread`}
        </Typography>
        <Button
          variant="outlined"
          disabled={!unread.data || markAll.isPending}
          onClick={() =>
            markAll.mutate(undefined, {
              onSuccess: ({ updated }) => confirmed.report({ done: `${updated} notification${updated === 1 ? '' : 's'} marked read.` }),
              onError: (error) => confirmed.report({ error }),
            })
          }
        >
          Mark all read
        </Button>
      </Box>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        {list.isPending ? (
          <Box aria-busy="true" sx={{ p: 2 }}>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} variant="rounded" height={64} sx={{ mb: 1 }} />
            ))}
          </Box>
        ) : list.isError ? (
          <ErrorState title="We could not load your notifications" message={list.error.message} onRetry={() => void list.refetch()} />
        ) : list.data.data.length === 0 ? (
          <EmptyState title="No notifications yet" description="You will be told here when a request you may decide arrives." />
        ) : (
          <NotificationList
            items={list.data.data.map((n) => toBellItem('admin', n))}
            aria-label="Your notifications"
            LinkComponent={RouterLink}
            onOpen={(item) => {
              if (!item.read) markRead.mutate(item.id);
            }}
          />
        )}
      </Paper>
      {list.data && list.data.pageCount > 1 && (
        <Pagination
          count={list.data.pageCount}
          page={page}
          onChange={(_, next) => setParams(next > 1 ? new URLSearchParams({ page: String(next) }) : new URLSearchParams())}
          sx={{ alignSelf: 'center' }}
        />
      )}
    </Stack>
  );
}
