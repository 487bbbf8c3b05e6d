// The one key factory for notifications, generic to specific. Each app asks for its own area's (the staff portal
// `staff`, the console `admin`); each app has its own cache, the area in the key keeps them apart anyway.
import { adminNotificationsApi, staffNotificationsApi } from '@crewbase/api-client';
import type { ListQuery } from '@crewbase/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

export type NotificationArea = 'staff' | 'admin';

export const notificationsApiOf = (area: NotificationArea) => (area === 'staff' ? staffNotificationsApi : adminNotificationsApi);

/** How often the bell asks again while the app is open (it also asks on focus and after every mark). */
export const UNREAD_REFRESH_MS = 60_000;

export const notificationQueries = {
  all: (area: NotificationArea) => ['notifications', area] as const,
  lists: (area: NotificationArea) => [...notificationQueries.all(area), 'list'] as const,
  list: (area: NotificationArea, query: Partial<ListQuery>) =>
    queryOptions({
      queryKey: [...notificationQueries.lists(area), query] as const,
      queryFn: () => notificationsApiOf(area).list(query),
      placeholderData: keepPreviousData,
    }),
  unreadCount: (area: NotificationArea) =>
    queryOptions({
      queryKey: [...notificationQueries.all(area), 'unread-count'] as const,
      queryFn: () => notificationsApiOf(area).unreadCount(),
      select: (answer) => answer.unread,
      refetchInterval: UNREAD_REFRESH_MS,
    }),
  /** The admin's mail choice for request arrivals. */
  preferences: () =>
    queryOptions({ queryKey: [...notificationQueries.all('admin'), 'preferences'] as const, queryFn: () => adminNotificationsApi.preferences() }),
};
