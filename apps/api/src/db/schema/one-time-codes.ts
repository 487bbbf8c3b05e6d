import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { areaEnum, oneTimeCodePurposeEnum } from './enums';

/** Six-digit codes sent by mail (account activation, password reset), stored as keyed hashes. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: id(),
    accountType: areaEnum('account_type').notNull(),
    accountId: uuid('account_id').notNull(),
    purpose: oneTimeCodePurposeEnum('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('one_time_codes_account_idx').on(t.accountType, t.accountId, t.purpose)],
);
