// Employee documents: /api/admin/employee-documents/{staffId} (list, attach, download, delete) and the staff
// member's own, /api/staff/employee-documents.
import {
  attachEmployeeDocumentInputSchema,
  deletedSchema,
  employeeDocumentParamsSchema,
  employeeDocumentSchema,
  errorEnvelopeSchema,
  idParamsSchema,
  listResponseSchema,
  type PermissionAction,
} from '@crewbase/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serviceContext } from '../../platform/context';
import { rawQueryString } from '../../platform/list-query';
import { listQuerystringSchema } from '../../platform/list-querystring';
import * as service from './employee-documents.service';

const refused = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema };
const permission = (action: PermissionAction) => ({ area: 'admin' as const, permission: { resource: 'employee-documents' as const, action } });
const adminTags = ['admin staff'];
const staffTags = ['staff documents'];
const fileResponse = z.any().describe('The file, as an attachment');

const sendFile = (reply: FastifyReply, file: service.DocumentFile) =>
  reply
    .header('content-type', file.mimeType)
    .header('content-length', String(file.size))
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`)
    .header('cache-control', 'private, no-store')
    .send(file.stream);

export const employeeDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/employee-documents/:id',
    {
      config: permission('read'),
      schema: { tags: adminTags, summary: "A staff member's documents. Fields: name, createdAt", params: idParamsSchema, querystring: listQuerystringSchema, response: { 200: listResponseSchema(employeeDocumentSchema), ...refused } },
    },
    (request) => service.listStaffDocuments(serviceContext(request), request.params.id, rawQueryString(request.url)),
  );
  app.post(
    '/api/admin/employee-documents/:id',
    {
      config: permission('create'),
      schema: { tags: adminTags, summary: 'Attach a file uploaded through system/media-upload', params: idParamsSchema, body: attachEmployeeDocumentInputSchema, response: { 201: employeeDocumentSchema, ...refused } },
    },
    async (request, reply) => reply.code(201).send(await service.attachDocument(serviceContext(request), request.params.id, request.body)),
  );
  app.get(
    '/api/admin/employee-documents/:id/:documentId/download',
    { config: permission('read'), schema: { tags: adminTags, summary: 'Download a document', params: employeeDocumentParamsSchema, response: { 200: fileResponse, ...refused } } },
    async (request, reply) => sendFile(reply, await service.downloadStaffDocument(serviceContext(request), request.params.id, request.params.documentId)),
  );
  app.delete(
    '/api/admin/employee-documents/:id/:documentId',
    { config: permission('delete'), schema: { tags: adminTags, summary: 'Delete a document and its file', params: employeeDocumentParamsSchema, response: { 200: deletedSchema, ...refused } } },
    (request) => service.deleteDocument(serviceContext(request), request.params.id, request.params.documentId),
  );

  app.get(
    '/api/staff/employee-documents',
    { config: { area: 'staff' }, schema: { tags: staffTags, summary: 'My documents. Fields: name, createdAt', querystring: listQuerystringSchema, response: { 200: listResponseSchema(employeeDocumentSchema), ...refused } } },
    (request) => service.listMyDocuments(serviceContext(request), rawQueryString(request.url)),
  );
  app.get(
    '/api/staff/employee-documents/:documentId/download',
    {
      config: { area: 'staff' },
      schema: { tags: staffTags, summary: 'Download one of my documents', params: z.object({ documentId: z.string().uuid('Unknown document') }), response: { 200: fileResponse, ...refused } },
    },
    async (request, reply) => sendFile(reply, await service.downloadMyDocument(serviceContext(request), request.params.documentId)),
  );
};
