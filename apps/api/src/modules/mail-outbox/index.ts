// GET /api/admin/mail-outbox (mail-outbox:read): mail kept when no SMTP server is configured.
import { errorEnvelopeSchema, listResponseSchema, mailOutboxItemSchema } from '@crewbase/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceContext } from '../../platform/context';
import { rawQueryString } from '../../platform/list-query';
import { listQuerystringSchema } from '../../platform/list-querystring';
import { listMailOutbox } from './mail-outbox.service';

export const mailOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/mail-outbox',
    {
      config: { area: 'admin', permission: { resource: 'mail-outbox', action: 'read' } },
      schema: {
        tags: ['admin mail outbox'],
        summary: 'Mail kept in the outbox. Fields: to, subject, createdAt',
        querystring: listQuerystringSchema,
        response: { 200: listResponseSchema(mailOutboxItemSchema), 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema },
      },
    },
    (request) => listMailOutbox(serviceContext(request), rawQueryString(request.url)),
  );
};
