import { adminMessagesApi } from '@crewbase/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageQueries } from './messages.queries';

/** DELETE admin/messages/{id}. */
export function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => adminMessagesApi.remove(id),
    onSuccess: (_nothing, id) => {
      queryClient.removeQueries({ queryKey: messageQueries.detail(id).queryKey });
      return queryClient.invalidateQueries({ queryKey: messageQueries.lists() });
    },
  });
}
