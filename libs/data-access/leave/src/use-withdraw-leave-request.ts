import { leaveApi } from '@crewbase/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterLeaveChange } from './leave-cache';

/** PATCH staff/leave-request/withdraw/{id}: pending, or approved and not started; the days return to the balance. */
export function useWithdrawLeaveRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, note }: { id: string; note?: string }) => leaveApi.staff.withdraw(id, { note }),
    onSuccess: (saved) => refreshAfterLeaveChange(queryClient, 'staff', saved),
  });
}
