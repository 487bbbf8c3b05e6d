// Refresh tokens: opaque, stored as SHA-256 hashes, grouped in families (one per sign-in).
// - Every refresh rotates the presented token and issues its successor in the same family.
// - The successor is derived from the presented token and the server secret, so a rotated token presented again within
//   the grace window (two tabs refreshing at once) gets that same successor back, never a new one: however many
//   refreshes race, one sign-in holds one live refresh token.
// - A rotated token presented after the grace window is taken as theft: the whole family is revoked, newest included.
// - A family ends for good at its absolute lifetime, on logout, or when the account's sessions are all revoked; the
//   access tokens of the family (claim `sid`) die with it (see `familyAliveCondition` and the auth hook).
import type { Area } from '@crewbase/domain';
import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/database';
import { refreshTokens } from '../db/schema';
import { codeHmac, randomToken, sha256 } from './secrets';

export interface RefreshPolicy {
  jwtSecret: string;
  refreshFamilyMaxAgeSeconds: number;
  refreshReuseGraceSeconds: number;
}

/** The one successor a refresh token can ever have. */
const successorOf = (secret: string, presented: string) => Buffer.from(codeHmac(secret, 'refresh-successor', presented), 'hex').toString('base64url');

async function insertToken(db: Db, token: string, row: { familyId: string; area: Area; accountId: string; expiresAt: Date }): Promise<void> {
  await db
    .insert(refreshTokens)
    .values({ familyId: row.familyId, accountType: row.area, accountId: row.accountId, tokenHash: sha256(token), expiresAt: row.expiresAt })
    // The successor may already be stored by a concurrent refresh of the same token: one row either way.
    .onConflictDoNothing({ target: refreshTokens.tokenHash });
}

/** Starts a family (a sign-in) and returns its id and first token. */
export async function startRefreshFamily(
  db: Db,
  area: Area,
  accountId: string,
  policy: RefreshPolicy,
  now = new Date(),
): Promise<{ familyId: string; token: string }> {
  const familyId = randomUUID();
  const token = randomToken();
  await insertToken(db, token, { familyId, area, accountId, expiresAt: new Date(now.getTime() + policy.refreshFamilyMaxAgeSeconds * 1000) });
  return { familyId, token };
}

export type RotationResult =
  | { ok: true; accountId: string; familyId: string; token: string }
  | { ok: false; reason: 'unknown' | 'revoked' | 'expired' | 'reused' };

export async function rotateRefreshToken(db: Db, area: Area, presented: string, policy: RefreshPolicy, now = new Date()): Promise<RotationResult> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, sha256(presented)));
  if (!row || row.accountType !== area) return { ok: false, reason: 'unknown' };
  if (row.revokedAt) return { ok: false, reason: 'revoked' };
  if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };

  const token = successorOf(policy.jwtSecret, presented);
  const success = { ok: true as const, accountId: row.accountId, familyId: row.familyId, token };
  const family = { familyId: row.familyId, area, accountId: row.accountId, expiresAt: row.expiresAt };

  // Claim the rotation with one conditional UPDATE and store the successor in the same transaction, so a concurrent
  // refresh either claims first or finds the successor stored.
  const claimed = await db.transaction(async (tx) => {
    const rows = await tx
      .update(refreshTokens)
      .set({ rotatedAt: now })
      .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)))
      .returning({ id: refreshTokens.id });
    if (rows.length === 1) await insertToken(tx, token, family);
    return rows.length === 1;
  });
  if (claimed) return success;

  const [current] = await db
    .select({ rotatedAt: refreshTokens.rotatedAt, revokedAt: refreshTokens.revokedAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.id, row.id));
  if (!current || current.revokedAt) return { ok: false, reason: 'revoked' };
  const rotatedAt = current.rotatedAt ?? now;
  if (now.getTime() - rotatedAt.getTime() <= policy.refreshReuseGraceSeconds * 1000) {
    await insertToken(db, token, family);
    return success;
  }

  await revokeRefreshFamily(db, row.familyId, now);
  return { ok: false, reason: 'reused' };
}

/**
 * The condition "the sign-in is still going": the family has a token neither revoked nor past the family's end. One
 * definition, which the auth hook's account query (platform/accounts `loadSession`) takes as a subquery so a request
 * costs one round trip; the values may be placeholders of a prepared statement.
 */
export function familyAliveCondition(area: Area, accountId: SQLWrapper | string, familyId: SQLWrapper | string, now: SQLWrapper | Date): SQL {
  return and(
    eq(refreshTokens.familyId, familyId),
    eq(refreshTokens.accountType, area),
    eq(refreshTokens.accountId, accountId),
    isNull(refreshTokens.revokedAt),
    gt(refreshTokens.expiresAt, now),
  ) as SQL;
}

export async function revokeRefreshFamily(db: Db, familyId: string, now = new Date()): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Logout: revokes the family of the presented token, if it is the caller's. */
export async function revokeFamilyOfToken(db: Db, area: Area, presented: string): Promise<void> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.tokenHash, sha256(presented)), eq(refreshTokens.accountType, area)));
  if (row) await revokeRefreshFamily(db, row.familyId);
}

/** Ends every sign-in of an account (password change, deactivation). */
export async function revokeAllRefreshTokens(db: Db, area: Area, accountId: string, now = new Date()): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.accountType, area), eq(refreshTokens.accountId, accountId), isNull(refreshTokens.revokedAt)));
}
