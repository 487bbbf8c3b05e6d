// Which status moves an admin is offered for a staff member: exactly what the domain state machine allows from
// the current status, minus Pending -> Active (that happens when the person activates) and Terminated (its own
// action with a reason).
import { staffStatusTransitions, type StaffStatus } from '@crewbase/domain';

export type OfferedStatus = 'Active' | 'Suspended' | 'Resigned';

const labels: Record<OfferedStatus, string> = { Active: 'Reactivate', Suspended: 'Suspend', Resigned: 'Mark as resigned' };

export function offeredStatusMoves(from: StaffStatus): { status: OfferedStatus; label: string }[] {
  if (from === 'Pending') return [];
  return staffStatusTransitions[from]
    .filter((to): to is OfferedStatus => to === 'Active' || to === 'Suspended' || to === 'Resigned')
    .map((status) => ({ status, label: labels[status] }));
}

export const canTerminate = (from: StaffStatus) => staffStatusTransitions[from].includes('Terminated');
