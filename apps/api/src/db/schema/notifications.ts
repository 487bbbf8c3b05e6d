import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns';

export const notificationAudienceEnum = pgEnum('notification_audience', ['staff', 'admin']);
/** How the notification is mailed: now (the notification mail job), in the recipient's daily digest, or not at all. */
export const notificationMailEnum = pgEnum('notification_mail', ['immediate', 'digest', 'none']);
/** An admin's choice for request arrivals: one mail each, or one daily digest. */
export const notificationMailPreferenceEnum = pgEnum('notification_mail_preference', ['immediate', 'digest']);

/**
 * What a person is told in the app (the bell) and by mail: a staff member (`staff.id`) or an admin (`users.id`) by
 * `audience`. `entity` and `entity_id` name the record it is about; each app links it to its own screen. `mailed_at`
 * is the mail's claim: the mail jobs set it with a conditional UPDATE before sending, so a notification is mailed once
 * whatever retries or second runs happen.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    audience: notificationAudienceEnum('audience').notNull(),
    recipientId: uuid('recipient_id').notNull(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    entity: text('entity').notNull(),
    entityId: uuid('entity_id').notNull(),
    mail: notificationMailEnum('mail').notNull().default('immediate'),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A person's notifications newest first, with what the list filters on (read or not, kind), so a page, a deep
    // page, a filter and its count read the index alone instead of a heap page per notification (an admin has 100,000).
    index('notifications_recipient_created_idx').on(t.audience, t.recipientId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst(), t.readAt, t.kind),
    index('notifications_recipient_unread_idx').on(t.audience, t.recipientId).where(sql`${t.readAt} is null`),
    index('notifications_mail_due_idx').on(t.mail, t.createdAt).where(sql`${t.mailedAt} is null and ${t.mail} <> 'none'`),
  ],
);
