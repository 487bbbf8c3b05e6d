import { paymentRequestsApi } from '@crewbase/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterPaymentRequestChange } from './payment-requests-cache';

export type CreatePaymentRequestFields = Parameters<typeof paymentRequestsApi.create>[0];

/** POST admin/payment-requests ("New Request"); a refusal names staffId, category, amount or description. */
export function useCreatePaymentRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreatePaymentRequestFields) => paymentRequestsApi.create(input),
    onSuccess: (saved) => refreshAfterPaymentRequestChange(queryClient, saved),
  });
}
