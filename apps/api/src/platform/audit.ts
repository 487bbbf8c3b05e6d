// The audit log: who changed what, from which state to which, and when.
import type { Db } from '../db/database';
import { auditLog } from '../db/schema';
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
