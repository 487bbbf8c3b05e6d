// Calls one endpoint declared in libs/domain: the path comes from the declaration, the body is checked with its
// body schema before it leaves, and the answer is parsed with its response schema. Public endpoints go without a
// bearer, so their 401 (wrong password, expired code) is just an error. A file answer comes back as a Blob (the
// bearer is needed, so a plain link would not do).
import {
  endpointPath,
  type Endpoint,
  type EndpointAnswer,
  type EndpointBodyInput,
  type EndpointParamsInput,
  type EndpointQueryInput,
} from '@crewbase/domain';
import { send } from './call-api';
import { parseAnswer } from './parse-answer';
import { parseInput } from './parse-input';

interface CallOptions {
  /** A list's query in the spec's language (see toSearchParams), or any prepared query string. */
  searchParams?: URLSearchParams;
  headers?: Record<string, string>;
  /** Send the bearer, but report a 401 instead of refreshing (sign-out must never reload the page). */
  passUnauthorized?: boolean;
}

type Needed<K extends string, V> = undefined extends V ? { [P in K]?: V } : { [P in K]: V };

/** What one call passes: `params` and `body` are required exactly when the endpoint declares them. */
export type EndpointCall<E extends Endpoint> = CallOptions &
  (E extends { params: object } ? Needed<'params', EndpointParamsInput<E>> : { params?: undefined }) &
  (E extends { body: object } ? Needed<'body', EndpointBodyInput<E>> : { body?: undefined }) &
  (E extends { query: object; list?: false } ? { query?: EndpointQueryInput<E> } : { query?: undefined });

type CallArguments<E extends Endpoint> = object extends EndpointCall<E> ? [call?: EndpointCall<E>] : [call: EndpointCall<E>];

export async function callEndpoint<E extends Endpoint>(endpoint: E, ...[call]: CallArguments<E>): Promise<EndpointAnswer<E>> {
  const { params, body, query, searchParams, headers, passUnauthorized } = (call ?? {}) as EndpointCall<Endpoint> & { query?: object };
  const response = await send(endpointPath(endpoint, params), {
    method: endpoint.method.toLowerCase() as Lowercase<Endpoint['method']>,
    json: endpoint.body ? parseInput(endpoint.body, body) : undefined,
    searchParams: searchParams ?? (query ? toQueryString(query) : undefined),
    headers,
    anonymous: endpoint.access.public === true,
    passUnauthorized,
  });
  if (!endpoint.response) {
    await response.body?.cancel();
    return undefined as EndpointAnswer<E>;
  }
  if (endpoint.file) return (await response.blob()) as EndpointAnswer<E>;
  return parseAnswer(endpoint.response, response) as Promise<EndpointAnswer<E>>;
}

/**
 * A typed query as a query string: arrays repeat their key, absent and empty values are left out (the API checks it
 * with the declared query schema and names any problem).
 */
function toQueryString(query: object): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const one of Array.isArray(value) ? value : [value]) if (one !== undefined && one !== null && one !== '') params.append(key, String(one));
  }
  return params;
}
