// /api/staff/leave-request (the caller's own) and /api/admin/leave-request (leave-request permission). The actions'
// endpoints are generated from leaveWorkflow: PATCH .../withdraw/:id, .../approve/:id, PATCH .../:id (update), DELETE.
import { z } from 'zod';
import { endpoint } from '../contract/endpoint';
import { exportEndpoint } from '../contract/export-endpoint';
import { statusCountsEndpoint } from '../contract/status-counts-endpoint';
import { listQuerystringSchema } from '../contract/list-querystring';
import { adminMay, staffAccess } from '../contract/route-access';
import { listResponseSchema } from '../list-query';
import { workflowEndpoints } from '../workflow/workflow-endpoints';
import { requestDecisionBodySchema, requestIdParamsSchema, requestStaffIdParamsSchema } from './common';
import {
  createAdminLeaveRequestInputSchema,
  createLeaveRequestInputSchema,
  leaveBalanceSchema,
  leaveRequestDetailSchema,
  leaveRequestSchema,
  leaveWorkflow,
  updateLeaveRequestInputSchema,
} from './leave';
import { leaveTypeBalanceSchema } from '../time-off/leave-types';

const staffTags = ['staff leave'];
const adminTags = ['admin leave'];
const fields = 'Fields: staff (full name), staff.id, staff.staffId, staff.fullName, staff.departmentId, staff.locationId, leaveType.id, leaveType.name, startDate, endDate, days, status (as shown: ACTIVE, COMPLETED, ...), createdAt';

/** `?year=`: a balance is per calendar year (this year when left out). */
export const leaveYearQuerySchema = z.object({
  year: z.coerce.number().int().min(2000, 'Give a year from 2000.').max(2100, 'Give a year up to 2100.').optional(),
});

export const leaveEndpoints = {
  staffList: endpoint({
    method: 'GET', path: '/api/staff/leave-request', access: staffAccess, tags: staffTags, summary: `My leave requests, newest first. ${fields}`,
    list: true, query: listQuerystringSchema, status: 200, response: listResponseSchema(leaveRequestSchema),
  }),
  staffBalance: endpoint({
    method: 'GET', path: '/api/staff/leave-request/leave-balance', access: staffAccess, tags: staffTags, summary: 'My leave balance for a year (working days)',
    query: leaveYearQuerySchema, status: 200, response: leaveBalanceSchema,
  }),
  staffBalances: endpoint({
    method: 'GET', path: '/api/staff/leave-request/leave-balances', access: staffAccess, tags: staffTags,
    summary: 'My balance of each active leave type for a year (working days; entitlement pro-rated in the year I joined)',
    query: leaveYearQuerySchema, status: 200, response: z.array(leaveTypeBalanceSchema),
  }),
  staffGet: endpoint({
    method: 'GET', path: '/api/staff/leave-request/:id', access: staffAccess, tags: staffTags, summary: 'One of my leave requests, with its history',
    params: requestIdParamsSchema, status: 200, response: leaveRequestDetailSchema,
  }),
  staffCreate: endpoint({
    method: 'POST', path: '/api/staff/leave-request', access: staffAccess, tags: staffTags, summary: 'Request leave',
    body: createLeaveRequestInputSchema, status: 201, response: leaveRequestDetailSchema,
  }),
  adminList: endpoint({
    method: 'GET', path: '/api/admin/leave-request', access: adminMay('leave-request', 'read'), tags: adminTags, summary: `Leave requests. ${fields}`,
    list: true, query: listQuerystringSchema, status: 200, response: listResponseSchema(leaveRequestSchema),
  }),
  adminExport: exportEndpoint({ path: '/api/admin/leave-request', access: adminMay('leave-request', 'read'), tags: adminTags }, 'Leave requests'),
  adminStatusCounts: statusCountsEndpoint({ path: '/api/admin/leave-request', access: adminMay('leave-request', 'read'), tags: adminTags }, 'Leave requests'),
  adminBalance: endpoint({
    method: 'GET', path: '/api/admin/leave-request/leave-balance/:id', access: adminMay('leave-request', 'read'), tags: adminTags,
    summary: "A staff member's leave balance (id = staff id)", params: requestStaffIdParamsSchema, query: leaveYearQuerySchema, status: 200, response: leaveBalanceSchema,
  }),
  adminBalances: endpoint({
    method: 'GET', path: '/api/admin/leave-request/leave-balances/:id', access: adminMay('leave-request', 'read'), tags: adminTags,
    summary: "A staff member's balance of each active leave type (id = staff id)", params: requestStaffIdParamsSchema, query: leaveYearQuerySchema,
    status: 200, response: z.array(leaveTypeBalanceSchema),
  }),
  adminGet: endpoint({
    method: 'GET', path: '/api/admin/leave-request/:id', access: adminMay('leave-request', 'read'), tags: adminTags, summary: 'A leave request with its history',
    params: requestIdParamsSchema, status: 200, response: leaveRequestDetailSchema,
  }),
  adminCreate: endpoint({
    method: 'POST', path: '/api/admin/leave-request', access: adminMay('leave-request', 'create'), tags: adminTags,
    summary: 'Add an absence for an Active or Suspended staff member, back to 1 January of last year (starts pending)',
    body: createAdminLeaveRequestInputSchema, status: 201, response: leaveRequestDetailSchema,
  }),
  ...workflowEndpoints(leaveWorkflow, {
    resource: 'leave-request',
    base: { staff: '/api/staff/leave-request', admin: '/api/admin/leave-request' },
    tags: { staff: staffTags, admin: adminTags },
    params: requestIdParamsSchema,
    response: leaveRequestDetailSchema,
    decisionBody: requestDecisionBodySchema,
    bodies: { update: updateLeaveRequestInputSchema },
    bulk: ['approve', 'reject'],
    summaries: {
      update: 'Change a pending leave request',
      withdraw: 'Withdraw a pending leave request, or approved leave before it starts',
      approve: 'Approve a leave request',
      reject: 'Reject a leave request',
      cancel: 'Cancel approved leave before it starts (its days go back to the balance)',
      delete: 'Delete a leave request that never took effect: pending, rejected, cancelled or withdrawn (409 otherwise; kept for the audit trail)',
    },
  }),
};
