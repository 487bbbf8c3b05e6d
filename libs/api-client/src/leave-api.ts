// Leave requests, both areas, called from their declared endpoints (leaveEndpoints). Staff endpoints only ever see
// the caller's own requests.
import { leaveEndpoints, type BulkDecisionResult, type EndpointBodyInput, type EndpointParamsInput, type LeaveBalance, type LeaveRequest, type LeaveTypeBalance, type LeaveRequestDetail, type ListQuery, type ListResponse, type StatusCounts } from '@crewbase/domain';
import { callEndpoint } from './call-endpoint';
import { requestListParams, type DecisionFields } from './request-calls';
import { statusCountsQuery } from './status-counts-query';

const e = leaveEndpoints;

export const leaveApi = {
  staff: {
    /** The caller's own requests, newest first unless another sort is given. */
    list: (query: Partial<ListQuery> = {}): Promise<ListResponse<LeaveRequest>> => callEndpoint(e.staffList, requestListParams(query)),
    /** With its history; 404 for someone else's. */
    detail: (id: string): Promise<LeaveRequestDetail> => callEndpoint(e.staffGet, { params: { id } }),
    /** This year's balance unless another year is given. */
    balance: (year?: number): Promise<LeaveBalance> => callEndpoint(e.staffBalance, { query: { year } }),
    /** Each active type's balance of the year (this year unless another is given). */
    balances: (year?: number): Promise<LeaveTypeBalance[]> => callEndpoint(e.staffBalances, { query: { year } }),
    /** 400 names the field (past dates, overlap on startDate, over the balance on endDate). */
    create: (input: EndpointBodyInput<typeof e.staffCreate>): Promise<LeaveRequestDetail> => callEndpoint(e.staffCreate, { body: input }),
    /** PATCH; 409 once it is no longer pending. */
    update: (id: string, input: EndpointBodyInput<typeof e.update>): Promise<LeaveRequestDetail> => callEndpoint(e.update, { params: { id }, body: input }),
    /** Pending, or approved and not started. */
    withdraw: (id: string, input: DecisionFields = {}): Promise<LeaveRequestDetail> => callEndpoint(e.withdraw, { params: { id }, body: input }),
  },
  admin: {
    /** leave-request:read. */
    list: (query: Partial<ListQuery> = {}): Promise<ListResponse<LeaveRequest>> => callEndpoint(e.adminList, requestListParams(query)),
    /** How many requests each status holds under the list's filters but the status one (status chips). */
    statusCounts: (query: Partial<ListQuery> = {}): Promise<StatusCounts> => callEndpoint(e.adminStatusCounts, requestListParams(statusCountsQuery(query))),
    detail: (id: string): Promise<LeaveRequestDetail> => callEndpoint(e.adminGet, { params: { id } }),
    /** A staff member's balance (their uuid). */
    balance: (staffId: string, year?: number): Promise<LeaveBalance> => callEndpoint(e.adminBalance, { params: { id: staffId }, query: { year } }),
    /** A staff member's balance of each active type (their uuid). */
    balances: (staffId: string, year?: number): Promise<LeaveTypeBalance[]> => callEndpoint(e.adminBalances, { params: { id: staffId }, query: { year } }),
    /** "Add Absence" (leave-request:create); starts PENDING. */
    create: (input: EndpointBodyInput<typeof e.adminCreate>): Promise<LeaveRequestDetail> => callEndpoint(e.adminCreate, { body: input }),
    /** leave-request:approve, like reject and cancel. */
    approve: (id: string, input: DecisionFields = {}): Promise<LeaveRequestDetail> => callEndpoint(e.approve, { params: { id }, body: input }),
    reject: (id: string, input: DecisionFields = {}): Promise<LeaveRequestDetail> => callEndpoint(e.reject, { params: { id }, body: input }),
    /** Approved leave that has not started. */
    cancel: (id: string, input: DecisionFields = {}): Promise<LeaveRequestDetail> => callEndpoint(e.cancel, { params: { id }, body: input }),
    /** leave-request:delete; 204. */
    remove: (id: string): Promise<void> => callEndpoint(e.delete, { params: { id } }),
    /** One decision on many (at most 200), one note: each is decided on its own; the answer says which were refused and why. */
    bulk: (action: EndpointParamsInput<typeof e.bulk>['action'], input: EndpointBodyInput<typeof e.bulk>): Promise<BulkDecisionResult> =>
      callEndpoint(e.bulk, { params: { action }, body: input }),
  },
};
