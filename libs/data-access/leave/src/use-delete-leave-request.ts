import { leaveApi } from '@crewbase/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterLeaveRemoved } from './leave-cache';

/** DELETE admin/leave-request/{id} (soft, audited; where leaveWorkflow's delete allows, 409 otherwise). */
export function useDeleteLeaveRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => leaveApi.admin.remove(id),
    onSuccess: (_, id) => refreshAfterLeaveRemoved(queryClient, id),
  });
}
