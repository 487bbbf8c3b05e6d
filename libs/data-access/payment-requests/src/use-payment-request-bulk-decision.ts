import { paymentRequestsApi } from '@crewbase/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentRequestQueries } from './payment-requests.queries';

/** The decisions offered in bulk on payment requests. */
export type PaymentRequestBulkDecision = Parameters<typeof paymentRequestsApi.bulk>[0];

/**
 * POST .../bulk/{decision}: one decision on many payment requests, one note. Answers each one's outcome (decided, or refused
 * and why); every list, count and detail refetches, whatever the outcome.
 */
export function usePaymentRequestBulkDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ decision, ids, note }: { decision: PaymentRequestBulkDecision; ids: string[]; note?: string }) => paymentRequestsApi.bulk(decision, { ids, note }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentRequestQueries.all(), refetchType: 'all' }),
  });
}
