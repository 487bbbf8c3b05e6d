// A request's history as the audit trail shows it: the action in words, and who took it.
import type { RequestHistoryEntry } from '@crewbase/domain';
import { humanize, type AuditTrailEntry } from '@crewbase/ui';

const actionWords: Record<string, string> = {
  create: 'Requested',
  update: 'Changed',
  approve: 'Approved',
  reject: 'Rejected',
  decline: 'Declined',
  deny: 'Denied',
  cancel: 'Cancelled',
  withdraw: 'Withdrawn',
  disburse: 'Disbursed',
  'set-to-paid': 'Installment paid',
  delete: 'Deleted',
};

const actorWords = (actor: RequestHistoryEntry['actor']) => {
  if (actor.type === 'system') return 'Crewbase';
  const who = actor.name ?? (actor.type === 'admin' ? 'An admin' : 'The staff member');
  return actor.type === 'admin' ? `${who} (admin)` : who;
};

export function toAuditEntries(history: readonly RequestHistoryEntry[]): AuditTrailEntry[] {
  return history.map((entry) => ({
    id: entry.id,
    action: actionWords[entry.action] ?? humanize(entry.action),
    actorName: actorWords(entry.actor),
    at: entry.at,
    fromStatus: entry.fromStatus,
    toStatus: entry.toStatus,
    note: entry.note,
  }));
}
