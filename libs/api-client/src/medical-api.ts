// Medical assistance requests, both areas, called from their declared endpoints (medicalAssistanceEndpoints).
// Supporting documents are uploaded first with systemApi.uploadMedia; the request carries the answered keys.
import {
  medicalAssistanceEndpoints,
  type BulkDecisionResult,
  type EndpointBodyInput,
  type EndpointParamsInput,
  type ListQuery,
  type ListResponse,
  type MedicalAssistance,
  type MedicalAssistanceDetail,
  type StatusCounts,
} from '@crewbase/domain';
import { callEndpoint } from './call-endpoint';
import { requestListParams, type DecisionFields } from './request-calls';
import { statusCountsQuery } from './status-counts-query';

const e = medicalAssistanceEndpoints;

export const medicalApi = {
  staff: {
    /** The caller's own requests, newest first unless another sort is given. */
    list: (query: Partial<ListQuery> = {}): Promise<ListResponse<MedicalAssistance>> => callEndpoint(e.staffList, requestListParams(query)),
    detail: (id: string): Promise<MedicalAssistanceDetail> => callEndpoint(e.staffGet, { params: { id } }),
    /** 400 names the field (amount over the ceiling, `documents.N` not the caller's upload). */
    create: (input: EndpointBodyInput<typeof e.staffCreate>): Promise<MedicalAssistanceDetail> => callEndpoint(e.staffCreate, { body: input }),
    /** PATCH; 409 once it is no longer pending. */
    update: (id: string, input: EndpointBodyInput<typeof e.update>): Promise<MedicalAssistanceDetail> => callEndpoint(e.update, { params: { id }, body: input }),
    /** Pending only. */
    withdraw: (id: string, input: DecisionFields = {}): Promise<MedicalAssistanceDetail> => callEndpoint(e.withdraw, { params: { id }, body: input }),
  },
  admin: {
    /** medical-assistance:read. */
    list: (query: Partial<ListQuery> = {}): Promise<ListResponse<MedicalAssistance>> => callEndpoint(e.adminList, requestListParams(query)),
    /** How many requests each status holds under the list's filters but the status one (status chips). */
    statusCounts: (query: Partial<ListQuery> = {}): Promise<StatusCounts> => callEndpoint(e.adminStatusCounts, requestListParams(statusCountsQuery(query))),
    detail: (id: string): Promise<MedicalAssistanceDetail> => callEndpoint(e.adminGet, { params: { id } }),
    /** medical-assistance:create, on behalf of a staff member. */
    create: (input: EndpointBodyInput<typeof e.adminCreate>): Promise<MedicalAssistanceDetail> => callEndpoint(e.adminCreate, { body: input }),
    approve: (id: string, input: DecisionFields = {}): Promise<MedicalAssistanceDetail> => callEndpoint(e.approve, { params: { id }, body: input }),
    /** The request becomes DENIED. */
    decline: (id: string, input: DecisionFields = {}): Promise<MedicalAssistanceDetail> => callEndpoint(e.decline, { params: { id }, body: input }),
    /** ISSUED and marked PAID. */
    disburse: (id: string, input: DecisionFields = {}): Promise<MedicalAssistanceDetail> => callEndpoint(e.disburse, { params: { id }, body: input }),
    /** medical-assistance:delete; 204. */
    remove: (id: string): Promise<void> => callEndpoint(e.delete, { params: { id } }),
    /** One decision on many (at most 200), one note: each is decided on its own; the answer says which were refused and why. */
    bulk: (action: EndpointParamsInput<typeof e.bulk>['action'], input: EndpointBodyInput<typeof e.bulk>): Promise<BulkDecisionResult> =>
      callEndpoint(e.bulk, { params: { action }, body: input }),
  },
};
