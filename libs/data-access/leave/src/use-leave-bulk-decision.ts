import { leaveApi } from '@crewbase/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { leaveQueries } from './leave.queries';

/** The decisions offered in bulk on leave requests. */
export type LeaveBulkDecision = Parameters<typeof leaveApi.admin.bulk>[0];

/**
 * POST .../bulk/{decision}: one decision on many leave requests, one note. Answers each one's outcome (decided, or refused
 * and why); every list, count and detail refetches, whatever the outcome.
 */
export function useLeaveBulkDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ decision, ids, note }: { decision: LeaveBulkDecision; ids: string[]; note?: string }) => leaveApi.admin.bulk(decision, { ids, note }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: leaveQueries.all(), refetchType: 'all' }),
  });
}
