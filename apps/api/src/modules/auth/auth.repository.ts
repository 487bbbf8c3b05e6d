// Account lookups and writes for sign-in, activation and password reset.
import type { Area } from '@crewbase/domain';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { resetTokens, staff, users } from '../../db/schema';

export interface Credentials {
  id: string;
  firstName: string;
  email: string;
  status: string;
  passwordHash: string | null;
}

export async function findCredentials(db: Db, area: Area, email: string): Promise<Credentials | null> {
  const table = area === 'staff' ? staff : users;
  const [row] = await db
    .select({ id: table.id, firstName: table.firstName, email: table.email, status: table.status, passwordHash: table.passwordHash })
    .from(table)
    .where(sql`lower(${table.email}) = ${email.toLowerCase()}`);
  return row ?? null;
}

/** Pending -> Active with the chosen password, as one conditional UPDATE. */
export async function activateStaff(db: Db, id: string, passwordHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(staff)
    .set({ passwordHash, status: 'Active', tokensValidAfter: now })
    .where(and(eq(staff.id, id), eq(staff.status, 'Pending')))
    .returning({ id: staff.id });
  return rows.length === 1;
}

export async function setStaffPassword(db: Db, id: string, passwordHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(staff)
    .set({ passwordHash, tokensValidAfter: now })
    .where(and(eq(staff.id, id), eq(staff.status, 'Active')))
    .returning({ id: staff.id });
  return rows.length === 1;
}

export async function insertResetToken(db: Db, row: { area: Area; accountId: string; tokenHash: string; expiresAt: Date }): Promise<void> {
  await db.insert(resetTokens).values({ accountType: row.area, accountId: row.accountId, tokenHash: row.tokenHash, expiresAt: row.expiresAt });
}

/** Marks a live reset token used and returns whose it was; null when unknown, used or expired. */
export async function spendResetToken(db: Db, tokenHash: string, now: Date): Promise<{ area: Area; accountId: string } | null> {
  const [row] = await db
    .update(resetTokens)
    .set({ usedAt: now })
    .where(and(eq(resetTokens.tokenHash, tokenHash), isNull(resetTokens.usedAt), gt(resetTokens.expiresAt, now)))
    .returning({ area: resetTokens.accountType, accountId: resetTokens.accountId });
  return row ?? null;
}
