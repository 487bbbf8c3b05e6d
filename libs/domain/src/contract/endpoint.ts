// One endpoint declared once: the API registers its route from it and the api-client calls it from it, so a path,
// a verb, a status or a schema cannot differ between the two. @ts-rest/core was considered: it wants zod 3 and
// Fastify 4, and we run zod 4 and Fastify 5.
import type { z } from 'zod';
import type { RouteAccess } from './route-access';

/** Any zod schema: the full zod's or zod/mini's (the sign-in's schemas are zod/mini, see auth.ts). */
export type AnySchema = z.core.$ZodType;

/** One update verb: PATCH (no PUT). */
export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** Refusals some endpoints add to the platform's shared ones (400, 401, 403, 404, 409). */
export type ExtraRefusal = 413 | 415 | 503;

interface EndpointBase {
  method: HttpMethod;
  /** Fastify style, with the `/api` root: `/api/admin/department/:id`. */
  path: string;
  access: RouteAccess;
  /** OpenAPI summary: what it does, in a few words. */
  summary: string;
  tags: readonly string[];
  params?: AnySchema;
  query?: AnySchema;
  body?: AnySchema;
  /** Request headers the endpoint reads (the refresh token comes as the bearer). */
  headers?: AnySchema;
  /**
   * A list in the spec's query language (`filter=field||$op||value`, `sort`, `page`, `limit`). The API reads the raw
   * query string against the resource's whitelist; `query` is `listQuerystringSchema`, for the docs.
   */
  list?: boolean;
  /** Sign-in class endpoint: rate limited per address and email (429). */
  rateLimited?: boolean;
  /** A multipart body (uploads); the api-client sends these with postWithProgress. */
  consumes?: readonly string[];
  refuses?: readonly ExtraRefusal[];
}

/** An answer with a body checked by `response` (201 for creates, 202 for acknowledgements). */
interface EndpointWithAnswer extends EndpointBase {
  status: 200 | 201 | 202;
  response: AnySchema;
  /** The answer is a file stream, not JSON: the handler sends it itself. */
  file?: boolean;
}

/** An answer that carries nothing (deletes, sign-out). */
interface EndpointWithoutAnswer extends EndpointBase {
  status: 204;
  response?: undefined;
}

export type Endpoint = EndpointWithAnswer | EndpointWithoutAnswer;

/** Declares one endpoint; the declaration keeps its exact schema types, which both sides read. */
export const endpoint = <const E extends Endpoint>(declaration: E): E => declaration;

type Schema<E, K extends 'params' | 'query' | 'body'> = E extends { [P in K]: infer S extends AnySchema } ? S : undefined;

/** What the API receives once the schemas have parsed the request. */
export type EndpointParams<E extends Endpoint> = Schema<E, 'params'> extends AnySchema ? z.output<Schema<E, 'params'>> : unknown;
export type EndpointQuery<E extends Endpoint> = Schema<E, 'query'> extends AnySchema ? z.output<Schema<E, 'query'>> : unknown;
export type EndpointBody<E extends Endpoint> = Schema<E, 'body'> extends AnySchema ? z.output<Schema<E, 'body'>> : unknown;

/** What a caller passes, before the schemas normalise it. */
export type EndpointParamsInput<E extends Endpoint> = Schema<E, 'params'> extends AnySchema ? z.input<Schema<E, 'params'>> : undefined;
export type EndpointQueryInput<E extends Endpoint> = Schema<E, 'query'> extends AnySchema ? z.input<Schema<E, 'query'>> : undefined;
export type EndpointBodyInput<E extends Endpoint> = Schema<E, 'body'> extends AnySchema ? z.input<Schema<E, 'body'>> : undefined;

/** The answer as the client reads it (after the response schema); a file comes as its bytes. */
export type EndpointAnswer<E extends Endpoint> = E extends { file: true } ? Blob : E extends { response: infer S extends AnySchema } ? z.output<S> : void;
/** The answer as the API hands it to the response schema. */
export type EndpointAnswerInput<E extends Endpoint> = E extends { response: infer S extends AnySchema } ? z.input<S> : void;

/** A feature's endpoints by name: `departmentEndpoints = { list, get, create, update, remove }`. */
export type EndpointTable = Record<string, Endpoint>;
