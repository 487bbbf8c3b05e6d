import type { KyInstance } from 'ky';
import { ApiError } from './api-error';
import { explainFailure } from './explain-failure';

export interface SendOptions {
  method?: 'get' | 'post' | 'patch' | 'put' | 'delete';
  json?: unknown;
  searchParams?: URLSearchParams;
  headers?: Record<string, string>;
  /** A public endpoint: no bearer, and a 401 is just an error (wrong password, expired code). */
  anonymous?: boolean;
  /** Send the bearer, but report a 401 instead of refreshing (sign-out must never reload the page). */
  passUnauthorized?: boolean;
}

/** Sends one request; any answer but 2xx, and any failure to get an answer, becomes an ApiError. */
export async function sendWith(http: KyInstance, path: string, options: SendOptions = {}): Promise<Response> {
  const { method = 'get', json, searchParams, headers, anonymous = false, passUnauthorized = false } = options;
  let response: Response;
  try {
    response = await http(path, { method, json, searchParams, headers, context: { anonymous, passUnauthorized } });
  } catch (error) {
    throw await explainFailure(error);
  }
  if (!response.ok) throw await ApiError.fromResponse(response);
  return response;
}
