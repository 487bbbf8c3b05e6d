import { adminMessagesApi } from '@crewbase/api-client';
import type { PublishMessageInput } from '@crewbase/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeWrittenMessage } from './store-written-message';

/** PATCH admin/messages/publish/{id}: a draft goes out now (or at a future publishAt). */
export function usePublishMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input = {} }: { id: string; input?: PublishMessageInput }) => adminMessagesApi.publish(id, input),
    onSuccess: (message) => storeWrittenMessage(queryClient, message),
  });
}
