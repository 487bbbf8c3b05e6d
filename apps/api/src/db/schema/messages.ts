// Messages and announcements. Status Scheduled with publish_at in the past counts as published (a read-time rule).
import { messageAudienceSchema, messageStatusSchema, recipientTypeSchema } from '@crewbase/domain';
import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { users } from './users';

// Built from the zod enums, as enums.ts does, so the database refuses what the schemas refuse.
const tuple = <T extends string>(options: readonly T[]) => options as unknown as [T, ...T[]];

export const messageStatusEnum = pgEnum('message_status', tuple(messageStatusSchema.options));
export const messageRecipientTypeEnum = pgEnum('message_recipient_type', tuple(recipientTypeSchema.options));
export const messageAudienceEnum = pgEnum('message_audience', tuple(messageAudienceSchema.options));

export const messages = pgTable(
  'messages',
  {
    id: id(),
    title: text('title').notNull(),
    /** Sanitised HTML. */
    body: text('body').notNull(),
    recipientType: messageRecipientTypeEnum('recipient_type').notNull(),
    audience: messageAudienceEnum('audience').notNull(),
    status: messageStatusEnum('status').notNull().default('Draft'),
    /** When it was published, or when a scheduled message goes live; null for drafts. */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** Soft delete: set once, never shown again. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    // The admin list's default order (newest first) with its tie-breaker, so a page seeks instead of sorting.
    index('messages_created_at_idx').on(t.createdAt, t.id),
    // A status filter in the list's order: Draft and Scheduled read only their own rows. created_by_id: PostgreSQL 15
    // wants the column of a left join it drops (the author) before it counts a status from the index alone.
    index('messages_live_status_created_at_id_idx').on(t.status, t.createdAt, t.id, t.createdById).where(sql`${t.deletedAt} is null`),
    // Trigram index (pg_trgm) for `$cont` on the title.
    index('messages_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    index('messages_publish_at_idx').on(t.publishAt),
    // The staff feed: live candidates newest first, with the id (the order's tie-breaker, and what the audience test
    // looks up) and the status and audience the visibility rule tests, so a page, a deep page and the count read the
    // index alone.
    index('messages_staff_feed_idx')
      .on(t.publishAt, t.id, t.status, t.audience)
      .where(sql`${t.deletedAt} is null and ${t.recipientType} = 'Staff' and ${t.status} <> 'Draft'`),
  ],
);
