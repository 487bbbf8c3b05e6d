import { medicalApi } from '@crewbase/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterMedicalChange } from './medical-cache';

export type RequestMedicalAssistanceFields = Parameters<typeof medicalApi.staff.create>[0];

/**
 * POST staff/medical-assistance. Upload the supporting documents first (useUploadMedia from data-access-account)
 * and send their keys in `documents`; a refusal names `amount`, `reason` or `documents.N`.
 */
export function useRequestMedicalAssistance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestMedicalAssistanceFields) => medicalApi.staff.create(input),
    onSuccess: (saved) => refreshAfterMedicalChange(queryClient, 'staff', saved),
  });
}
