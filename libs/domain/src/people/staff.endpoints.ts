// Staff (Profiles > Staffs): the list (shared with the dashboard) and its export, create, view, edit, status,
// terminate, approve driver's licence, resend the activation code.
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
