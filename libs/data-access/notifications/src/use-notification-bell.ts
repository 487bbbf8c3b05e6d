// What the top bar's bell shows and does: the unread count (asked every minute and on focus), the latest few once it
// is opened, each with the link to its record's screen in this app, and marking one or all read.
import { notificationPath, type Notification } from '@crewbase/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { notificationQueries, type NotificationArea } from './notifications.queries';
import { useMarkAllNotificationsRead } from './use-mark-all-notifications-read';
import { useMarkNotificationRead } from './use-mark-notification-read';

/** How many the bell's popover shows; the notifications page lists them all. */
export const BELL_LATEST = 8;

export interface BellNotification {
  id: string;
  title: string;
  body: string;
  createdAt: string;
  read: boolean;
  href: string;
}

export const toBellItem = (area: NotificationArea, n: Notification): BellNotification => ({
  id: n.id,
  title: n.title,
  body: n.body,
  createdAt: n.createdAt,
  read: n.read,
  href: notificationPath(area, n.entity, n.entityId),
});

export function useNotificationBell(area: NotificationArea) {
  const [open, setOpen] = useState(false);
  const unread = useQuery(notificationQueries.unreadCount(area));
  const latest = useQuery({ ...notificationQueries.list(area, { page: 1, limit: BELL_LATEST }), enabled: open });
  const markRead = useMarkNotificationRead(area);
  const markAll = useMarkAllNotificationsRead(area);
  return {
    unreadCount: unread.data,
    items: latest.data?.data.map((n) => toBellItem(area, n)),
    error: latest.isError ? 'We could not load your notifications.' : null,
    onOpenChange: setOpen,
    onItemOpen: (item: BellNotification) => {
      if (!item.read) markRead.mutate(item.id);
    },
    onMarkAllRead: () => markAll.mutate(),
    markingAllRead: markAll.isPending,
  };
}
