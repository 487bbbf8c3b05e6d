// A review's history as the staff member reads it: opened, saved, submitted, sent back (with the reason), approved.
// The reviewer's scoring steps are left out: the scores reach the person only with the approval.
import type { RequestHistoryEntry } from '@crewbase/domain';
import type { AuditTrailEntry } from '@crewbase/ui';

const actionLabels: Record<string, string> = {
  create: 'Review opened',
  launch: 'Review opened',
  save: 'Answers saved',
  submit: 'Submitted',
  approve: 'Approved',
  deny: 'Sent back',
};

export const reviewHistory = (history: readonly RequestHistoryEntry[]): AuditTrailEntry[] =>
  history
    .filter((entry) => entry.action !== 'score')
    .map((entry) => ({
      id: entry.id,
      action: actionLabels[entry.action] ?? entry.action,
      actorName: entry.actor.name,
      at: entry.at,
      fromStatus: null,
      toStatus: entry.fromStatus !== entry.toStatus ? entry.toStatus : null,
      note: entry.note,
    }));
