import { paymentRequestsApi } from '@crewbase/api-client';
import type { PaymentRequestAction } from '@crewbase/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterPaymentRequestChange } from './payment-requests-cache';

/** The actions of paymentRequestWorkflow: offer those availableActions(paymentRequestWorkflow, 'admin', status) lists. */
export type PaymentRequestDecision = PaymentRequestAction;

/** PATCH admin/payment-requests/{decision}/{id} (disburse -> ISSUED and PAID); 409 when the state moved on. */
export function usePaymentRequestDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, note }: { id: string; decision: PaymentRequestDecision; note?: string }) =>
      paymentRequestsApi[decision](id, { note }),
    onSuccess: (saved) => refreshAfterPaymentRequestChange(queryClient, saved),
  });
}
