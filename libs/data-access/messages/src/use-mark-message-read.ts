// Opening a message marks it read: the cached lists and the message show it read at once, and the menu badge asks
// the server again (another message may still be unread).
import { staffMessagesApi } from '@crewbase/api-client';
import type { ListResponse, StaffMessage, StaffMessageListItem } from '@crewbase/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageQueries } from './messages.queries';

/** PATCH staff/messages/mark-as-read/{id}. */
export function useMarkMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => staffMessagesApi.markAsRead(id),
    onSuccess: ({ id, readAt }) => {
      queryClient.setQueriesData<ListResponse<StaffMessageListItem>>({ queryKey: messageQueries.staffLists() }, (page) =>
        page && { ...page, data: page.data.map((row) => (row.id === id ? { ...row, read: true, readAt: row.readAt ?? readAt } : row)) },
      );
      queryClient.setQueryData<StaffMessage>(messageQueries.staffDetail(id).queryKey, (message) =>
        message && { ...message, read: true, readAt: message.readAt ?? readAt },
      );
      return queryClient.invalidateQueries({ queryKey: messageQueries.latestUnread().queryKey });
    },
  });
}
