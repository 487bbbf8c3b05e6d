import { leaveApi } from '@crewbase/api-client';
import type { LeaveAction } from '@crewbase/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterLeaveChange } from './leave-cache';

/** The admin actions of leaveWorkflow: offer those availableActions(leaveWorkflow, 'admin', status) lists. */
export type LeaveDecision = Extract<LeaveAction, 'approve' | 'reject' | 'cancel'>;

/** PATCH admin/leave-request/{decision}/{id} with an optional note; 409 when the state moved on (another admin). */
export function useLeaveDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, note }: { id: string; decision: LeaveDecision; note?: string }) => leaveApi.admin[decision](id, { note }),
    onSuccess: (saved) => refreshAfterLeaveChange(queryClient, 'admin', saved),
  });
}
