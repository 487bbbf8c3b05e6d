// The confirmations behind the leave row actions and the detail screen's delete: what is asked and what is sent.
import { useDeleteLeaveRequest, useLeaveDecision } from '@crewbase/data-access-leave';
import { leaveWorkflow, type LeaveRequest } from '@crewbase/domain';
import { formatDate, type ConfirmRequest } from '@crewbase/ui';
import { decisionNoteField } from '../requests/decision-panel';

const span = (row: Pick<LeaveRequest, 'startDate' | 'endDate'>) =>
  `${formatDate(row.startDate, { month: 'short' })} to ${formatDate(row.endDate, { month: 'short' })}`;

export function useLeaveActions() {
  const decide = useLeaveDecision();
  const remove = useDeleteLeaveRequest();
  return {
    cancel: (row: LeaveRequest): ConfirmRequest => ({
      title: 'Cancel this leave?',
      description: `${row.staff.fullName}'s approved leave from ${span(row)} is cancelled and the days go back to their balance.`,
      confirmLabel: 'Cancel leave',
      tone: 'danger',
      doneMessage: `${row.staff.fullName}'s leave is cancelled.`,
      note: decisionNoteField(leaveWorkflow, 'cancel'),
      run: (note) => decide.mutateAsync({ id: row.id, decision: 'cancel', note }),
    }),
    remove: (row: LeaveRequest, afterDelete?: () => void): ConfirmRequest => ({
      title: 'Delete this leave request?',
      description: `${row.staff.fullName}'s leave request from ${span(row)} is removed from every list. This cannot be undone.`,
      confirmLabel: 'Delete',
      tone: 'danger',
      doneMessage: 'Leave request deleted.',
      run: async () => {
        await remove.mutateAsync(row.id);
        afterDelete?.();
      },
    }),
  };
}
