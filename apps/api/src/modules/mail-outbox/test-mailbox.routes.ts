// GET /api/test/mailbox?to=: the end-to-end tests' mailbox. It exists only when TEST_MAILBOX is on (never in
// production, see config.ts): the tests read a person's code the way that person would, from their own mail, while
// no admin screen or admin route ever shows one.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const deliveredMailSchema = z.object({ to: z.string(), subject: z.string(), text: z.string(), sentAt: z.string() });

export const testMailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { delivered } = app.mailer;
  if (!delivered) return;
  app.get(
    '/api/test/mailbox',
    {
      config: { public: true },
      schema: {
        tags: ['test mailbox'],
        summary: 'Mail sent to an address, newest first, with its codes (TEST_MAILBOX only; never in production)',
        querystring: z.object({ to: z.string().trim().toLowerCase().min(3) }),
        response: { 200: z.object({ data: z.array(deliveredMailSchema) }) },
      },
    },
    async (request) => {
      // Code mail goes out after the answer: wait for it, so a test reads what its last request sent.
      await app.mailer.idle();
      return { data: delivered.filter((m) => m.to.toLowerCase() === request.query.to).reverse() };
    },
  );
};
