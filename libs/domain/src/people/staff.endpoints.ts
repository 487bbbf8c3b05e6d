// Staff (Profiles > Staffs): the list (shared with the dashboard) and its export, create, view, edit, status,
// terminate, approve driver's licence, resend the activation code.
import { z } from 'zod';
import { acknowledgementSchema } from '../acknowledgement';
import { endpoint } from '../contract/endpoint';
import { exportEndpoint } from '../contract/export-endpoint';
import { statusCountsEndpoint } from '../contract/status-counts-endpoint';
import { listQuerystringSchema } from '../contract/list-querystring';
import { adminMay } from '../contract/route-access';
import { listResponseSchema } from '../list-query';
import { idParamsSchema } from '../organisation/fields';
import {
  changeStaffStatusInputSchema,
  createStaffInputSchema,
  staffDetailSchema,
  staffListFields,
  staffListItemSchema,
  terminateStaffInputSchema,
  updateStaffInputSchema,
} from './staff';
import { staffImportPreviewSchema, staffImportSchema, staffImportTemplateQuerySchema } from './staff-import';

const tags = ['admin staff'];

const list = endpoint({
  method: 'GET', path: '/api/admin/staff', access: adminMay('staff', 'read'), tags, summary: `Staff. Fields: ${staffListFields.join(', ')}`,
  list: true, query: listQuerystringSchema, status: 200, response: listResponseSchema(staffListItemSchema),
});

export const staffEndpoints = {
  list,
  export: exportEndpoint(list, 'Staff'),
  statusCounts: statusCountsEndpoint(list, 'Staff'),
  create: endpoint({
    method: 'POST', path: '/api/admin/staff', access: adminMay('staff', 'create'), tags, summary: 'Add New Staff (Pending; an activation code is mailed)',
    body: createStaffInputSchema, status: 201, response: staffDetailSchema,
  }),
  get: endpoint({
    method: 'GET', path: '/api/admin/staff/:id', access: adminMay('staff', 'read'), tags, summary: 'One staff member in full',
    params: idParamsSchema, status: 200, response: staffDetailSchema,
  }),
  update: endpoint({
    method: 'PATCH', path: '/api/admin/staff/:id', access: adminMay('staff', 'update'), tags, summary: 'Edit a staff member (not the status)',
    params: idParamsSchema, body: updateStaffInputSchema, status: 200, response: staffDetailSchema,
  }),
  changeStatus: endpoint({
    method: 'PATCH', path: '/api/admin/staff/:id/status', access: adminMay('staff', 'update'), tags, summary: 'Activate, suspend or record a resignation (staff state machine)',
    params: idParamsSchema, body: changeStaffStatusInputSchema, status: 200, response: staffDetailSchema,
  }),
  terminate: endpoint({
    method: 'POST', path: '/api/admin/staff/terminate/:id', access: adminMay('staff', 'delete'), tags, summary: 'Terminate with a reason; ends their sessions',
    params: idParamsSchema, body: terminateStaffInputSchema, status: 200, response: staffDetailSchema,
  }),
  approveDriverLicence: endpoint({
    method: 'POST', path: '/api/admin/staff/approve-driver-license/:id', access: adminMay('staff', 'approve'), tags, summary: "Approve the driver's licence (UNVERIFIED -> VERIFIED)",
    params: idParamsSchema, status: 200, response: staffDetailSchema,
  }),
  resendActivation: endpoint({
    method: 'POST', path: '/api/admin/staff/:id/resend-activation', access: adminMay('staff', 'create'), tags, summary: 'Mail a new activation code to a Pending staff member',
    params: idParamsSchema, status: 202, response: acknowledgementSchema,
  }),
};

const importTags = ['admin staff import'];

/** Staff import: template, preview (nothing saved), commit (a background job: all or nothing), and its progress. */
export const staffImportEndpoints = {
  template: endpoint({
    method: 'GET', path: '/api/admin/staff/import/template', access: adminMay('staff', 'create'), tags: importTags,
    summary: 'The import template (CSV or XLSX): the header row and one example row',
    query: staffImportTemplateQuerySchema, status: 200, response: z.any().describe('The template file, as an attachment'), file: true,
  }),
  preview: endpoint({
    method: 'POST', path: '/api/admin/staff/import/preview', access: adminMay('staff', 'create'), tags: importTags,
    summary: 'Check a CSV or XLSX of staff (multipart field "file"): every problem by line and column; nothing is saved',
    consumes: ['multipart/form-data'], status: 200, response: staffImportPreviewSchema, refuses: [413, 415],
  }),
  commit: endpoint({
    method: 'POST', path: '/api/admin/staff/import/:id/commit', access: adminMay('staff', 'create'), tags: importTags,
    summary: 'Save a previewed import, all or nothing, in a background job; invitations are mailed once it is saved',
    params: idParamsSchema, status: 202, response: staffImportSchema,
  }),
  get: endpoint({
    method: 'GET', path: '/api/admin/staff/import/:id', access: adminMay('staff', 'create'), tags: importTags,
    summary: "An import: its state, the commit job's progress, and the problems that stopped it",
    params: idParamsSchema, status: 200, response: staffImportSchema,
  }),
};
