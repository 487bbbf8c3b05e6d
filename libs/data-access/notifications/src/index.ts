export { notificationQueries, UNREAD_REFRESH_MS, type NotificationArea } from './notifications.queries';
export { useMarkNotificationRead } from './use-mark-notification-read';
export { useMarkAllNotificationsRead } from './use-mark-all-notifications-read';
export { useUpdateNotificationPreferences } from './use-update-notification-preferences';
export { useNotificationBell, toBellItem, BELL_LATEST, type BellNotification } from './use-notification-bell';
export { useNotificationsPage, NOTIFICATIONS_PAGE_SIZE, type NotificationsOutcome } from './use-notifications-page';
