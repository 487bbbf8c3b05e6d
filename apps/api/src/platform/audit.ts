// The audit log: who changed what, from which state to which, and when.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { auditLog, staff, users } from '../db/schema';
import type { Actor } from './accounts';

export interface AuditEntry {
  /** The person acting, or 'system' (seed, scheduled work). */
  actor: Actor | 'system';
  action: string;
  entity: string;
  entityId?: string | null;
  from?: unknown;
  to?: unknown;
}

export async function writeAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorType: entry.actor === 'system' ? 'system' : entry.actor.area,
    actorId: entry.actor === 'system' ? null : entry.actor.id,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    from: entry.from ?? null,
    to: entry.to ?? null,
  });
}

/** Many entries in one statement (an import's thousand creations), each as writeAudit would write it. */
export async function writeAuditMany(db: Db, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(auditLog).values(
    entries.map((entry) => ({
      actorType: entry.actor === 'system' ? ('system' as const) : entry.actor.area,
      actorId: entry.actor === 'system' ? null : entry.actor.id,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId ?? null,
      from: entry.from ?? null,
      to: entry.to ?? null,
    })),
  );
}

export interface AuditTrailEntry {
  id: string;
  action: string;
  actorType: 'staff' | 'admin' | 'system';
  actorId: string | null;
  /** The person's name as it is now, or null for the system or a removed account. */
  actorName: string | null;
  from: unknown;
  to: unknown;
  at: Date;
}

/** One record's audit trail, oldest first, with each actor's name. */
export async function auditTrail(db: Db, entity: string, entityId: string): Promise<AuditTrailEntry[]> {
  const rows = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      actorType: auditLog.actorType,
      actorId: auditLog.actorId,
      adminName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
      staffName: sql<string | null>`${staff.firstName} || ' ' || ${staff.lastName}`,
      from: auditLog.from,
      to: auditLog.to,
      at: auditLog.at,
    })
    .from(auditLog)
    .leftJoin(users, and(eq(auditLog.actorType, 'admin'), eq(users.id, auditLog.actorId)))
    .leftJoin(staff, and(eq(auditLog.actorType, 'staff'), eq(staff.id, auditLog.actorId)))
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(asc(auditLog.at), asc(auditLog.id));
  return rows.map(({ adminName, staffName, actorType, ...row }) => ({
    ...row,
    actorType: actorType === 'staff' || actorType === 'admin' ? actorType : 'system',
    actorName: adminName ?? staffName ?? null,
  }));
}
