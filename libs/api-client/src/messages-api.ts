// Messages and announcements: the admin console writes and publishes them, staff read their own.
import {
  latestUnreadSchema,
  listResponseSchema,
  markMessageReadResultSchema,
  messageDetailSchema,
  messageListItemSchema,
  publishMessageInputSchema,
  saveMessageDraftInputSchema,
  sendMessageInputSchema,
  staffMessageListItemSchema,
  staffMessageSchema,
  updateMessageInputSchema,
  type LatestUnread,
  type ListQuery,
  type ListResponse,
  type MarkMessageReadResult,
  type MessageDetail,
  type MessageListItem,
  type PublishMessageInput,
  type SaveMessageDraftInput,
  type SendMessageInput,
  type StaffMessage,
  type StaffMessageListItem,
  type UpdateMessageInput,
} from '@crewbase/domain';
import { callApi, callApiWithoutAnswer } from './call-api';
import { parseInput } from './parse-input';
import { toSearchParams } from './to-search-params';

export const adminMessagesApi = {
  /** GET admin/messages (messages:read); the API sorts newest first unless told otherwise. */
  list: (query: Partial<ListQuery> = {}): Promise<ListResponse<MessageListItem>> =>
    callApi(listResponseSchema(messageListItemSchema), 'admin/messages', {
      searchParams: toSearchParams(query, { createdAtUpperBound: true }),
    }),

  /** GET admin/messages/{id} (messages:read): the body as the server sanitised it. */
  detail: (id: string): Promise<MessageDetail> => callApi(messageDetailSchema, `admin/messages/${encodeURIComponent(id)}`),

  /** POST admin/messages/draft (messages:create). */
  async saveDraft(input: SaveMessageDraftInput): Promise<MessageDetail> {
    const json = parseInput(saveMessageDraftInputSchema, input);
    return callApi(messageDetailSchema, 'admin/messages/draft', { method: 'post', json });
  },

  /** POST admin/messages/send (messages:create): published now, or scheduled when publishAt is in the future. */
  async send(input: SendMessageInput): Promise<MessageDetail> {
    const json = parseInput(sendMessageInputSchema, input);
    return callApi(messageDetailSchema, 'admin/messages/send', { method: 'post', json });
  },

  /** PATCH admin/messages/{id} (messages:update): drafts and scheduled messages before their time; 409 otherwise. */
  async update(id: string, input: UpdateMessageInput): Promise<MessageDetail> {
    const json = parseInput(updateMessageInputSchema, input);
    return callApi(messageDetailSchema, `admin/messages/${encodeURIComponent(id)}`, { method: 'patch', json });
  },

  /** PATCH admin/messages/publish/{id} (messages:update): publish a draft now, or schedule it. */
  async publish(id: string, input: PublishMessageInput = {}): Promise<MessageDetail> {
    const json = parseInput(publishMessageInputSchema, input);
    return callApi(messageDetailSchema, `admin/messages/publish/${encodeURIComponent(id)}`, { method: 'patch', json });
  },

  /** DELETE admin/messages/{id} (messages:delete): 204; 404 when already gone. */
  remove: (id: string): Promise<void> => callApiWithoutAnswer(`admin/messages/${encodeURIComponent(id)}`, { method: 'delete' }),
};

export const staffMessagesApi = {
  /** GET staff/messages: the caller's messages; the API sorts newest first unless told otherwise. */
  list: (query: Partial<ListQuery> = {}): Promise<ListResponse<StaffMessageListItem>> =>
    callApi(listResponseSchema(staffMessageListItemSchema), 'staff/messages', {
      searchParams: toSearchParams(query),
    }),

  /** GET staff/messages/{id}: one of the caller's messages, its body sanitised by the server. */
  detail: (id: string): Promise<StaffMessage> => callApi(staffMessageSchema, `staff/messages/${encodeURIComponent(id)}`),

  /** GET staff/messages/latest-unread: whether anything is unread (the menu's "New" badge). */
  latestUnread: (): Promise<LatestUnread> => callApi(latestUnreadSchema, 'staff/messages/latest-unread'),

  /** PATCH staff/messages/mark-as-read/{id}: idempotent. */
  markAsRead: (id: string): Promise<MarkMessageReadResult> =>
    callApi(markMessageReadResultSchema, `staff/messages/mark-as-read/${encodeURIComponent(id)}`, { method: 'patch' }),
};
