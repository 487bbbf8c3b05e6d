// Routes from a feature's endpoint table (libs/domain, `*.endpoints.ts`): the access rule becomes route config, the
// schemas become the route schema, and every route gets the platform's one refusal map. A handler returns the
// answer's body; the status is the declared one (204 sends nothing).
import multipart from '@fastify/multipart';
import {
  errorEnvelopeSchema,
  MEDIA_UPLOAD_MAX_BYTES,
  type Endpoint,
  type EndpointAnswerInput,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointTable,
} from '@crewbase/domain';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { z } from 'zod';
import { authRateLimit } from './rate-limit';

/** The request a handler sees: params, query and body already parsed by the declared schemas. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: EndpointParams<E>;
  Querystring: EndpointQuery<E>;
  Body: EndpointBody<E>;
}>;

/** A file answer is sent by the handler itself (headers, stream); every other handler returns the body. */
type HandlerResult<E extends Endpoint> = E extends { file: true } ? FastifyReply : EndpointAnswerInput<E>;

/**
 * Returns the answer's body, checked by the declared response schema. A 204 handler returns nothing that is sent:
 * whatever it resolves to is awaited and dropped.
 */
export type EndpointHandler<E extends Endpoint> = E extends { status: 204 }
  ? (request: EndpointRequest<E>, reply: FastifyReply) => void
  : (request: EndpointRequest<E>, reply: FastifyReply) => HandlerResult<E> | Promise<HandlerResult<E>>;

/** One handler per endpoint name of the table. */
export type EndpointHandlers<T extends EndpointTable> = { [K in keyof T]: EndpointHandler<T[K]> };

/**
 * What any route may answer besides success, as the error envelope: invalid input, not signed in, not allowed,
 * unknown record, a state that forbids the change. Uploads add 413, sign-in class endpoints 429.
 */
export function refusalsOf(declaration: Endpoint): Record<number, typeof errorEnvelopeSchema> {
  const statuses = [400, 401, 403, 404, 409, ...(declaration.consumes?.includes('multipart/form-data') ? [413] : []), ...(declaration.rateLimited ? [429] : []), ...(declaration.refuses ?? [])];
  return Object.fromEntries(statuses.map((status) => [status, errorEnvelopeSchema]));
}

const noContent = z.null().describe('No content');

function register(app: FastifyInstance, declaration: Endpoint, handler: EndpointHandler<Endpoint>): void {
  const { method, path, access, summary, tags, params, query, body, headers, status, response, consumes, rateLimited } = declaration;
  const handle: RouteHandlerMethod = async (request, reply) => {
    const answer: unknown = await (handler as (request: FastifyRequest, reply: FastifyReply) => unknown)(request, reply);
    if (answer === reply) return reply;
    return status === 204 ? reply.code(204).send() : reply.code(status).send(answer);
  };
  app.route({
    method,
    url: path,
    config: { ...access, ...(rateLimited ? { rateLimit: authRateLimit(app.config.authRateLimitMax) } : {}) },
    schema: {
      tags: [...tags],
      summary,
      ...(consumes ? { consumes: [...consumes] } : {}),
      ...(params ? { params } : {}),
      ...(query ? { querystring: query } : {}),
      ...(body ? { body } : {}),
      ...(headers ? { headers } : {}),
      response: { [status]: response ?? noContent, ...refusalsOf(declaration) },
    },
    handler: handle,
  });
}

const takesFile = (declaration: Endpoint) => declaration.consumes?.includes('multipart/form-data') ?? false;

/**
 * A Fastify plugin serving every endpoint of the table with its handler. Endpoints that take a file are served in a
 * context of their own with the multipart parser: its hooks (two per request, for temporary files we never keep)
 * run on uploads only, and a multipart body sent anywhere else is a 415.
 */
export function endpointRoutes<T extends EndpointTable>(table: T, handlers: EndpointHandlers<T>): FastifyPluginAsync {
  return async (app) => {
    const names = Object.keys(table);
    for (const name of names.filter((n) => !takesFile(table[n]))) register(app, table[name], handlers[name] as EndpointHandler<Endpoint>);
    const uploads = names.filter((n) => takesFile(table[n]));
    if (uploads.length === 0) return;
    await app.register(async (uploadContext) => {
      await uploadContext.register(multipart, { limits: { fileSize: MEDIA_UPLOAD_MAX_BYTES, files: 1, fields: 5 } });
      for (const name of uploads) register(uploadContext, table[name], handlers[name] as EndpointHandler<Endpoint>);
    });
  };
}
