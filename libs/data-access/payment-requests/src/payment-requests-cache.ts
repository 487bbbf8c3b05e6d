// What every payment request change refreshes: the answer replaces the cached detail, and every list refetches.
import type { PaymentRequestDetail } from '@crewbase/domain';
import type { QueryClient } from '@tanstack/react-query';
import { paymentRequestQueries } from './payment-requests.queries';

export async function refreshAfterPaymentRequestChange(queryClient: QueryClient, saved: PaymentRequestDetail): Promise<void> {
  queryClient.setQueryData(paymentRequestQueries.detail(saved.id).queryKey, saved);
  await queryClient.invalidateQueries({ queryKey: paymentRequestQueries.lists(), refetchType: 'all' });
}
