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
  (t) => [
    // The list's order with its tie-breaker, and trigram indexes (pg_trgm) for `$cont` on the subject and address.
    index('mail_outbox_created_at_idx').on(t.createdAt, t.id),
    index('mail_outbox_to_lower_idx').on(sql`lower(${t.to})`),
    index('mail_outbox_subject_trgm_idx').using('gin', t.subject.op('gin_trgm_ops')),
    index('mail_outbox_to_trgm_idx').using('gin', t.to.op('gin_trgm_ops')),
  ],
);
