// Six-digit one-time codes (activation, password reset): mailed, valid for ONE_TIME_CODE_TTL_MINUTES, single use,
// and dead after ONE_TIME_CODE_MAX_ATTEMPTS wrong tries. Issuing a new code retires the previous ones.
import { ONE_TIME_CODE_MAX_ATTEMPTS, ONE_TIME_CODE_TTL_MINUTES, type Area } from '@crewbase/domain';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { oneTimeCodes } from '../db/schema';
import { codeHmac, randomCode, sameHash } from './secrets';

export type CodePurpose = 'activation' | 'password_reset';

export const hashOneTimeCode = (secret: string, area: Area, accountId: string, purpose: CodePurpose, code: string) =>
  codeHmac(secret, `${area}:${accountId}:${purpose}`, code);

/** Creates a fresh code (retiring earlier unused ones) and returns it in clear, for the mail. */
export async function issueOneTimeCode(db: Db, secret: string, area: Area, accountId: string, purpose: CodePurpose, now = new Date()): Promise<string> {
  const code = randomCode();
  await db
    .update(oneTimeCodes)
    .set({ usedAt: now })
    .where(and(eq(oneTimeCodes.accountType, area), eq(oneTimeCodes.accountId, accountId), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.usedAt)));
  await db.insert(oneTimeCodes).values({
    accountType: area,
    accountId,
    purpose,
    codeHash: hashOneTimeCode(secret, area, accountId, purpose, code),
    expiresAt: new Date(now.getTime() + ONE_TIME_CODE_TTL_MINUTES * 60_000),
  });
  return code;
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
