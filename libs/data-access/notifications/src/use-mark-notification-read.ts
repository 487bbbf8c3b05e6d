// Opening a notification marks it read: the cached lists show it read at once, and the bell's count is asked again.
import type { ListResponse, Notification } from '@crewbase/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationQueries, notificationsApiOf, type NotificationArea } from './notifications.queries';

/** PATCH {area}/notifications/mark-as-read/{id}. */
export function useMarkNotificationRead(area: NotificationArea) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => notificationsApiOf(area).markAsRead(id),
    onSuccess: (read) => {
      queryClient.setQueriesData<ListResponse<Notification>>({ queryKey: notificationQueries.lists(area) }, (page) =>
        page && { ...page, data: page.data.map((row) => (row.id === read.id ? read : row)) },
      );
      return queryClient.invalidateQueries({ queryKey: notificationQueries.unreadCount(area).queryKey });
    },
  });
}
