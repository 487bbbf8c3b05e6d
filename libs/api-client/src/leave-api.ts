// Leave requests (issue 3 contract), both areas. Staff endpoints only ever see the caller's own requests.
import {
  createAdminLeaveRequestInputSchema,
  createLeaveRequestInputSchema,
  leaveBalanceSchema,
  leaveRequestDetailSchema,
  leaveRequestSchema,
  updateLeaveRequestInputSchema,
  type LeaveBalance,
  type LeaveRequest,
  type LeaveRequestDetail,
  type ListQuery,
  type ListResponse,
} from '@crewbase/domain';
import type { z } from 'zod';
import { callApi } from './call-api';
import { deleteRequest, idPath, requestList, requestTransition, sendChecked, type DecisionFields } from './request-calls';

const STAFF = 'staff/leave-request';
const ADMIN = 'admin/leave-request';

const yearParams = (year?: number) => (year === undefined ? undefined : new URLSearchParams({ year: String(year) }));

export const leaveApi = {
  staff: {
    /** GET staff/leave-request: the caller's own requests, newest first unless another sort is given. */
    list: (query: Partial<ListQuery> = {}): Promise<ListResponse<LeaveRequest>> => requestList(leaveRequestSchema, STAFF, query),
    /** GET staff/leave-request/{id}, with its history; 404 for someone else's. */
    detail: (id: string): Promise<LeaveRequestDetail> => callApi(leaveRequestDetailSchema, idPath(STAFF, id)),
    /** GET staff/leave-request/leave-balance (this year unless another is given). */
    balance: (year?: number): Promise<LeaveBalance> => callApi(leaveBalanceSchema, `${STAFF}/leave-balance`, { searchParams: yearParams(year) }),
    /** POST staff/leave-request; 400 names the field (past dates, overlap on startDate, over the balance on endDate). */
    create: (input: z.input<typeof createLeaveRequestInputSchema>): Promise<LeaveRequestDetail> =>
      sendChecked(leaveRequestDetailSchema, STAFF, 'post', createLeaveRequestInputSchema, input),
    /** PUT staff/leave-request/{id}; 409 once it is no longer pending. */
    update: (id: string, input: z.input<typeof updateLeaveRequestInputSchema>): Promise<LeaveRequestDetail> =>
      sendChecked(leaveRequestDetailSchema, idPath(STAFF, id), 'put', updateLeaveRequestInputSchema, input),
    /** PATCH staff/leave-request/withdraw/{id} (pending, or approved and not started). */
    withdraw: (id: string, input?: DecisionFields): Promise<LeaveRequestDetail> =>
      requestTransition(leaveRequestDetailSchema, idPath(`${STAFF}/withdraw`, id), input),
  },
  admin: {
    /** GET admin/leave-request (leave-request:read). */
    list: (query: Partial<ListQuery> = {}): Promise<ListResponse<LeaveRequest>> => requestList(leaveRequestSchema, ADMIN, query),
    detail: (id: string): Promise<LeaveRequestDetail> => callApi(leaveRequestDetailSchema, idPath(ADMIN, id)),
    /** GET admin/leave-request/leave-balance/{staff uuid}. */
    balance: (staffId: string, year?: number): Promise<LeaveBalance> =>
      callApi(leaveBalanceSchema, idPath(`${ADMIN}/leave-balance`, staffId), { searchParams: yearParams(year) }),
    /** POST admin/leave-request, "Add Absence" (leave-request:create); starts PENDING. */
    create: (input: z.input<typeof createAdminLeaveRequestInputSchema>): Promise<LeaveRequestDetail> =>
      sendChecked(leaveRequestDetailSchema, ADMIN, 'post', createAdminLeaveRequestInputSchema, input),
    /** PATCH admin/leave-request/approve/{id} (leave-request:approve). */
    approve: (id: string, input?: DecisionFields): Promise<LeaveRequestDetail> =>
      requestTransition(leaveRequestDetailSchema, idPath(`${ADMIN}/approve`, id), input),
    reject: (id: string, input?: DecisionFields): Promise<LeaveRequestDetail> =>
      requestTransition(leaveRequestDetailSchema, idPath(`${ADMIN}/reject`, id), input),
    /** Approved leave that has not started. */
    cancel: (id: string, input?: DecisionFields): Promise<LeaveRequestDetail> =>
      requestTransition(leaveRequestDetailSchema, idPath(`${ADMIN}/cancel`, id), input),
    /** DELETE admin/leave-request/{id} (leave-request:delete). */
    remove: (id: string): Promise<void> => deleteRequest(idPath(ADMIN, id)),
  },
};
