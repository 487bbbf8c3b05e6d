// /api/admin/roles: settings > roles (create, edit with permissions grouped by tableName, list, view, delete).
import { endpoint } from '../contract/endpoint';
import { exportEndpoint } from '../contract/export-endpoint';
import { listQuerystringSchema } from '../contract/list-querystring';
import { adminMay } from '../contract/route-access';
import { listResponseSchema } from '../list-query';
import { idParamsSchema } from '../organisation/fields';
import { createRoleInputSchema, roleDetailSchema, roleListItemSchema, updateRoleInputSchema } from './access';

const tags = ['admin settings'];

const list = endpoint({
  method: 'GET', path: '/api/admin/roles', access: adminMay('roles', 'read'), tags, summary: 'Admin roles. Fields: name, displayName, createdAt',
  list: true, query: listQuerystringSchema, status: 200, response: listResponseSchema(roleListItemSchema),
});

export const roleEndpoints = {
  list,
  export: exportEndpoint(list, 'Admin roles'),
  get: endpoint({
    method: 'GET', path: '/api/admin/roles/:id', access: adminMay('roles', 'read'), tags, summary: 'One role with the permissions it grants',
    params: idParamsSchema, status: 200, response: roleDetailSchema,
  }),
  create: endpoint({
    method: 'POST', path: '/api/admin/roles', access: adminMay('roles', 'create'), tags, summary: 'Create a role with its permissions',
    body: createRoleInputSchema, status: 201, response: roleDetailSchema,
  }),
  update: endpoint({
    method: 'PATCH', path: '/api/admin/roles/:id', access: adminMay('roles', 'update'), tags,
    summary: "Edit a role; permissionIds replaces its permissions (applies on the holders' next request)",
    params: idParamsSchema, body: updateRoleInputSchema, status: 200, response: roleDetailSchema,
  }),
  remove: endpoint({
    method: 'DELETE', path: '/api/admin/roles/:id', access: adminMay('roles', 'delete'), tags, summary: 'Delete a role nobody holds',
    params: idParamsSchema, status: 204,
  }),
};
