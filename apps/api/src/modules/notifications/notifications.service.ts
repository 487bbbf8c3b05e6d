// Each person's own notifications: the list, the unread count, mark one or all read; an admin's mail choice.
import type { ListResponse, MarkAllReadResult, Notification, NotificationPreferences, NotificationUnreadCount } from '@crewbase/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { notifications, users } from '../../db/schema';
import { signedInActor } from '../../platform/workflow-record';
import type { ServiceContext } from '../../platform/context';
import { adminActor } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { listResource } from '../../platform/resource';
import { notificationColumns, notificationResource, ownedBy, toNotification, type Recipient } from './notifications.resource';

const recipientOf = (ctx: ServiceContext): Recipient => {
  const actor = signedInActor(ctx);
  return { audience: actor.area, id: actor.id };
};

export const listNotifications = (ctx: ServiceContext, rawQuery: string): Promise<ListResponse<Notification>> =>
  listResource(ctx, notificationResource, rawQuery, recipientOf(ctx));

export async function unreadCount(ctx: ServiceContext): Promise<NotificationUnreadCount> {
  const [row] = await ctx.db
    .select({ unread: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(ownedBy(recipientOf(ctx)), isNull(notifications.readAt)));
  return { unread: row.unread };
}

/** Idempotent: a notification read before keeps its first read time. Someone else's is a 404, as if it did not exist. */
export async function markAsRead(ctx: ServiceContext, id: string): Promise<Notification> {
  const mine = and(ownedBy(recipientOf(ctx)), eq(notifications.id, id));
  await ctx.db.update(notifications).set({ readAt: new Date() }).where(and(mine, isNull(notifications.readAt)));
  const [row] = await ctx.db.select(notificationColumns).from(notifications).where(mine);
  if (!row) throw notFound('That notification does not exist.');
  return toNotification(row);
}

export async function markAllAsRead(ctx: ServiceContext): Promise<MarkAllReadResult> {
  const updated = await ctx.db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(ownedBy(recipientOf(ctx)), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return { updated: updated.length };
}

export async function preferences(ctx: ServiceContext): Promise<NotificationPreferences> {
  const actor = adminActor(ctx);
  const [row] = await ctx.db.select({ requestMail: users.notificationMail }).from(users).where(eq(users.id, actor.id));
  if (!row) throw notFound('Your account no longer exists.');
  return row;
}

/** From now on; request arrivals already waiting keep the way they were to be mailed. */
export async function updatePreferences(ctx: ServiceContext, input: NotificationPreferences): Promise<NotificationPreferences> {
  const actor = adminActor(ctx);
  await ctx.db.update(users).set({ notificationMail: input.requestMail }).where(eq(users.id, actor.id));
  return preferences(ctx);
}
