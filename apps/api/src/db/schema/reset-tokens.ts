import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { areaEnum } from './enums';

/** Short-lived tokens handed out for a verified reset code, spent by reset-password. */
export const resetTokens = pgTable(
  'reset_tokens',
  {
    id: id(),
    accountType: areaEnum('account_type').notNull(),
    accountId: uuid('account_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('reset_tokens_token_hash_idx').on(t.tokenHash), index('reset_tokens_account_idx').on(t.accountType, t.accountId)],
);
