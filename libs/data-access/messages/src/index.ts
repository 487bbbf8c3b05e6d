export { messageQueries } from './messages.queries';
export { useSaveMessageDraft } from './use-save-message-draft';
export { useSendMessage } from './use-send-message';
export { useUpdateMessage } from './use-update-message';
export { usePublishMessage } from './use-publish-message';
export { useDeleteMessage } from './use-delete-message';
export { useMarkMessageRead } from './use-mark-message-read';
export { useMarkAllMessagesRead } from './use-mark-all-messages-read';
