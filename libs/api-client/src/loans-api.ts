// Loan requests (issue 3 contract), both areas: requests, decisions, disbursement and the repayment plan.
import {
  approveLoanInputSchema,
  createAdminLoanRequestInputSchema,
  createLoanRequestInputSchema,
  disburseLoanInputSchema,
  loanBalanceSchema,
  loanRequestDetailSchema,
  loanRequestSchema,
  setInstallmentPaidInputSchema,
  updateLoanRequestInputSchema,
  type ListQuery,
  type ListResponse,
  type LoanBalance,
  type LoanRequest,
  type LoanRequestDetail,
} from '@crewbase/domain';
import type { z } from 'zod';
import { callApi } from './call-api';
import { deleteRequest, idPath, requestList, requestTransition, sendChecked, type DecisionFields } from './request-calls';

const STAFF = 'staff/loan-request';
const ADMIN = 'admin/loan-request';

export const loansApi = {
  staff: {
    /** GET staff/loan-request: the caller's own loans, newest first unless another sort is given. */
    list: (query: Partial<ListQuery> = {}): Promise<ListResponse<LoanRequest>> => requestList(loanRequestSchema, STAFF, query),
    /** GET staff/loan-request/{id}: with the repayment plan once disbursed, and the history. */
    detail: (id: string): Promise<LoanRequestDetail> => callApi(loanRequestDetailSchema, idPath(STAFF, id)),
    /** GET staff/loan-request/loan-balance: ceiling, outstanding, committed and what a new request may ask for. */
    balance: (): Promise<LoanBalance> => callApi(loanBalanceSchema, `${STAFF}/loan-balance`),
    /** POST staff/loan-request; 400 names the field (over the available amount, too many months). */
    create: (input: z.input<typeof createLoanRequestInputSchema>): Promise<LoanRequestDetail> =>
      sendChecked(loanRequestDetailSchema, STAFF, 'post', createLoanRequestInputSchema, input),
    /** PUT staff/loan-request/{id}; 409 once it is no longer pending. */
    update: (id: string, input: z.input<typeof updateLoanRequestInputSchema>): Promise<LoanRequestDetail> =>
      sendChecked(loanRequestDetailSchema, idPath(STAFF, id), 'put', updateLoanRequestInputSchema, input),
    /** PATCH staff/loan-request/withdraw/{id} (pending only). */
    withdraw: (id: string, input?: DecisionFields): Promise<LoanRequestDetail> =>
      requestTransition(loanRequestDetailSchema, idPath(`${STAFF}/withdraw`, id), input),
  },
  admin: {
    /** GET admin/loan-request (loan-request:read). */
    list: (query: Partial<ListQuery> = {}): Promise<ListResponse<LoanRequest>> => requestList(loanRequestSchema, ADMIN, query),
    detail: (id: string): Promise<LoanRequestDetail> => callApi(loanRequestDetailSchema, idPath(ADMIN, id)),
    /** GET admin/loan-request/loan-balance/{staff uuid}. */
    balance: (staffId: string): Promise<LoanBalance> => callApi(loanBalanceSchema, idPath(`${ADMIN}/loan-balance`, staffId)),
    /** POST admin/loan-request (loan-request:create), on behalf of a staff member. */
    create: (input: z.input<typeof createAdminLoanRequestInputSchema>): Promise<LoanRequestDetail> =>
      sendChecked(loanRequestDetailSchema, ADMIN, 'post', createAdminLoanRequestInputSchema, input),
    /** PATCH admin/loan-request/approve/{id}: the amount granted (at most the amount requested) and the plan length. */
    approve: (id: string, input: z.input<typeof approveLoanInputSchema>): Promise<LoanRequestDetail> =>
      sendChecked(loanRequestDetailSchema, idPath(`${ADMIN}/approve`, id), 'patch', approveLoanInputSchema, input),
    decline: (id: string, input?: DecisionFields): Promise<LoanRequestDetail> =>
      requestTransition(loanRequestDetailSchema, idPath(`${ADMIN}/decline`, id), input),
    /** PATCH admin/loan-request/disburse/{id}: pays out and creates the monthly plan (first due date optional). */
    disburse: (id: string, input: z.input<typeof disburseLoanInputSchema> = {}): Promise<LoanRequestDetail> =>
      sendChecked(loanRequestDetailSchema, idPath(`${ADMIN}/disburse`, id), 'patch', disburseLoanInputSchema, input),
    /** PATCH admin/loan-request/{id}/repayment-plan/set-to-paid; 409 if that installment is already paid. */
    setInstallmentPaid: (id: string, input: z.input<typeof setInstallmentPaidInputSchema>): Promise<LoanRequestDetail> =>
      sendChecked(loanRequestDetailSchema, `${idPath(ADMIN, id)}/repayment-plan/set-to-paid`, 'patch', setInstallmentPaidInputSchema, input),
    /** DELETE admin/loan-request/{id} (loan-request:delete). */
    remove: (id: string): Promise<void> => deleteRequest(idPath(ADMIN, id)),
  },
};
