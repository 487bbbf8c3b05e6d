import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Sign-in and code request counters (platform/rate-limit.ts), shared by every API instance: one row per client
 * address (`address:<ip>`) and per account (`account:<email>`), counting hits in a fixed window.
 */
export const authRateLimits = pgTable('auth_rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});
