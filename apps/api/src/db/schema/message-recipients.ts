import { index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { messageAudienceEnum, messages } from './messages';

/** The departments, locations or staff a targeted message goes to (none for everyone). */
export const messageRecipients = pgTable(
  'message_recipients',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    /** Which kind of id recipient_id is: departments, locations or staff (the message's audience). */
    audience: messageAudienceEnum('audience').notNull(),
    recipientId: uuid('recipient_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.recipientId] }), index('message_recipients_recipient_idx').on(t.recipientId, t.audience)],
);
