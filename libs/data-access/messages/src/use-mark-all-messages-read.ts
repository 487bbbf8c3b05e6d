// "Mark all read" on my messages: the lists, the open message and the menu's "New" badge are asked again.
import { staffMessagesApi } from '@crewbase/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageQueries } from './messages.queries';

/** PATCH staff/messages/mark-all-as-read; answers how many were unread. */
export function useMarkAllMessagesRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => staffMessagesApi.markAllAsRead(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageQueries.all() }),
  });
}
