// "Mark all read": every list and the bell's count are asked again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationQueries, notificationsApiOf, type NotificationArea } from './notifications.queries';

/** PATCH {area}/notifications/mark-all-as-read; answers how many were unread. */
export function useMarkAllNotificationsRead(area: NotificationArea) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => notificationsApiOf(area).markAllAsRead(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationQueries.all(area) }),
  });
}
