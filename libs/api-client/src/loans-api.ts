// Loan requests, both areas, called from their declared endpoints (loanEndpoints): requests, decisions,
// disbursement and the repayment plan.
import { loanEndpoints, type BulkDecisionResult, type EndpointBodyInput, type EndpointParamsInput, type ListQuery, type ListResponse, type LoanBalance, type LoanRequest, type LoanRequestDetail, type StatusCounts } from '@crewbase/domain';
import { callEndpoint } from './call-endpoint';
import { requestListParams, type DecisionFields } from './request-calls';
import { statusCountsQuery } from './status-counts-query';

const e = loanEndpoints;

export const loansApi = {
  staff: {
    /** The caller's own loans, newest first unless another sort is given. */
    list: (query: Partial<ListQuery> = {}): Promise<ListResponse<LoanRequest>> => callEndpoint(e.staffList, requestListParams(query)),
    /** With the repayment plan once disbursed, and the history. */
    detail: (id: string): Promise<LoanRequestDetail> => callEndpoint(e.staffGet, { params: { id } }),
    /** Ceiling, outstanding, committed and what a new request may ask for. */
    balance: (): Promise<LoanBalance> => callEndpoint(e.staffBalance),
    /** 400 names the field (over the available amount, too many months). */
    create: (input: EndpointBodyInput<typeof e.staffCreate>): Promise<LoanRequestDetail> => callEndpoint(e.staffCreate, { body: input }),
    /** PATCH; 409 once it is no longer pending. */
    update: (id: string, input: EndpointBodyInput<typeof e.update>): Promise<LoanRequestDetail> => callEndpoint(e.update, { params: { id }, body: input }),
    /** Pending only. */
    withdraw: (id: string, input: DecisionFields = {}): Promise<LoanRequestDetail> => callEndpoint(e.withdraw, { params: { id }, body: input }),
  },
  admin: {
    /** loan-request:read. */
    list: (query: Partial<ListQuery> = {}): Promise<ListResponse<LoanRequest>> => callEndpoint(e.adminList, requestListParams(query)),
    /** How many requests each status holds under the list's filters but the status one (status chips). */
    statusCounts: (query: Partial<ListQuery> = {}): Promise<StatusCounts> => callEndpoint(e.adminStatusCounts, requestListParams(statusCountsQuery(query))),
    detail: (id: string): Promise<LoanRequestDetail> => callEndpoint(e.adminGet, { params: { id } }),
    /** A staff member's balance (their uuid). */
    balance: (staffId: string): Promise<LoanBalance> => callEndpoint(e.adminBalance, { params: { id: staffId } }),
    /** loan-request:create, on behalf of a staff member. */
    create: (input: EndpointBodyInput<typeof e.adminCreate>): Promise<LoanRequestDetail> => callEndpoint(e.adminCreate, { body: input }),
    /** The amount granted (at most the amount requested) and the plan length. */
    approve: (id: string, input: EndpointBodyInput<typeof e.approve>): Promise<LoanRequestDetail> => callEndpoint(e.approve, { params: { id }, body: input }),
    decline: (id: string, input: DecisionFields = {}): Promise<LoanRequestDetail> => callEndpoint(e.decline, { params: { id }, body: input }),
    /** Pays out and creates the monthly plan (first due date optional). */
    disburse: (id: string, input: EndpointBodyInput<typeof e.disburse> = {}): Promise<LoanRequestDetail> => callEndpoint(e.disburse, { params: { id }, body: input }),
    /** 409 if that installment is already paid. */
    setInstallmentPaid: (id: string, input: EndpointBodyInput<typeof e.setInstallmentPaid>): Promise<LoanRequestDetail> =>
      callEndpoint(e.setInstallmentPaid, { params: { id }, body: input }),
    /** loan-request:delete; 204. */
    remove: (id: string): Promise<void> => callEndpoint(e.delete, { params: { id } }),
    /** One decision on many (at most 200), one note: each is decided on its own; the answer says which were refused and why. */
    bulk: (action: EndpointParamsInput<typeof e.bulk>['action'], input: EndpointBodyInput<typeof e.bulk>): Promise<BulkDecisionResult> =>
      callEndpoint(e.bulk, { params: { action }, body: input }),
  },
};
