import { medicalApi } from '@crewbase/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterMedicalRemoved } from './medical-cache';

/** DELETE admin/medical-assistance/{id} (soft, audited; where the workflow's delete allows, 409 otherwise). */
export function useDeleteMedicalAssistance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => medicalApi.admin.remove(id),
    onSuccess: (_, id) => refreshAfterMedicalRemoved(queryClient, id),
  });
}
