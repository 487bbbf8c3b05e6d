import { notificationListFields, type Notification, type NotificationEntity, type NotificationKind } from '@crewbase/domain';
import { and, eq, type SQL } from 'drizzle-orm';
import { notifications } from '../../db/schema';
import { readStateField, type ListField } from '../../platform/list-query';
import { defineResource } from '../../platform/resource';

/** Whose notifications: a staff member's or an admin's, by their id. */
export interface Recipient {
  audience: 'staff' | 'admin';
  id: string;
}

export const ownedBy = (recipient: Recipient): SQL => and(eq(notifications.audience, recipient.audience), eq(notifications.recipientId, recipient.id)) as SQL;

export const notificationColumns = {
  id: notifications.id,
  kind: notifications.kind,
  title: notifications.title,
  body: notifications.body,
  entity: notifications.entity,
  entityId: notifications.entityId,
  readAt: notifications.readAt,
  createdAt: notifications.createdAt,
};

export const toNotification = (r: { id: string; kind: string; title: string; body: string; entity: string; entityId: string; readAt: Date | null; createdAt: Date }): Notification => ({
  id: r.id,
  kind: r.kind as NotificationKind,
  title: r.title,
  body: r.body,
  entity: r.entity as NotificationEntity,
  entityId: r.entityId,
  read: r.readAt !== null,
  readAt: r.readAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});

/** GET /api/{staff,admin}/notifications: the caller's own, newest first (index: audience, recipient, created). */
export const notificationResource = defineResource({
  name: 'notifications',
  title: 'Notifications',
  table: notifications,
  id: notifications.id,
  scope: (recipient: Recipient) => ownedBy(recipient),
  fields: {
    kind: { expr: notifications.kind, type: 'text', notNull: true },
    read: readStateField(notifications.readAt),
    createdAt: { expr: notifications.createdAt, type: 'timestamp', notNull: true },
  } satisfies Record<(typeof notificationListFields)[number], ListField>,
  defaultSort: [{ field: 'createdAt', direction: 'DESC' }],
  columns: notificationColumns,
  toItem: toNotification,
});
