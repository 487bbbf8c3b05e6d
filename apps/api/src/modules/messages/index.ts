// /api/admin/messages (list, draft, send, view, edit, publish, delete) and /api/staff/messages (my messages).
import {
  deletedSchema,
  errorEnvelopeSchema,
  idParamsSchema,
  latestUnreadSchema,
  listResponseSchema,
  markMessageReadResultSchema,
  messageDetailSchema,
  messageListItemSchema,
  publishMessageInputSchema,
  saveMessageDraftInputSchema,
  sendMessageInputSchema,
  staffMessageListItemSchema,
  staffMessageSchema,
  updateMessageInputSchema,
} from '@crewbase/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceContext } from '../../platform/context';
import { rawQueryString } from '../../platform/list-query';
import { listQuerystringSchema } from '../../platform/list-querystring';
import * as service from './messages.service';

const refused = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 404: errorEnvelopeSchema, 409: errorEnvelopeSchema };
const adminTags = ['admin messages'];
const staffTags = ['staff messages'];
const permission = (action: 'read' | 'create' | 'update' | 'delete') => ({ area: 'admin' as const, permission: { resource: 'messages' as const, action } });
const staffArea = { area: 'staff' as const };

export const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/messages',
    {
      config: permission('read'),
      schema: {
        tags: adminTags,
        summary: 'Messages. Fields: title, status (as shown), recipientType, audience, publishAt, createdAt',
        querystring: listQuerystringSchema,
        response: { 200: listResponseSchema(messageListItemSchema), ...refused },
      },
    },
    (request) => service.listMessages(serviceContext(request), rawQueryString(request.url)),
  );
  app.post(
    '/api/admin/messages/draft',
    { config: permission('create'), schema: { tags: adminTags, summary: 'Save a new message as a draft', body: saveMessageDraftInputSchema, response: { 201: messageDetailSchema, ...refused } } },
    async (request, reply) => reply.code(201).send(await service.saveDraft(serviceContext(request), request.body)),
  );
  app.post(
    '/api/admin/messages/send',
    {
      config: permission('create'),
      schema: { tags: adminTags, summary: 'Publish a new message now, or schedule it (publishAt in the future)', body: sendMessageInputSchema, response: { 201: messageDetailSchema, ...refused } },
    },
    async (request, reply) => reply.code(201).send(await service.sendMessage(serviceContext(request), request.body)),
  );
  app.patch(
    '/api/admin/messages/publish/:id',
    {
      config: permission('update'),
      schema: {
        tags: adminTags,
        summary: 'Publish a draft (or a scheduled message before its time) now, or schedule it; 409 once live',
        params: idParamsSchema,
        body: publishMessageInputSchema.optional(),
        response: { 200: messageDetailSchema, ...refused },
      },
    },
    (request) => service.publishMessage(serviceContext(request), request.params.id, request.body ?? {}),
  );
  app.get(
    '/api/admin/messages/:id',
    { config: permission('read'), schema: { tags: adminTags, summary: 'One message', params: idParamsSchema, response: { 200: messageDetailSchema, ...refused } } },
    (request) => service.getMessage(serviceContext(request), request.params.id),
  );
  app.patch(
    '/api/admin/messages/:id',
    {
      config: permission('update'),
      schema: {
        tags: adminTags,
        summary: 'Edit a draft, or a scheduled message before its time (409 otherwise)',
        params: idParamsSchema,
        body: updateMessageInputSchema,
        response: { 200: messageDetailSchema, ...refused },
      },
    },
    (request) => service.updateMessage(serviceContext(request), request.params.id, request.body),
  );
  app.delete(
    '/api/admin/messages/:id',
    { config: permission('delete'), schema: { tags: adminTags, summary: 'Delete a message (kept in the audit log)', params: idParamsSchema, response: { 200: deletedSchema, ...refused } } },
    async (request) => {
      await service.deleteMessage(serviceContext(request), request.params.id);
      return { id: request.params.id, deleted: true as const };
    },
  );

  app.get(
    '/api/staff/messages',
    {
      config: staffArea,
      schema: {
        tags: staffTags,
        summary: 'My messages, newest first. Fields: title, publishedAt, read (true/false)',
        querystring: listQuerystringSchema,
        response: { 200: listResponseSchema(staffMessageListItemSchema), ...refused },
      },
    },
    (request) => service.listMyMessages(serviceContext(request), rawQueryString(request.url)),
  );
  app.get(
    '/api/staff/messages/latest-unread',
    { config: staffArea, schema: { tags: staffTags, summary: 'Whether I have an unread message', response: { 200: latestUnreadSchema, ...refused } } },
    (request) => service.latestUnread(serviceContext(request)),
  );
  app.get(
    '/api/staff/messages/:id',
    { config: staffArea, schema: { tags: staffTags, summary: 'One of my messages', params: idParamsSchema, response: { 200: staffMessageSchema, ...refused } } },
    (request) => service.getMyMessage(serviceContext(request), request.params.id),
  );
  app.patch(
    '/api/staff/messages/mark-as-read/:id',
    { config: staffArea, schema: { tags: staffTags, summary: 'Mark one of my messages read', params: idParamsSchema, response: { 200: markMessageReadResultSchema, ...refused } } },
    (request) => service.markAsRead(serviceContext(request), request.params.id),
  );
};
