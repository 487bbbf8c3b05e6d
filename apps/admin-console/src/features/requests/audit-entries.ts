// A request's history as the audit trail shows it: the action in words, and who took it. A decision names the
// state it led to with the status chip's own word, so the history never says "Declined" beside a "Denied" chip
// (medical assistance is declined with Decline, and its status is DENIED).
import type { RequestHistoryEntry } from '@crewbase/domain';
import { humanize, statusAppearance, type AuditTrailEntry } from '@crewbase/ui';

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

/** Actions whose word is the status they lead to, as the chip says it. */
const decisions = new Set(['approve', 'reject', 'decline', 'deny', 'cancel', 'withdraw']);

const actionOf = (entry: RequestHistoryEntry) =>
  decisions.has(entry.action) && entry.toStatus ? statusAppearance(entry.toStatus).label : (actionWords[entry.action] ?? humanize(entry.action));

const actorWords = (actor: RequestHistoryEntry['actor']) => {
  if (actor.type === 'system') return 'Crewbase';
  const who = actor.name ?? (actor.type === 'admin' ? 'An admin' : 'The staff member');
  return actor.type === 'admin' ? `${who} (admin)` : who;
};

export function toAuditEntries(history: readonly RequestHistoryEntry[]): AuditTrailEntry[] {
  return history.map((entry) => ({
    id: entry.id,
    action: actionOf(entry),
    actorName: actorWords(entry.actor),
    at: entry.at,
    fromStatus: entry.fromStatus,
    toStatus: entry.toStatus,
    note: entry.note,
  }));
}
