// A workflow record's audit trail as its detail shows it: who did what, from which state to which, when, with the note.
import type { RequestHistoryEntry } from '@crewbase/domain';
import type { Db } from '../db/database';
import { auditTrail } from './audit';

const field = (value: unknown, key: string): string | null => {
  const v = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return typeof v === 'string' ? v : null;
};

export async function workflowHistory(db: Db, resource: string, id: string): Promise<RequestHistoryEntry[]> {
  const trail = await auditTrail(db, resource, id);
  return trail.map((entry) => ({
    id: entry.id,
    action: entry.action,
    actor: { type: entry.actorType, id: entry.actorId, name: entry.actorName },
    fromStatus: field(entry.from, 'status'),
    toStatus: field(entry.to, 'status'),
    note: field(entry.to, 'note'),
    at: entry.at.toISOString(),
  }));
}
