// /api/admin/job-title: settings > jobs (create, view, edit, list, delete).
import { adminMay } from '../contract/route-access';
import { endpoint } from '../contract/endpoint';
import { exportEndpoint } from '../contract/export-endpoint';
import { listQuerystringSchema } from '../contract/list-querystring';
import { listResponseSchema } from '../list-query';
import { idParamsSchema } from './fields';
import { createJobTitleInputSchema, jobTitleSchema, updateJobTitleInputSchema } from './job-title';

const tags = ['admin settings'];

const list = endpoint({
  method: 'GET', path: '/api/admin/job-title', access: adminMay('job-title', 'read'), tags, summary: 'Job titles. Fields: name, createdAt, department.name',
  list: true, query: listQuerystringSchema, status: 200, response: listResponseSchema(jobTitleSchema),
});

export const jobTitleEndpoints = {
  list,
  export: exportEndpoint(list, 'Job titles'),
  get: endpoint({
    method: 'GET', path: '/api/admin/job-title/:id', access: adminMay('job-title', 'read'), tags, summary: 'One job title',
    params: idParamsSchema, status: 200, response: jobTitleSchema,
  }),
  create: endpoint({
    method: 'POST', path: '/api/admin/job-title', access: adminMay('job-title', 'create'), tags, summary: 'Create a job title',
    body: createJobTitleInputSchema, status: 201, response: jobTitleSchema,
  }),
  update: endpoint({
    method: 'PATCH', path: '/api/admin/job-title/:id', access: adminMay('job-title', 'update'), tags, summary: 'Edit a job title',
    params: idParamsSchema, body: updateJobTitleInputSchema, status: 200, response: jobTitleSchema,
  }),
  remove: endpoint({
    method: 'DELETE', path: '/api/admin/job-title/:id', access: adminMay('job-title', 'delete'), tags, summary: 'Delete a job title nobody holds',
    params: idParamsSchema, status: 204,
  }),
};
