import { leaveApi } from '@crewbase/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterLeaveChange } from './leave-cache';

export type UpdateLeaveRequestFields = Parameters<typeof leaveApi.staff.update>[1] & { id: string };

/** PATCH staff/leave-request/{id}, only while pending (409 otherwise, e.g. an admin decided meanwhile). */
export function useUpdateLeaveRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: UpdateLeaveRequestFields) => leaveApi.staff.update(id, input),
    onSuccess: (saved) => refreshAfterLeaveChange(queryClient, 'staff', saved),
  });
}
