// Notifications: what a person is told in the app (the bell) and by mail when something about them happens. A staff
// member hears of their own requests decided and of a payslip or review waiting; an admin hears of requests arriving
// that their role may decide (a payment request raised by another admin too), one mail each or in one daily digest, as
// they choose.
import { z } from 'zod';

/** What a notification is about; each kind has its title and its record's screen in each app. */
export const notificationKindSchema = z.enum(['request-decided', 'request-arrived', 'payslip-ready', 'review-assigned']);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

/** The record a notification links to (the permission resource names of the records). */
export const notificationEntitySchema = z.enum(['leave-request', 'loan-request', 'medical-assistance', 'payment-requests', 'payslip', 'review']);
export type NotificationEntity = z.infer<typeof notificationEntitySchema>;

export const notificationSchema = z.object({
  id: z.string(),
  kind: notificationKindSchema,
  title: z.string(),
  body: z.string(),
  entity: notificationEntitySchema,
  entityId: z.string(),
  read: z.boolean(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** Fields a notification list may be filtered and sorted on (read: true/false). */
export const notificationListFields = ['kind', 'read', 'createdAt'] as const;

export const notificationUnreadCountSchema = z.object({ unread: z.number().int() });
export type NotificationUnreadCount = z.infer<typeof notificationUnreadCountSchema>;

/** PATCH .../mark-all-as-read: how many were unread and are read now. */
export const markAllReadResultSchema = z.object({ updated: z.number().int() });
export type MarkAllReadResult = z.infer<typeof markAllReadResultSchema>;

/** An admin's choice for requests arriving that they may decide: a mail each, or one daily digest. */
export const requestMailPreferenceSchema = z.enum(['immediate', 'digest']);
export type RequestMailPreference = z.infer<typeof requestMailPreferenceSchema>;

export const notificationPreferencesSchema = z.object({ requestMail: requestMailPreferenceSchema });
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** The hour (UTC) the daily digest of request arrivals goes out. */
export const NOTIFICATION_DIGEST_HOUR_UTC = 7;

export type NotificationAudience = 'staff' | 'admin';

const screens: Record<NotificationAudience, Partial<Record<NotificationEntity, string>>> = {
  staff: {
    'leave-request': '/staff/leave-request/:id',
    'loan-request': '/staff/loans/:id',
    'medical-assistance': '/staff/medical-assistance/:id',
    payslip: '/staff/payroll/:id',
    review: '/staff/performance/reviews/:id',
  },
  admin: {
    'leave-request': '/admin/leave-mgt/:id',
    'loan-request': '/admin/loans/:id',
    'medical-assistance': '/admin/medical-assistance/:id',
    'payment-requests': '/admin/requests/:id',
    payslip: '/admin/payroll/:id',
  },
};

/** The screen of the record a notification is about, in the recipient's app (the bell's links and the mail's). */
export const notificationPath = (audience: NotificationAudience, entity: NotificationEntity, entityId: string): string =>
  (screens[audience][entity] ?? (audience === 'staff' ? '/staff/dashboard' : '/admin/dashboard')).replace(':id', encodeURIComponent(entityId));
