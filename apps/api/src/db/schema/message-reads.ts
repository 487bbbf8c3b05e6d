import { index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { messages } from './messages';
import { staff } from './staff';

/** A staff member has read a message (first time kept). */
export const messageReads = pgTable(
  'message_reads',
  {
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.messageId] }), index('message_reads_message_id_idx').on(t.messageId)],
);
