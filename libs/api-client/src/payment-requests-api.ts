// Payment requests (admin only: /admin/requests), called from their declared endpoints (paymentRequestEndpoints).
import { paymentRequestEndpoints, type BulkDecisionResult, type EndpointBodyInput, type EndpointParamsInput, type ListQuery, type ListResponse, type PaymentRequest, type PaymentRequestDetail, type StatusCounts } from '@crewbase/domain';
import { callEndpoint } from './call-endpoint';
import { requestListParams, type DecisionFields } from './request-calls';
import { statusCountsQuery } from './status-counts-query';

const e = paymentRequestEndpoints;

export const paymentRequestsApi = {
  /** payment-requests:read, newest first unless another sort is given. */
  list: (query: Partial<ListQuery> = {}): Promise<ListResponse<PaymentRequest>> => callEndpoint(e.list, requestListParams(query)),
  /** How many requests each status holds under the list's filters but the status one (status chips). */
  statusCounts: (query: Partial<ListQuery> = {}): Promise<StatusCounts> => callEndpoint(e.statusCounts, requestListParams(statusCountsQuery(query))),
  detail: (id: string): Promise<PaymentRequestDetail> => callEndpoint(e.get, { params: { id } }),
  /** "New Request" (payment-requests:create). */
  create: (input: EndpointBodyInput<typeof e.create>): Promise<PaymentRequestDetail> => callEndpoint(e.create, { body: input }),
  approve: (id: string, input: DecisionFields = {}): Promise<PaymentRequestDetail> => callEndpoint(e.approve, { params: { id }, body: input }),
  deny: (id: string, input: DecisionFields = {}): Promise<PaymentRequestDetail> => callEndpoint(e.deny, { params: { id }, body: input }),
  /** ISSUED and marked PAID. */
  disburse: (id: string, input: DecisionFields = {}): Promise<PaymentRequestDetail> => callEndpoint(e.disburse, { params: { id }, body: input }),
  /** payment-requests:delete; 204. */
  remove: (id: string): Promise<void> => callEndpoint(e.delete, { params: { id } }),
  /** One decision on many (at most 200), one note: each is decided on its own; the answer says which were refused and why. */
  bulk: (action: EndpointParamsInput<typeof e.bulk>['action'], input: EndpointBodyInput<typeof e.bulk>): Promise<BulkDecisionResult> =>
    callEndpoint(e.bulk, { params: { action }, body: input }),
};
