// /api/admin/users: Profiles > Admins (list, view, create, update incl. role and status), plus the new admin's
// activation (public, rate limited).
import { z } from 'zod';
import { acknowledgementSchema } from '../acknowledgement';
import { adminAccountEndpoints } from '../auth.endpoints';
import { endpoint } from '../contract/endpoint';
import { exportEndpoint } from '../contract/export-endpoint';
import { statusCountsEndpoint } from '../contract/status-counts-endpoint';
import { listQuerystringSchema } from '../contract/list-querystring';
import { adminMay } from '../contract/route-access';
import { listResponseSchema } from '../list-query';
import { idParamsSchema } from '../organisation/fields';
import { adminDetailSchema, adminRoleSchema, adminSchema, createAdminInputSchema, updateAdminInputSchema } from './admin';

const tags = ['admin users'];

const list = endpoint({
  method: 'GET', path: '/api/admin/users', access: adminMay('users', 'read'), tags, summary: 'Admins. Fields: firstName, lastName, email, role.displayName, status, createdAt',
  list: true, query: listQuerystringSchema, status: 200, response: listResponseSchema(adminSchema),
});

export const adminEndpoints = {
  list,
  export: exportEndpoint(list, 'Admins'),
  statusCounts: statusCountsEndpoint(list, 'Admins'),
  assignableRoles: endpoint({
    method: 'GET', path: '/api/admin/users/assignable-roles', access: adminMay('users', 'read'), tags,
    summary: "The roles the caller may give an admin: those within the caller's own role's permissions (a super admin: every role)",
    status: 200, response: z.array(adminRoleSchema),
  }),
  create: endpoint({
    method: 'POST', path: '/api/admin/users', access: adminMay('users', 'create'), tags, summary: 'Create an admin (Pending; an activation code is mailed)',
    body: createAdminInputSchema, status: 201, response: adminDetailSchema,
  }),
  get: endpoint({
    method: 'GET', path: '/api/admin/users/:id', access: adminMay('users', 'read'), tags, summary: 'One admin (with the invitation while Pending)',
    params: idParamsSchema, status: 200, response: adminDetailSchema,
  }),
  update: endpoint({
    method: 'PATCH', path: '/api/admin/users/:id', access: adminMay('users', 'update'), tags, summary: 'Edit an admin; status Inactive ends their sessions at once',
    params: idParamsSchema, body: updateAdminInputSchema, status: 200, response: adminDetailSchema,
  }),
  resendActivation: endpoint({
    method: 'POST', path: '/api/admin/users/:id/resend-activation', access: adminMay('users', 'create'), tags, summary: 'Mail a new activation code to an admin who has not activated',
    params: idParamsSchema, status: 202, response: acknowledgementSchema,
  }),
  activate: adminAccountEndpoints.activate,
};
