// Bank-detail changes (self-service): staff ask and withdraw; admins with the staff permission list and decide.
import { bankDetailChangeEndpoints, type BankDetailChange, type BankDetailChangeDetail, type EndpointBodyInput, type ListQuery, type ListResponse } from '@crewbase/domain';
import { callEndpoint } from './call-endpoint';
import { requestListParams, type DecisionFields } from './request-calls';

const e = bankDetailChangeEndpoints;

export const bankDetailChangesApi = {
  /** staff:read, newest first unless another sort is given. */
  list: (query: Partial<ListQuery> = {}): Promise<ListResponse<BankDetailChange>> => callEndpoint(e.list, requestListParams(query)),
  detail: (id: string): Promise<BankDetailChangeDetail> => callEndpoint(e.get, { params: { id } }),
  /** staff:approve; the new details are written to the person at once. */
  approve: (id: string, input: DecisionFields = {}): Promise<BankDetailChangeDetail> => callEndpoint(e.approve, { params: { id }, body: input }),
  /** staff:approve; a note is required. */
  reject: (id: string, input: DecisionFields = {}): Promise<BankDetailChangeDetail> => callEndpoint(e.reject, { params: { id }, body: input }),
  /** Staff: ask for new bank details (409 while another waits). */
  request: (input: EndpointBodyInput<typeof e.create>): Promise<BankDetailChangeDetail> => callEndpoint(e.create, { body: input }),
  /** Staff: one of their own changes. */
  own: (id: string): Promise<BankDetailChangeDetail> => callEndpoint(e.getOwn, { params: { id } }),
  /** Staff: withdraw their pending change. */
  withdraw: (id: string): Promise<BankDetailChangeDetail> => callEndpoint(e.withdraw, { params: { id }, body: {} }),
};
