// What an app's notifications page shows and does (NotificationsPanel in libs/ui): one page of this person's
// notifications, the unread count, opening one marks it read, and "Mark all read" says how many it marked.
import { useQuery } from '@tanstack/react-query';
import { notificationQueries, type NotificationArea } from './notifications.queries';
import { useMarkAllNotificationsRead } from './use-mark-all-notifications-read';
import { useMarkNotificationRead } from './use-mark-notification-read';
import { toBellItem, type BellNotification } from './use-notification-bell';

export const NOTIFICATIONS_PAGE_SIZE = 20;

/** The page asked for in the address (`?page=`); anything but a whole number from 1 is the first. */
const pageFrom = (raw: string | null) => {
  const value = Number(raw);
  return Number.isInteger(value) && value > 0 ? value : 1;
};

export type NotificationsOutcome = { done: string } | { error: unknown };

export function useNotificationsPage(area: NotificationArea, options: { page: string | null; onOutcome: (outcome: NotificationsOutcome) => void }) {
  const page = pageFrom(options.page);
  const list = useQuery(notificationQueries.list(area, { page, limit: NOTIFICATIONS_PAGE_SIZE }));
  const unread = useQuery(notificationQueries.unreadCount(area));
  const markRead = useMarkNotificationRead(area);
  const markAll = useMarkAllNotificationsRead(area);
  return {
    items: list.data?.data.map((n) => toBellItem(area, n)),
    error: list.isError ? list.error.message : null,
    onRetry: () => void list.refetch(),
    unreadCount: unread.data,
    onItemOpen: (item: BellNotification) => {
      if (!item.read) markRead.mutate(item.id);
    },
    onMarkAllRead: () =>
      markAll.mutate(undefined, {
        onSuccess: ({ updated }) => options.onOutcome({ done: `${updated} notification${updated === 1 ? '' : 's'} marked read.` }),
        onError: (error) => options.onOutcome({ error }),
      }),
    markingAllRead: markAll.isPending,
    page,
    pageCount: list.data?.pageCount ?? 0,
  };
}
