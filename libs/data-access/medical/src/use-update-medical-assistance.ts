import { medicalApi } from '@crewbase/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterMedicalChange } from './medical-cache';

export type UpdateMedicalAssistanceFields = Parameters<typeof medicalApi.staff.update>[1] & { id: string };

/** PATCH staff/medical-assistance/{id}, only while pending (409 otherwise). `documents` is the full new list of keys. */
export function useUpdateMedicalAssistance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: UpdateMedicalAssistanceFields) => medicalApi.staff.update(id, input),
    onSuccess: (saved) => refreshAfterMedicalChange(queryClient, 'staff', saved),
  });
}
