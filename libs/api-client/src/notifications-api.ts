// Notifications: each person's own, in the staff portal and in the admin console (same calls, two areas).
import { adminNotificationEndpoints, staffNotificationEndpoints, type EndpointBodyInput, type ListQuery } from '@crewbase/domain';
import { callEndpoint } from './call-endpoint';
import { toSearchParams } from './to-search-params';

const notificationsApiOf = (endpoints: typeof staffNotificationEndpoints | typeof adminNotificationEndpoints) => ({
  /** Newest first unless told otherwise. */
  list: (query: Partial<ListQuery> = {}) => callEndpoint(endpoints.list, { searchParams: toSearchParams(query) }),
  /** The bell's count. */
  unreadCount: () => callEndpoint(endpoints.unreadCount),
  /** Idempotent. */
  markAsRead: (id: string) => callEndpoint(endpoints.markAsRead, { params: { id } }),
  markAllAsRead: () => callEndpoint(endpoints.markAllAsRead),
});

export const staffNotificationsApi = notificationsApiOf(staffNotificationEndpoints);

export const adminNotificationsApi = {
  ...notificationsApiOf(adminNotificationEndpoints),
  /** How I hear of requests arriving that I may decide. */
  preferences: () => callEndpoint(adminNotificationEndpoints.preferences),
  updatePreferences: (input: EndpointBodyInput<typeof adminNotificationEndpoints.updatePreferences>) =>
    callEndpoint(adminNotificationEndpoints.updatePreferences, { body: input }),
};
