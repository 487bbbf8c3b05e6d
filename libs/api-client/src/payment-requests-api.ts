// Payment requests (issue 3 contract, admin only: /admin/requests) and the company's request settings.
import {
  createPaymentRequestInputSchema,
  paymentRequestDetailSchema,
  paymentRequestSchema,
  requestSettingsSchema,
  updateRequestSettingsInputSchema,
  type ListQuery,
  type ListResponse,
  type PaymentRequest,
  type PaymentRequestDetail,
  type RequestSettings,
} from '@crewbase/domain';
import type { z } from 'zod';
import { callApi } from './call-api';
import { deleteRequest, idPath, requestList, requestTransition, sendChecked, type DecisionFields } from './request-calls';

const ADMIN = 'admin/payment-requests';

export const paymentRequestsApi = {
  /** GET admin/payment-requests (payment-requests:read), newest first unless another sort is given. */
  list: (query: Partial<ListQuery> = {}): Promise<ListResponse<PaymentRequest>> => requestList(paymentRequestSchema, ADMIN, query),
  detail: (id: string): Promise<PaymentRequestDetail> => callApi(paymentRequestDetailSchema, idPath(ADMIN, id)),
  /** POST admin/payment-requests, "New Request" (payment-requests:create). */
  create: (input: z.input<typeof createPaymentRequestInputSchema>): Promise<PaymentRequestDetail> =>
    sendChecked(paymentRequestDetailSchema, ADMIN, 'post', createPaymentRequestInputSchema, input),
  approve: (id: string, input?: DecisionFields): Promise<PaymentRequestDetail> =>
    requestTransition(paymentRequestDetailSchema, idPath(`${ADMIN}/approve`, id), input),
  deny: (id: string, input?: DecisionFields): Promise<PaymentRequestDetail> =>
    requestTransition(paymentRequestDetailSchema, idPath(`${ADMIN}/deny`, id), input),
  /** PATCH admin/payment-requests/disburse/{id}: ISSUED and marked PAID. */
  disburse: (id: string, input?: DecisionFields): Promise<PaymentRequestDetail> =>
    requestTransition(paymentRequestDetailSchema, idPath(`${ADMIN}/disburse`, id), input),
  /** DELETE admin/payment-requests/{id} (payment-requests:delete). */
  remove: (id: string): Promise<void> => deleteRequest(idPath(ADMIN, id)),
};

export const requestSettingsApi = {
  /** GET admin/request-settings (leave-request:read): leave days per year and the money ceilings. */
  get: (): Promise<RequestSettings> => callApi(requestSettingsSchema, 'admin/request-settings'),
  /** PUT admin/request-settings (leave-request:update). */
  update: (input: z.input<typeof updateRequestSettingsInputSchema>): Promise<RequestSettings> =>
    sendChecked(requestSettingsSchema, 'admin/request-settings', 'put', updateRequestSettingsInputSchema, input),
};
