// Messages and announcements: the admin console writes and publishes them, staff read their own.
import { adminMessageEndpoints, staffMessageEndpoints, type EndpointBodyInput, type ListQuery } from '@crewbase/domain';
import { callEndpoint } from './call-endpoint';
import { statusCountsQuery } from './status-counts-query';
import { toSearchParams } from './to-search-params';

export const adminMessagesApi = {
  /** messages:read; the API sorts newest first unless told otherwise. */
  list: (query: Partial<ListQuery> = {}) => callEndpoint(adminMessageEndpoints.list, { searchParams: toSearchParams(query) }),
  /** How many messages each status holds under the list's filters but the status one (status chips). */
  statusCounts: (query: Partial<ListQuery> = {}) =>
    callEndpoint(adminMessageEndpoints.statusCounts, { searchParams: toSearchParams(statusCountsQuery(query)) }),

  /** messages:read; the body as the server sanitised it. */
  detail: (id: string) => callEndpoint(adminMessageEndpoints.get, { params: { id } }),

  /** messages:create. */
  saveDraft: (input: EndpointBodyInput<typeof adminMessageEndpoints.saveDraft>) => callEndpoint(adminMessageEndpoints.saveDraft, { body: input }),

  /** messages:create; published now, or scheduled when publishAt is in the future. */
  send: (input: EndpointBodyInput<typeof adminMessageEndpoints.send>) => callEndpoint(adminMessageEndpoints.send, { body: input }),

  /** messages:update; drafts and scheduled messages before their time, 409 otherwise. */
  update: (id: string, input: EndpointBodyInput<typeof adminMessageEndpoints.update>) =>
    callEndpoint(adminMessageEndpoints.update, { params: { id }, body: input }),

  /** messages:update; publish a draft now, or schedule it. */
  publish: (id: string, input: EndpointBodyInput<typeof adminMessageEndpoints.publish> = {}) =>
    callEndpoint(adminMessageEndpoints.publish, { params: { id }, body: input }),

  /** messages:delete; 404 when already gone. */
  remove: (id: string) => callEndpoint(adminMessageEndpoints.remove, { params: { id } }),
};

export const staffMessagesApi = {
  /** The caller's messages; the API sorts newest first unless told otherwise. */
  list: (query: Partial<ListQuery> = {}) => callEndpoint(staffMessageEndpoints.list, { searchParams: toSearchParams(query) }),

  /** One of the caller's messages, its body sanitised by the server. */
  detail: (id: string) => callEndpoint(staffMessageEndpoints.get, { params: { id } }),

  /** Whether anything is unread (the menu's "New" badge). */
  latestUnread: () => callEndpoint(staffMessageEndpoints.latestUnread),

  /** Idempotent. */
  markAsRead: (id: string) => callEndpoint(staffMessageEndpoints.markAsRead, { params: { id } }),

  /** Every message I can see, read from now on. */
  markAllAsRead: () => callEndpoint(staffMessageEndpoints.markAllAsRead),
};
