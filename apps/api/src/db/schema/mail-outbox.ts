import { sql } from 'drizzle-orm';
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';

/** Mail kept when no SMTP server is configured, so the demo works offline (GET /api/admin/mail-outbox). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    ...timestamps,
  },
  (t) => [index('mail_outbox_created_at_idx').on(t.createdAt), index('mail_outbox_to_lower_idx').on(sql`lower(${t.to})`)],
);
