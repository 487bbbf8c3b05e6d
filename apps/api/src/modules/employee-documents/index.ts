// Routes of employee documents (admin, and the staff member's own); the endpoints are declared in libs/domain
// (employeeDocumentEndpoints).
import { employeeDocumentEndpoints } from '@crewbase/domain';
import type { FastifyReply } from 'fastify';
import { serviceContext } from '../../platform/context';
import { endpointRoutes } from '../../platform/endpoints';
import { replyWithExport } from '../../platform/export';
import { rawQueryString } from '../../platform/list-query';
import { attachmentDisposition } from '../system/media-types';
import * as service from './employee-documents.service';

const sendFile = (reply: FastifyReply, file: service.DocumentFile) =>
  reply
    .header('content-type', file.mimeType)
    .header('content-length', String(file.size))
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', attachmentDisposition(file.name))
    .header('cache-control', 'private, no-store')
    .send(file.stream);

export const employeeDocumentRoutes = endpointRoutes(employeeDocumentEndpoints, {
  list: (request) => service.listStaffDocuments(serviceContext(request), request.params.id, rawQueryString(request.url)),
  export: async (request, reply) => replyWithExport(reply, await service.exportStaffDocuments(serviceContext(request), request.params.id, rawQueryString(request.url))),
  attach: (request) => service.attachDocument(serviceContext(request), request.params.id, request.body),
  download: async (request, reply) => sendFile(reply, await service.downloadStaffDocument(serviceContext(request), request.params.id, request.params.documentId)),
  remove: (request) => service.deleteDocument(serviceContext(request), request.params.id, request.params.documentId),
  mine: (request) => service.listMyDocuments(serviceContext(request), rawQueryString(request.url)),
  downloadMine: async (request, reply) => sendFile(reply, await service.downloadMyDocument(serviceContext(request), request.params.documentId)),
});
