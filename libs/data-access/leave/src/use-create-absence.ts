import { leaveApi } from '@crewbase/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterLeaveChange } from './leave-cache';

export type CreateAbsenceFields = Parameters<typeof leaveApi.admin.create>[0];

/** Admin "Add Absence": POST admin/leave-request for a staff member (staffId = staff uuid); same rules, starts PENDING. */
export function useCreateAbsence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateAbsenceFields) => leaveApi.admin.create(input),
    onSuccess: (saved) => refreshAfterLeaveChange(queryClient, 'admin', saved),
  });
}
