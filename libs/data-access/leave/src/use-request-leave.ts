import { leaveApi } from '@crewbase/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterLeaveChange } from './leave-cache';

export type RequestLeaveFields = Parameters<typeof leaveApi.staff.create>[0];

/** POST staff/leave-request. A refusal carries field errors: past dates, overlap (startDate), over the balance (endDate). */
export function useRequestLeave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestLeaveFields) => leaveApi.staff.create(input),
    onSuccess: (saved) => refreshAfterLeaveChange(queryClient, 'staff', saved),
  });
}
