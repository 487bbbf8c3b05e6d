// /api/admin/department: settings > departments (create, view, edit, list, delete).
import { adminMay } from '../contract/route-access';
import { endpoint } from '../contract/endpoint';
import { exportEndpoint } from '../contract/export-endpoint';
import { listQuerystringSchema } from '../contract/list-querystring';
import { listResponseSchema } from '../list-query';
import { createDepartmentInputSchema, departmentSchema, updateDepartmentInputSchema } from './department';
import { idParamsSchema } from './fields';

const tags = ['admin settings'];

const list = endpoint({
  method: 'GET', path: '/api/admin/department', access: adminMay('department', 'read'), tags, summary: 'Departments. Fields: name, createdAt',
  list: true, query: listQuerystringSchema, status: 200, response: listResponseSchema(departmentSchema),
});

export const departmentEndpoints = {
  list,
  export: exportEndpoint(list, 'Departments'),
  get: endpoint({
    method: 'GET', path: '/api/admin/department/:id', access: adminMay('department', 'read'), tags, summary: 'One department',
    params: idParamsSchema, status: 200, response: departmentSchema,
  }),
  create: endpoint({
    method: 'POST', path: '/api/admin/department', access: adminMay('department', 'create'), tags, summary: 'Create a department',
    body: createDepartmentInputSchema, status: 201, response: departmentSchema,
  }),
  update: endpoint({
    method: 'PATCH', path: '/api/admin/department/:id', access: adminMay('department', 'update'), tags, summary: 'Edit a department',
    params: idParamsSchema, body: updateDepartmentInputSchema, status: 200, response: departmentSchema,
  }),
  remove: endpoint({
    method: 'DELETE', path: '/api/admin/department/:id', access: adminMay('department', 'delete'), tags, summary: 'Delete an unused department',
    params: idParamsSchema, status: 204,
  }),
};
