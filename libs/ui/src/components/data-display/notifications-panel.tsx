// Each app's notifications page: how many are unread with "Mark all read", every notification newest first as links
// to their records (the loading, error and empty states designed), and the pages below.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { EmptyState } from '../feedback/empty-state';
import { ErrorState } from '../feedback/error-state';
import { NotificationList, type NotificationLinkComponent, type NotificationListItem } from './notification-list';

export interface NotificationsPanelProps {
  /** Undefined while the page loads. */
  items: readonly NotificationListItem[] | undefined;
  /** The message when the page could not load. */
  error: string | null;
  onRetry: () => void;
  unreadCount: number | undefined;
  onItemOpen: (item: NotificationListItem) => void;
  onMarkAllRead: () => void;
  markingAllRead: boolean;
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** What the empty page says this person will be told of. */
  emptyDescription: string;
  LinkComponent: NotificationLinkComponent;
  'aria-label': string;
}

export function NotificationsPanel(props: NotificationsPanelProps) {
  const { items, error, unreadCount, page, pageCount } = props;
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography sx={{ flex: 1 }} color="text.secondary">
          {unreadCount === undefined ? '' : unreadCount === 0 ? 'Everything is read.' : `${unreadCount} unread`}
        </Typography>
        <Button variant="outlined" disabled={!unreadCount || props.markingAllRead} onClick={props.onMarkAllRead}>
          Mark all read
        </Button>
      </Box>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        {error !== null ? (
          <ErrorState title="We could not load your notifications" message={error} onRetry={props.onRetry} />
        ) : items === undefined ? (
          <Box aria-busy="true" sx={{ p: 2 }}>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} variant="rounded" height={64} sx={{ mb: 1 }} />
            ))}
          </Box>
        ) : items.length === 0 ? (
          <EmptyState title="No notifications yet" description={props.emptyDescription} />
        ) : (
          <NotificationList items={items} aria-label={props['aria-label']} LinkComponent={props.LinkComponent} onOpen={props.onItemOpen} />
        )}
      </Paper>
      {pageCount > 1 && <Pagination count={pageCount} page={page} onChange={(_, next) => props.onPageChange(next)} sx={{ alignSelf: 'center' }} />}
    </>
  );
}
