// Routes of the mail outbox (declared in libs/domain, mailOutboxEndpoints), and the end-to-end tests' mailbox when
// TEST_MAILBOX is on.
import { mailOutboxEndpoints } from '@crewbase/domain';
import type { FastifyPluginAsync } from 'fastify';
import { serviceContext } from '../../platform/context';
import { endpointRoutes } from '../../platform/endpoints';
import { replyWithExport } from '../../platform/export';
import { rawQueryString } from '../../platform/list-query';
import { exportMailOutbox, listMailOutbox } from './mail-outbox.service';
import { testMailboxRoutes } from './test-mailbox.routes';

const outboxRoutes = endpointRoutes(mailOutboxEndpoints, {
  list: (request) => listMailOutbox(serviceContext(request), rawQueryString(request.url)),
  export: async (request, reply) => replyWithExport(reply, await exportMailOutbox(serviceContext(request), rawQueryString(request.url))),
});

export const mailOutboxRoutes: FastifyPluginAsync = async (app) => {
  await app.register(outboxRoutes);
  await app.register(testMailboxRoutes);
};
