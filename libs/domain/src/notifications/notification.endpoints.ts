// /api/staff/notifications and /api/admin/notifications: each person's own notifications (list, unread count, mark
// one or all read); an admin's request-mail preference. Every admin has notifications, so no permission is named.
import { endpoint } from '../contract/endpoint';
import { listQuerystringSchema } from '../contract/list-querystring';
import { ownAdminAccountAccess, staffAccess, type RouteAccess } from '../contract/route-access';
import { listResponseSchema } from '../list-query';
import { idParamsSchema } from '../organisation/fields';
import { markAllReadResultSchema, notificationListFields, notificationPreferencesSchema, notificationSchema, notificationUnreadCountSchema } from './notification';

function notificationEndpoints<Base extends string>(base: Base, access: RouteAccess, tags: string[]) {
  return {
    list: endpoint({
      method: 'GET', path: base, access, tags, summary: `My notifications, newest first. Fields: ${notificationListFields.join(', ')} (read: true/false)`,
      list: true, query: listQuerystringSchema, status: 200, response: listResponseSchema(notificationSchema),
    }),
    unreadCount: endpoint({
      method: 'GET', path: `${base}/unread-count`, access, tags, summary: 'How many of my notifications are unread',
      status: 200, response: notificationUnreadCountSchema,
    }),
    markAsRead: endpoint({
      method: 'PATCH', path: `${base}/mark-as-read/:id`, access, tags, summary: 'Mark one of my notifications read (idempotent)',
      params: idParamsSchema, status: 200, response: notificationSchema,
    }),
    markAllAsRead: endpoint({
      method: 'PATCH', path: `${base}/mark-all-as-read`, access, tags, summary: 'Mark every one of my notifications read',
      status: 200, response: markAllReadResultSchema,
    }),
  };
}

export const staffNotificationEndpoints = notificationEndpoints('/api/staff/notifications', staffAccess, ['staff notifications']);

export const adminNotificationEndpoints = {
  ...notificationEndpoints('/api/admin/notifications', ownAdminAccountAccess, ['admin notifications']),
  preferences: endpoint({
    method: 'GET', path: '/api/admin/notifications/preferences', access: ownAdminAccountAccess, tags: ['admin notifications'],
    summary: 'How I hear of requests arriving that I may decide', status: 200, response: notificationPreferencesSchema,
  }),
  updatePreferences: endpoint({
    method: 'PATCH', path: '/api/admin/notifications/preferences', access: ownAdminAccountAccess, tags: ['admin notifications'],
    summary: 'Choose a mail per request arriving, or one daily digest', body: notificationPreferencesSchema, status: 200, response: notificationPreferencesSchema,
  }),
};
