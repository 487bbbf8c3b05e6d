import { medicalApi } from '@crewbase/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterMedicalChange } from './medical-cache';

/** PATCH staff/medical-assistance/withdraw/{id} (pending only). */
export function useWithdrawMedicalAssistance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, note }: { id: string; note?: string }) => medicalApi.staff.withdraw(id, { note }),
    onSuccess: (saved) => refreshAfterMedicalChange(queryClient, 'staff', saved),
  });
}
