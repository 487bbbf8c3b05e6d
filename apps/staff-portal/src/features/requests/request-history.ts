// A request's history (requestHistoryEntrySchema) as the AuditTrail shows it.
import type { RequestHistoryEntry } from '@crewbase/domain';
import type { AuditTrailEntry } from '@crewbase/ui';

const actionLabels: Record<string, string> = {
  create: 'Requested',
  update: 'Changed',
  approve: 'Approved',
  reject: 'Rejected',
  cancel: 'Cancelled',
  withdraw: 'Withdrawn',
  decline: 'Declined',
  deny: 'Denied',
  disburse: 'Disbursed',
  'set-to-paid': 'Installment paid',
};

export const requestHistory = (history: readonly RequestHistoryEntry[]): AuditTrailEntry[] =>
  history.map((entry) => ({
    id: entry.id,
    action: actionLabels[entry.action] ?? entry.action,
    actorName: entry.actor.name,
    at: entry.at,
    fromStatus: entry.fromStatus,
    toStatus: entry.toStatus,
    note: entry.note,
  }));
