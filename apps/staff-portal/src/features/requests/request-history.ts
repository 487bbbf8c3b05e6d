// A request's history (requestHistoryEntrySchema) as the AuditTrail shows it.
import type { RequestHistoryEntry } from '@crewbase/domain';
import { statusAppearance, type AuditTrailEntry } from '@crewbase/ui';

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

/** Actions whose word is the state they lead to, as the status chip says it: declined medical assistance is "Denied". */
const decisions = new Set(['approve', 'reject', 'decline', 'deny', 'cancel', 'withdraw']);

const actionOf = (entry: RequestHistoryEntry) =>
  decisions.has(entry.action) && entry.toStatus ? statusAppearance(entry.toStatus).label : (actionLabels[entry.action] ?? entry.action);

/**
 * Staff read each step with the state it led to (the previous step already shows where it came from), which keeps
 * every line within a phone's width; a change that kept the state (an edit, a repayment mid-plan) shows none.
 */
export const requestHistory = (history: readonly RequestHistoryEntry[]): AuditTrailEntry[] =>
  history.map((entry) => ({
    id: entry.id,
    action: actionOf(entry),
    actorName: entry.actor.name,
    at: entry.at,
    fromStatus: null,
    toStatus: entry.fromStatus !== entry.toStatus ? entry.toStatus : null,
    note: entry.note,
  }));
