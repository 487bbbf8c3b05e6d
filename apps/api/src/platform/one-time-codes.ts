// Six-digit one-time codes (activation, password reset): mailed, single use, and dead after ONE_TIME_CODE_MAX_ATTEMPTS
// wrong tries. Issuing a new code retires the previous ones. An activation code is an invitation a new hire may read
// the next morning, so it lives INVITATION_TTL (72 hours); a password reset code, asked for by the person at the
// screen, lives PASSWORD_RESET_CODE_TTL_MINUTES.
import { formatCalendarDay, formatTime24, ONE_TIME_CODE_MAX_ATTEMPTS, PASSWORD_RESET_CODE_TTL_MINUTES, type Area, type Invitation } from '@crewbase/domain';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { oneTimeCodes } from '../db/schema';
import { codeHmac, randomCode, sameHash } from './secrets';

export type CodePurpose = 'activation' | 'password_reset';

export const hashOneTimeCode = (secret: string, area: Area, accountId: string, purpose: CodePurpose, code: string) =>
  codeHmac(secret, `${area}:${accountId}:${purpose}`, code);

/** How long a code of this purpose stays valid. */
export const codeLifetimeSeconds = (config: Pick<Config, 'invitationTtlSeconds'>, purpose: CodePurpose): number =>
  purpose === 'activation' ? config.invitationTtlSeconds : PASSWORD_RESET_CODE_TTL_MINUTES * 60;

/** How a mail states a code's life, in the product locale: "It is valid for 72 hours, until 28 November 2026 at 17:05 UTC, and works once." */
export function codeValidity(lifetimeSeconds: number, expiresAt: Date): string {
  const hours = lifetimeSeconds / 3600;
  const span = Number.isInteger(hours) ? `${hours} ${hours === 1 ? 'hour' : 'hours'}` : `${Math.round(lifetimeSeconds / 60)} minutes`;
  const day = formatCalendarDay(expiresAt.toISOString().slice(0, 10), { weekday: false });
  return `It is valid for ${span}, until ${day} at ${formatTime24(expiresAt)} UTC, and works once.`;
}

/** Creates a fresh code (retiring earlier unused ones) and returns it in clear, for the mail, with its expiry. */
export async function issueOneTimeCode(
  db: Db,
  config: Pick<Config, 'jwtSecret' | 'invitationTtlSeconds'>,
  area: Area,
  accountId: string,
  purpose: CodePurpose,
  now = new Date(),
): Promise<{ code: string; expiresAt: Date }> {
  const secret = config.jwtSecret;
  const code = randomCode();
  const expiresAt = new Date(now.getTime() + codeLifetimeSeconds(config, purpose) * 1000);
  await retireOneTimeCodes(db, area, accountId, purpose, now);
  await db.insert(oneTimeCodes).values({
    accountType: area,
    accountId,
    purpose,
    codeHash: hashOneTimeCode(secret, area, accountId, purpose, code),
    expiresAt,
    createdAt: now,
  });
  return { code, expiresAt };
}

/** Ends every unused code of the account for this purpose (a new one replaces them, or the mail carrying it failed). */
export async function retireOneTimeCodes(db: Db, area: Area, accountId: string, purpose: CodePurpose, now = new Date()): Promise<void> {
  await db
    .update(oneTimeCodes)
    .set({ usedAt: now })
    .where(and(eq(oneTimeCodes.accountType, area), eq(oneTimeCodes.accountId, accountId), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.usedAt)));
}

/**
 * The account's current invitation: when its live activation code was mailed and when it expires (possibly already
 * past: the profile then says so and offers a resend). Null when no code was ever mailed or the last one was spent.
 */
export async function currentInvitation(db: Db, area: Area, accountId: string): Promise<Invitation | null> {
  const [latest] = await db
    .select({ createdAt: oneTimeCodes.createdAt, expiresAt: oneTimeCodes.expiresAt })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.accountType, area), eq(oneTimeCodes.accountId, accountId), eq(oneTimeCodes.purpose, 'activation'), isNull(oneTimeCodes.usedAt)))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  return latest ? { invitedAt: latest.createdAt.toISOString(), expiresAt: latest.expiresAt.toISOString() } : null;
}

/**
 * Spends the account's live code if `code` matches it. A wrong code counts an attempt against the live code;
 * the last allowed attempt kills it. Returns whether the code was right (and is now used).
 */
export async function consumeOneTimeCode(
  db: Db,
  secret: string,
  area: Area,
  accountId: string,
  purpose: CodePurpose,
  code: string,
  now = new Date(),
): Promise<boolean> {
  const [live] = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.accountType, area),
        eq(oneTimeCodes.accountId, accountId),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, now),
        lt(oneTimeCodes.attempts, ONE_TIME_CODE_MAX_ATTEMPTS),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  if (!live) return false;

  if (!sameHash(live.codeHash, hashOneTimeCode(secret, area, accountId, purpose, code))) {
    await db
      .update(oneTimeCodes)
      .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
      .where(eq(oneTimeCodes.id, live.id));
    return false;
  }
  // Conditional, so two requests racing with the right code cannot both spend it.
  const spent = await db
    .update(oneTimeCodes)
    .set({ usedAt: now })
    .where(and(eq(oneTimeCodes.id, live.id), isNull(oneTimeCodes.usedAt), lt(oneTimeCodes.attempts, ONE_TIME_CODE_MAX_ATTEMPTS)))
    .returning({ id: oneTimeCodes.id });
  return spent.length === 1;
}
