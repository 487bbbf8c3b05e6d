import { medicalApi } from '@crewbase/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { medicalQueries } from './medical.queries';

/** The decisions offered in bulk on medical assistance requests. */
export type MedicalBulkDecision = Parameters<typeof medicalApi.admin.bulk>[0];

/**
 * POST .../bulk/{decision}: one decision on many medical assistance requests, one note. Answers each one's outcome (decided, or refused
 * and why); every list, count and detail refetches, whatever the outcome.
 */
export function useMedicalBulkDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ decision, ids, note }: { decision: MedicalBulkDecision; ids: string[]; note?: string }) => medicalApi.admin.bulk(decision, { ids, note }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: medicalQueries.all(), refetchType: 'all' }),
  });
}
