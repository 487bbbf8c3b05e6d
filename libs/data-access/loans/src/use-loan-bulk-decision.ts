import { loansApi } from '@crewbase/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loanQueries } from './loans.queries';

/** The decisions offered in bulk on loan requests. */
export type LoanBulkDecision = Parameters<typeof loansApi.admin.bulk>[0];

/**
 * POST .../bulk/{decision}: one decision on many loan requests (approve grants each the amount and months asked for), one note. Answers each one's outcome (decided, or refused
 * and why); every list, count and detail refetches, whatever the outcome.
 */
export function useLoanBulkDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ decision, ids, note }: { decision: LoanBulkDecision; ids: string[]; note?: string }) => loansApi.admin.bulk(decision, { ids, note }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: loanQueries.all(), refetchType: 'all' }),
  });
}
