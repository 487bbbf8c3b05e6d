import { adminMessagesApi } from '@crewbase/api-client';
import type { SaveMessageDraftInput } from '@crewbase/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeWrittenMessage } from './store-written-message';

/** POST admin/messages/draft. */
export function useSaveMessageDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveMessageDraftInput) => adminMessagesApi.saveDraft(input),
    onSuccess: (message) => storeWrittenMessage(queryClient, message),
  });
}
