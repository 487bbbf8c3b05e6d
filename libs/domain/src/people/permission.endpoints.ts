// /api/admin/permissions: settings > permissions (create, view, list) and the grouped catalogue for the role editor.
import { z } from 'zod';
import { endpoint } from '../contract/endpoint';
import { exportEndpoint } from '../contract/export-endpoint';
import { listQuerystringSchema } from '../contract/list-querystring';
import { adminMay } from '../contract/route-access';
import { listResponseSchema } from '../list-query';
import { idParamsSchema } from '../organisation/fields';
import { createPermissionInputSchema, permissionGroupSchema, permissionListItemSchema } from './access';

const tags = ['admin settings'];

const list = endpoint({
  method: 'GET', path: '/api/admin/permissions', access: adminMay('permissions', 'read'), tags, summary: 'Permissions. Fields: name, tableName, createdAt',
  list: true, query: listQuerystringSchema, status: 200, response: listResponseSchema(permissionListItemSchema),
});

export const permissionEndpoints = {
  list,
  export: exportEndpoint(list, 'Permissions'),
  grouped: endpoint({
    method: 'GET', path: '/api/admin/permissions/grouped', access: adminMay('permissions', 'read'), tags, summary: 'Every permission, grouped by tableName',
    status: 200, response: z.array(permissionGroupSchema),
  }),
  create: endpoint({
    method: 'POST', path: '/api/admin/permissions', access: adminMay('permissions', 'create'), tags, summary: 'Add a permission to the catalogue',
    body: createPermissionInputSchema, status: 201, response: permissionListItemSchema,
  }),
  get: endpoint({
    method: 'GET', path: '/api/admin/permissions/:id', access: adminMay('permissions', 'read'), tags, summary: 'One permission',
    params: idParamsSchema, status: 200, response: permissionListItemSchema,
  }),
};
