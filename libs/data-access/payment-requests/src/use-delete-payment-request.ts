import { paymentRequestsApi } from '@crewbase/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentRequestQueries } from './payment-requests.queries';

/** DELETE admin/payment-requests/{id} (soft, audited; where the workflow's delete allows, 409 otherwise). */
export function useDeletePaymentRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => paymentRequestsApi.remove(id),
    onSuccess: async (_, id) => {
      queryClient.removeQueries({ queryKey: paymentRequestQueries.detail(id).queryKey });
      await queryClient.invalidateQueries({ queryKey: paymentRequestQueries.lists(), refetchType: 'all' });
    },
  });
}
