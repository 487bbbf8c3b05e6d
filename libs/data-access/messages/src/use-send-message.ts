import { adminMessagesApi } from '@crewbase/api-client';
import type { SendMessageInput } from '@crewbase/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeWrittenMessage } from './store-written-message';

/** POST admin/messages/send: published now, or scheduled with a future publishAt. */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendMessageInput) => adminMessagesApi.send(input),
    onSuccess: (message) => storeWrittenMessage(queryClient, message),
  });
}
