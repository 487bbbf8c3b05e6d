// /api/admin/job-title: settings > jobs (create, view, edit, list, delete).
import {
  createJobTitleInputSchema,
  deletedSchema,
  jobTitleSchema,
  errorEnvelopeSchema,
  idParamsSchema,
  listResponseSchema,
  updateJobTitleInputSchema,
} from '@crewbase/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceContext } from '../../platform/context';
import { rawQueryString } from '../../platform/list-query';
import { listQuerystringSchema } from '../../platform/list-querystring';
import * as service from './job-title.service';

const refused = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema };
const tags = ['admin settings'];
const permission = (action: 'read' | 'create' | 'update' | 'delete') => ({ area: 'admin' as const, permission: { resource: 'job-title' as const, action } });

export const jobTitleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/job-title',
    { config: permission('read'), schema: { tags, summary: 'Job titles. Fields: name, createdAt, department.name', querystring: listQuerystringSchema, response: { 200: listResponseSchema(jobTitleSchema), ...refused } } },
    (request) => service.listJobTitles(serviceContext(request), rawQueryString(request.url)),
  );
  app.post(
    '/api/admin/job-title',
    { config: permission('create'), schema: { tags, summary: 'Create a job title', body: createJobTitleInputSchema, response: { 201: jobTitleSchema, ...refused } } },
    async (request, reply) => reply.code(201).send(await service.createJobTitle(serviceContext(request), request.body)),
  );
  app.get(
    '/api/admin/job-title/:id',
    { config: permission('read'), schema: { tags, summary: 'One job title', params: idParamsSchema, response: { 200: jobTitleSchema, ...refused } } },
    (request) => service.getJobTitle(serviceContext(request), request.params.id),
  );
  app.patch(
    '/api/admin/job-title/:id',
    { config: permission('update'), schema: { tags, summary: 'Edit a job title', params: idParamsSchema, body: updateJobTitleInputSchema, response: { 200: jobTitleSchema, ...refused } } },
    (request) => service.updateJobTitle(serviceContext(request), request.params.id, request.body),
  );
  app.delete(
    '/api/admin/job-title/:id',
    { config: permission('delete'), schema: { tags, summary: 'Delete a job title nobody holds', params: idParamsSchema, response: { 200: deletedSchema, ...refused } } },
    (request) => service.deleteJobTitle(serviceContext(request), request.params.id),
  );
};
