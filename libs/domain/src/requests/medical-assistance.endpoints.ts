// /api/staff/medical-assistance (the caller's own) and /api/admin/medical-assistance (medical-assistance permission).
// The actions' endpoints are generated from medicalAssistanceWorkflow.
import { endpoint } from '../contract/endpoint';
import { exportEndpoint } from '../contract/export-endpoint';
import { statusCountsEndpoint } from '../contract/status-counts-endpoint';
import { listQuerystringSchema } from '../contract/list-querystring';
import { adminMay, staffAccess } from '../contract/route-access';
import { listResponseSchema } from '../list-query';
import { workflowEndpoints } from '../workflow/workflow-endpoints';
import { requestDecisionBodySchema, requestIdParamsSchema } from './common';
import {
  createAdminMedicalAssistanceInputSchema,
  createMedicalAssistanceInputSchema,
  medicalAssistanceDetailSchema,
  medicalAssistanceSchema,
  medicalAssistanceWorkflow,
  updateMedicalAssistanceInputSchema,
} from './medical-assistance';

const staffTags = ['staff medical assistance'];
const adminTags = ['admin medical assistance'];
const fields = 'Fields: staff (full name), staff.id, staff.staffId, staff.fullName, amount, status, createdAt';

export const medicalAssistanceEndpoints = {
  staffList: endpoint({
    method: 'GET', path: '/api/staff/medical-assistance', access: staffAccess, tags: staffTags, summary: `My medical assistance requests, newest first. ${fields}`,
    list: true, query: listQuerystringSchema, status: 200, response: listResponseSchema(medicalAssistanceSchema),
  }),
  staffGet: endpoint({
    method: 'GET', path: '/api/staff/medical-assistance/:id', access: staffAccess, tags: staffTags, summary: 'One of my medical assistance requests, with its history',
    params: requestIdParamsSchema, status: 200, response: medicalAssistanceDetailSchema,
  }),
  staffCreate: endpoint({
    method: 'POST', path: '/api/staff/medical-assistance', access: staffAccess, tags: staffTags,
    summary: 'Request medical assistance (documents: keys from POST /api/system/media-upload)',
    body: createMedicalAssistanceInputSchema, status: 201, response: medicalAssistanceDetailSchema,
  }),
  adminList: endpoint({
    method: 'GET', path: '/api/admin/medical-assistance', access: adminMay('medical-assistance', 'read'), tags: adminTags, summary: `Medical assistance requests. ${fields}`,
    list: true, query: listQuerystringSchema, status: 200, response: listResponseSchema(medicalAssistanceSchema),
  }),
  adminExport: exportEndpoint({ path: '/api/admin/medical-assistance', access: adminMay('medical-assistance', 'read'), tags: adminTags }, 'Medical assistance requests'),
  adminStatusCounts: statusCountsEndpoint({ path: '/api/admin/medical-assistance', access: adminMay('medical-assistance', 'read'), tags: adminTags }, 'Medical assistance requests'),
  adminGet: endpoint({
    method: 'GET', path: '/api/admin/medical-assistance/:id', access: adminMay('medical-assistance', 'read'), tags: adminTags,
    summary: 'A medical assistance request with its history', params: requestIdParamsSchema, status: 200, response: medicalAssistanceDetailSchema,
  }),
  adminCreate: endpoint({
    method: 'POST', path: '/api/admin/medical-assistance', access: adminMay('medical-assistance', 'create'), tags: adminTags,
    summary: 'Request medical assistance for a staff member', body: createAdminMedicalAssistanceInputSchema, status: 201, response: medicalAssistanceDetailSchema,
  }),
  ...workflowEndpoints(medicalAssistanceWorkflow, {
    resource: 'medical-assistance',
    base: { staff: '/api/staff/medical-assistance', admin: '/api/admin/medical-assistance' },
    tags: { staff: staffTags, admin: adminTags },
    params: requestIdParamsSchema,
    response: medicalAssistanceDetailSchema,
    decisionBody: requestDecisionBodySchema,
    bodies: { update: updateMedicalAssistanceInputSchema },
    bulk: ['approve', 'decline'],
    summaries: {
      update: 'Change a pending medical assistance request',
      withdraw: 'Withdraw a pending medical assistance request',
      approve: 'Approve a medical assistance request',
      decline: 'Decline a medical assistance request (status DENIED)',
      disburse: 'Disburse an approved medical assistance request (status ISSUED, marked PAID)',
      delete: 'Delete a medical assistance request not disbursed (409 once ISSUED; kept for the audit trail)',
    },
  }),
};
