// Refresh tokens: opaque, stored as SHA-256 hashes, grouped in families (one per sign-in).
// - Every refresh rotates the presented token and issues a new one in the same family.
// - A rotated token presented again within the grace window (two tabs refreshing at once) gets a sibling token.
// - A rotated token presented after the grace window is taken as theft: the whole family is revoked, newest included.
// - A family ends for good at its absolute lifetime, on logout, or when the account's sessions are all revoked.
import type { Area } from '@crewbase/domain';
import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { refreshTokens } from '../db/schema';
import { randomToken, sha256 } from './secrets';

export interface RefreshPolicy {
  refreshFamilyMaxAgeSeconds: number;
  refreshReuseGraceSeconds: number;
}

async function insertToken(db: Db, row: { familyId: string; area: Area; accountId: string; expiresAt: Date }): Promise<string> {
  const token = randomToken();
  await db.insert(refreshTokens).values({
    familyId: row.familyId,
    accountType: row.area,
    accountId: row.accountId,
    tokenHash: sha256(token),
    expiresAt: row.expiresAt,
  });
  return token;
}

/** Starts a family (a sign-in) and returns its first token. */
export function startRefreshFamily(db: Db, area: Area, accountId: string, policy: RefreshPolicy, now = new Date()): Promise<string> {
  const expiresAt = new Date(now.getTime() + policy.refreshFamilyMaxAgeSeconds * 1000);
  return insertToken(db, { familyId: randomUUID(), area, accountId, expiresAt });
}

export type RotationResult =
  | { ok: true; accountId: string; familyId: string; token: string }
  | { ok: false; reason: 'unknown' | 'revoked' | 'expired' | 'reused' };

export async function rotateRefreshToken(db: Db, area: Area, presented: string, policy: RefreshPolicy, now = new Date()): Promise<RotationResult> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, sha256(presented)));
  if (!row || row.accountType !== area) return { ok: false, reason: 'unknown' };
  if (row.revokedAt) return { ok: false, reason: 'revoked' };
  if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };

  const next = () => insertToken(db, { familyId: row.familyId, area, accountId: row.accountId, expiresAt: row.expiresAt });
  const success = async () => ({ ok: true as const, accountId: row.accountId, familyId: row.familyId, token: await next() });

  // Claim the rotation with one conditional UPDATE, so two concurrent refreshes cannot both be "first".
  const claimed = await db
    .update(refreshTokens)
    .set({ rotatedAt: now })
    .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  if (claimed.length === 1) return success();

  const [current] = await db
    .select({ rotatedAt: refreshTokens.rotatedAt, revokedAt: refreshTokens.revokedAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.id, row.id));
  if (!current || current.revokedAt) return { ok: false, reason: 'revoked' };
  const rotatedAt = current.rotatedAt ?? now;
  if (now.getTime() - rotatedAt.getTime() <= policy.refreshReuseGraceSeconds * 1000) return success();

  await revokeRefreshFamily(db, row.familyId, now);
  return { ok: false, reason: 'reused' };
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
