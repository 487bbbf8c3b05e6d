import type { MessageDetail } from '@crewbase/domain';
import type { QueryClient } from '@tanstack/react-query';
import { messageQueries } from './messages.queries';

/**
 * After an admin write: the answer is the message as stored, so it replaces the cached detail, and every list
 * refetches because a write can move a message between statuses, pages and sort positions.
 */
export function storeWrittenMessage(queryClient: QueryClient, message: MessageDetail) {
  queryClient.setQueryData(messageQueries.detail(message.id).queryKey, message);
  return queryClient.invalidateQueries({ queryKey: messageQueries.lists() });
}
