import { adminMessagesApi } from '@crewbase/api-client';
import type { UpdateMessageInput } from '@crewbase/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeWrittenMessage } from './store-written-message';

/** PATCH admin/messages/{id}: drafts, and scheduled messages before their time. */
export function useUpdateMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateMessageInput }) => adminMessagesApi.update(id, input),
    onSuccess: (message) => storeWrittenMessage(queryClient, message),
  });
}
