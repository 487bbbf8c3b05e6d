// Routes of messages (admin) and my messages (staff); the endpoints are declared in libs/domain
// (adminMessageEndpoints, staffMessageEndpoints).
import { adminMessageEndpoints, staffMessageEndpoints } from '@crewbase/domain';
import type { FastifyPluginAsync } from 'fastify';
import { serviceContext } from '../../platform/context';
import { endpointRoutes } from '../../platform/endpoints';
import { exportResource, replyWithExport } from '../../platform/export';
import { rawQueryString } from '../../platform/list-query';
import { countResourceByStatus } from '../../platform/resource';
import { messageResource } from './messages.repository';
import * as service from './messages.service';

const adminRoutes = endpointRoutes(adminMessageEndpoints, {
  list: (request) => service.listMessages(serviceContext(request), rawQueryString(request.url)),
  export: async (request, reply) => replyWithExport(reply, await exportResource(serviceContext(request), messageResource, rawQueryString(request.url), undefined)),
  statusCounts: (request) => countResourceByStatus(serviceContext(request), messageResource, rawQueryString(request.url), undefined),
  saveDraft: (request) => service.saveDraft(serviceContext(request), request.body),
  send: (request) => service.sendMessage(serviceContext(request), request.body),
  publish: (request) => service.publishMessage(serviceContext(request), request.params.id, request.body ?? {}),
  get: (request) => service.getMessage(serviceContext(request), request.params.id),
  update: (request) => service.updateMessage(serviceContext(request), request.params.id, request.body),
  remove: (request) => service.deleteMessage(serviceContext(request), request.params.id),
});

const staffRoutes = endpointRoutes(staffMessageEndpoints, {
  list: (request) => service.listMyMessages(serviceContext(request), rawQueryString(request.url)),
  latestUnread: (request) => service.latestUnread(serviceContext(request)),
  get: (request) => service.getMyMessage(serviceContext(request), request.params.id),
  markAsRead: (request) => service.markAsRead(serviceContext(request), request.params.id),
  markAllAsRead: (request) => service.markAllAsRead(serviceContext(request)),
});

export const messagesRoutes: FastifyPluginAsync = async (app) => {
  await app.register(adminRoutes);
  await app.register(staffRoutes);
};
