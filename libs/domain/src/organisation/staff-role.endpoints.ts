// /api/admin/staff-role: settings > staff roles (create, view, edit, list, delete).
import { adminMay } from '../contract/route-access';
import { endpoint } from '../contract/endpoint';
import { exportEndpoint } from '../contract/export-endpoint';
import { listQuerystringSchema } from '../contract/list-querystring';
import { listResponseSchema } from '../list-query';
import { idParamsSchema } from './fields';
import { createStaffRoleInputSchema, staffRoleSchema, updateStaffRoleInputSchema } from './staff-role';

const tags = ['admin settings'];

const list = endpoint({
  method: 'GET', path: '/api/admin/staff-role', access: adminMay('staff-role', 'read'), tags, summary: 'Staff roles. Fields: name, createdAt',
  list: true, query: listQuerystringSchema, status: 200, response: listResponseSchema(staffRoleSchema),
});

export const staffRoleEndpoints = {
  list,
  export: exportEndpoint(list, 'Staff roles'),
  get: endpoint({
    method: 'GET', path: '/api/admin/staff-role/:id', access: adminMay('staff-role', 'read'), tags, summary: 'One staff role',
    params: idParamsSchema, status: 200, response: staffRoleSchema,
  }),
  create: endpoint({
    method: 'POST', path: '/api/admin/staff-role', access: adminMay('staff-role', 'create'), tags, summary: 'Create a staff role',
    body: createStaffRoleInputSchema, status: 201, response: staffRoleSchema,
  }),
  update: endpoint({
    method: 'PATCH', path: '/api/admin/staff-role/:id', access: adminMay('staff-role', 'update'), tags, summary: 'Edit a staff role',
    params: idParamsSchema, body: updateStaffRoleInputSchema, status: 200, response: staffRoleSchema,
  }),
  remove: endpoint({
    method: 'DELETE', path: '/api/admin/staff-role/:id', access: adminMay('staff-role', 'delete'), tags, summary: 'Delete an unused staff role',
    params: idParamsSchema, status: 204,
  }),
};
