// Bank-detail changes: a staff member asks (POST /api/staff/bank-detail-change) and may withdraw while it waits; admins
// holding the staff permission list them (/api/admin/bank-detail-change) and approve or reject (staff approve).
// The actions' endpoints are generated from bankDetailChangeWorkflow.
import { endpoint } from '../contract/endpoint';
import { listQuerystringSchema } from '../contract/list-querystring';
import { adminMay, staffAccess } from '../contract/route-access';
import { listResponseSchema } from '../list-query';
import { requestDecisionBodySchema, requestIdParamsSchema } from '../requests/common';
import { workflowEndpoints } from '../workflow/workflow-endpoints';
import { bankDetailChangeDetailSchema, bankDetailChangeSchema, bankDetailChangeWorkflow, requestBankDetailChangeInputSchema } from './self-service';

const adminTags = ['admin bank-detail changes'];
const staffTags = ['staff bank-detail changes'];
const fields = 'Fields: staff (full name), staff.id, staff.staffId, staff.fullName, status, createdAt';

export const bankDetailChangeEndpoints = {
  list: endpoint({
    method: 'GET', path: '/api/admin/bank-detail-change', access: adminMay('staff', 'read'), tags: adminTags, summary: `Bank-detail changes staff asked for. ${fields}`,
    list: true, query: listQuerystringSchema, status: 200, response: listResponseSchema(bankDetailChangeSchema),
  }),
  get: endpoint({
    method: 'GET', path: '/api/admin/bank-detail-change/:id', access: adminMay('staff', 'read'), tags: adminTags, summary: 'A bank-detail change with its history',
    params: requestIdParamsSchema, status: 200, response: bankDetailChangeDetailSchema,
  }),
  getOwn: endpoint({
    method: 'GET', path: '/api/staff/bank-detail-change/:id', access: staffAccess, tags: staffTags, summary: 'One of my bank-detail changes with its history',
    params: requestIdParamsSchema, status: 200, response: bankDetailChangeDetailSchema,
  }),
  create: endpoint({
    method: 'POST', path: '/api/staff/bank-detail-change', access: staffAccess, tags: staffTags,
    summary: 'Ask for new bank details (NUBAN-checked); they apply once an admin approves. 409 while another waits.',
    body: requestBankDetailChangeInputSchema, status: 201, response: bankDetailChangeDetailSchema,
  }),
  ...workflowEndpoints(bankDetailChangeWorkflow, {
    resource: 'staff',
    base: { admin: '/api/admin/bank-detail-change', staff: '/api/staff/bank-detail-change' },
    tags: { admin: adminTags, staff: staffTags },
    params: requestIdParamsSchema,
    response: bankDetailChangeDetailSchema,
    decisionBody: requestDecisionBodySchema,
    summaries: {
      approve: 'Approve a bank-detail change: the new details are written to the staff member at once',
      reject: 'Reject a bank-detail change (a note is required); the details on file stay',
      withdraw: 'Withdraw my pending bank-detail change',
    },
  }),
};
