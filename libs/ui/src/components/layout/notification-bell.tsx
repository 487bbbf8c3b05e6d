// The top bar's bell: the unread count on a badge; opening it shows the latest notifications, "Mark all read" and a
// link to the page listing them all. Data comes from the app (the design system knows no API).
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { NotificationList, type NotificationLinkComponent, type NotificationListItem } from '../data-display/notification-list';

export interface NotificationBellProps {
  /** Unread notifications; undefined while unknown. */
  unreadCount: number | undefined;
  /** The latest notifications, once asked for (`onOpenChange(true)`); undefined while loading. */
  items: readonly NotificationListItem[] | undefined;
  /** What went wrong loading them, if anything. */
  error?: string | null;
  onOpenChange?: (open: boolean) => void;
  onItemOpen: (item: NotificationListItem) => void;
  onMarkAllRead: () => void;
  markingAllRead?: boolean;
  /** The page listing every notification. */
  allHref: string;
  LinkComponent: NotificationLinkComponent;
}

export const bellLabel = (unread: number | undefined) =>
  unread ? `Notifications, ${unread} unread` : 'Notifications';

export function NotificationBell({ unreadCount, items, error, onOpenChange, onItemOpen, onMarkAllRead, markingAllRead = false, allHref, LinkComponent }: NotificationBellProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popoverId = useId();
  const headingId = useId();
  const open = anchor !== null;
  const setOpen = (next: HTMLElement | null) => {
    setAnchor(next);
    onOpenChange?.(next !== null);
  };
  const close = () => setOpen(null);
  const label = bellLabel(unreadCount);

  return (
    <>
      <Tooltip title="Notifications">
        <IconButton color="inherit" aria-label={label} aria-haspopup="dialog" aria-expanded={open} aria-controls={open ? popoverId : undefined} onClick={(event) => setOpen(event.currentTarget)}>
          <Badge badgeContent={unreadCount} color="error" max={99} overlap="circular">
            <NotificationsNoneOutlined />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        id={popoverId}
        open={open}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': headingId, sx: { width: 'min(380px, calc(100vw - 16px))', maxHeight: 'min(560px, calc(100vh - 96px))', display: 'flex', flexDirection: 'column' } } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.25 }}>
          <Typography id={headingId} component="h2" variant="h6" sx={{ flex: 1 }}>
            Notifications
          </Typography>
          <Button size="small" onClick={onMarkAllRead} disabled={!unreadCount || markingAllRead}>
            Mark all read
          </Button>
        </Box>
        <Divider />
        <Box sx={{ overflowY: 'auto', flex: 1 }}>
          {error ? (
            <Typography role="alert" sx={{ p: 2 }} color="error">
              {error}
            </Typography>
          ) : items === undefined ? (
            <Box aria-busy="true" sx={{ p: 2 }}>
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} variant="rounded" height={56} sx={{ mb: 1 }} />
              ))}
            </Box>
          ) : items.length === 0 ? (
            <Typography sx={{ p: 2 }} color="text.secondary">
              Nothing yet. You will be told here when something needs you or is decided.
            </Typography>
          ) : (
            <NotificationList
              dense
              items={items}
              aria-label="Latest notifications"
              LinkComponent={LinkComponent}
              onOpen={(item) => {
                onItemOpen(item);
                close();
              }}
            />
          )}
        </Box>
        <Divider />
        <Box sx={{ p: 1, textAlign: 'center' }}>
          <Button component={LinkComponent} to={allHref} onClick={close} size="small">
            See all notifications
          </Button>
        </Box>
      </Popover>
    </>
  );
}
