// Unit tests answer the API at the network edge: `fetch` is replaced and each "METHOD /path" gets a handler.
import { vi } from 'vitest';

export const TEST_API_URL = 'http://api.test/api';

export type ApiHandler = (request: Request) => Response | Promise<Response>;

export const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const apiError = (statusCode: number, message: string, details?: { path: string; message: string }[]) =>
  json({ statusCode, error: statusCode === 400 ? 'Bad Request' : 'Error', message, ...(details ? { details } : {}) }, statusCode);

/**
 * Replaces fetch; `routes` maps "GET /admin/auth/profile" (path after /api) to a handler.
 * Unmatched calls fail the test loudly with a 599 so a forgotten endpoint is obvious.
 */
export function mockApi(routes: Record<string, ApiHandler>) {
  const calls: Request[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    calls.push(request.clone());
    const { pathname } = new URL(request.url);
    const key = `${request.method} ${pathname.replace(/^\/api/, '')}`;
    const handler = routes[key];
    if (!handler) return json({ statusCode: 599, error: 'Unmocked', message: `No test handler for ${key}` }, 599);
    return handler(request);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls, callsTo: (key: string) => calls.filter((r) => `${r.method} ${new URL(r.url).pathname.replace(/^\/api/, '')}` === key) };
}
