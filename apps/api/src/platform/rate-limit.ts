// Rate limits for sign-in and one-time-code endpoints, per minute, on two counts at once: per account (the email in
// the body, AUTH_RATE_LIMIT_MAX) and per client address whatever the emails (AUTH_RATE_LIMIT_ADDRESS_MAX), so one
// address cannot try forty accounts. The counters live in the auth_rate_limits table through our Database (PGlite or
// PostgreSQL), so every API instance sharing the database enforces the same limits. @fastify/rate-limit drives it:
// `authRateLimit` is the route option, `databaseRateLimitStore` the store the plugin is registered with.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { authRateLimits } from '../db/schema';
import { HttpError } from './errors';

const WINDOW = '1 minute';

/** The route option (`config.rateLimit`): `max` is the per-account limit; the store adds the per-address one. */
export const authRateLimit = (max: number) => ({
  max,
  timeWindow: WINDOW,
  // After validation, so the email is already trimmed and lower-cased.
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => {
    const email = (request.body as { email?: unknown } | undefined)?.email;
    return JSON.stringify([request.ip, typeof email === 'string' ? email : null]);
  },
});

export const rateLimitError = () => new HttpError(429, 'Too many attempts. Wait a minute and try again.');

/** Expired counters are deleted now and then, not on every hit. */
const SWEEP_EVERY = 200;

/**
 * Counts one hit against the address and the account in one statement and answers as the plugin expects: `current`
 * above the route's `max` when either count is over its limit.
 */
export function databaseRateLimitStore(db: Db, addressMax: number): FastifyRateLimitStoreCtor {
  let hitsSinceSweep = 0;

  async function count(key: string, windowMs: number, max: number): Promise<{ current: number; ttl: number }> {
    const [address, account] = JSON.parse(key) as [string, string | null];
    const now = new Date();
    const windowEndsAt = new Date(now.getTime() + windowMs);
    const keys = [`address:${address}`, ...(account === null ? [] : [`account:${account}`])];
    const expired = sql`${authRateLimits.windowEndsAt} <= ${now}`;
    const rows = await db
      .insert(authRateLimits)
      .values(keys.map((k) => ({ key: k, hits: 1, windowEndsAt })))
      .onConflictDoUpdate({
        target: authRateLimits.key,
        set: {
          hits: sql`case when ${expired} then 1 else ${authRateLimits.hits} + 1 end`,
          windowEndsAt: sql`case when ${expired} then excluded.window_ends_at else ${authRateLimits.windowEndsAt} end`,
        },
      })
      .returning({ key: authRateLimits.key, hits: authRateLimits.hits, windowEndsAt: authRateLimits.windowEndsAt });

    hitsSinceSweep += 1;
    if (hitsSinceSweep >= SWEEP_EVERY) {
      hitsSinceSweep = 0;
      await db.delete(authRateLimits).where(lt(authRateLimits.windowEndsAt, now));
    }

    const addressRow = rows.find((r) => r.key === keys[0]);
    const accountRow = rows.find((r) => r.key === keys[1]);
    const addressOver = addressRow !== undefined && addressRow.hits > addressMax;
    const current = addressOver ? max + (addressRow.hits - addressMax) : (accountRow?.hits ?? 0);
    const ends = Math.max(...rows.map((r) => r.windowEndsAt.getTime()));
    return { current, ttl: Math.max(0, ends - now.getTime()) };
  }

  const store: FastifyRateLimitStore = {
    incr(key, callback, timeWindow, max) {
      count(key, Number(timeWindow ?? 60_000), Number(max ?? 1)).then(
        (result) => callback(null, result),
        (error: Error) => callback(error, { current: 0, ttl: 0 }),
      );
    },
    child: () => store,
  };
  return class {
    constructor() {
      return store;
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
