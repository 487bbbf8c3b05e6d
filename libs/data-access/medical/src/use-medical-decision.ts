import { medicalApi } from '@crewbase/api-client';
import type { MedicalAssistanceAction } from '@crewbase/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterMedicalChange } from './medical-cache';

/** The admin actions of medicalAssistanceWorkflow: offer those availableActions(medicalAssistanceWorkflow, 'admin', status) lists. */
export type MedicalDecision = Extract<MedicalAssistanceAction, 'approve' | 'decline' | 'disburse'>;

/** PATCH admin/medical-assistance/{decision}/{id} (decline -> DENIED, disburse -> ISSUED and PAID); 409 when the state moved on. */
export function useMedicalDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, note }: { id: string; decision: MedicalDecision; note?: string }) => medicalApi.admin[decision](id, { note }),
    onSuccess: (saved) => refreshAfterMedicalChange(queryClient, 'admin', saved),
  });
}
