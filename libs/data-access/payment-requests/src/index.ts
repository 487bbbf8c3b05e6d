// Payment requests (issue 3, admin console /admin/requests): one key factory, and the mutation hooks.
export { paymentRequestQueries } from './payment-requests.queries';
export { useCreatePaymentRequest, type CreatePaymentRequestFields } from './use-create-payment-request';
export { usePaymentRequestDecision, type PaymentRequestDecision } from './use-payment-request-decision';
export { useDeletePaymentRequest } from './use-delete-payment-request';
export { usePaymentRequestBulkDecision, type PaymentRequestBulkDecision } from './use-payment-request-bulk-decision';
