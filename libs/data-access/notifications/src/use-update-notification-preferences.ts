// The admin's mail choice for request arrivals; the cache holds what the server saved.
import { adminNotificationsApi } from '@crewbase/api-client';
import type { NotificationPreferences } from '@crewbase/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationQueries } from './notifications.queries';

/** PATCH admin/notifications/preferences. */
export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NotificationPreferences) => adminNotificationsApi.updatePreferences(input),
    onSuccess: (saved) => queryClient.setQueryData(notificationQueries.preferences().queryKey, saved),
  });
}
