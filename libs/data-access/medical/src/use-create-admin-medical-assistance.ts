import { medicalApi } from '@crewbase/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterMedicalChange } from './medical-cache';

export type CreateAdminMedicalAssistanceFields = Parameters<typeof medicalApi.admin.create>[0];

/** POST admin/medical-assistance on behalf of a staff member (staffId = staff uuid). */
export function useCreateAdminMedicalAssistance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateAdminMedicalAssistanceFields) => medicalApi.admin.create(input),
    onSuccess: (saved) => refreshAfterMedicalChange(queryClient, 'admin', saved),
  });
}
