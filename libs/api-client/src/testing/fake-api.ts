// Test doubles for the network and the browser: unit tests mock fetch, XMLHttpRequest and Web Locks, never the product.
import { adminProfileFixture, banksFixture, fakeAccessToken, staffMetricsFixture, staffProfileFixture } from '@crewbase/domain/testing';
export const API_URL = 'http://localhost:3000/api';

/** What the fake API answers per path (for requests it accepts). */
const answersByPath: Record<string, unknown> = {
  'admin/auth/profile': adminProfileFixture,
  'staff/auth/profile': staffProfileFixture,
  'admin/dashboard/staff/metrics': staffMetricsFixture,
  'public/banks': banksFixture,
  'admin/staff': { data: [], count: 0, total: 0, page: 1, pageCount: 0 },
};

export const jsonResponse = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
  });

export const errorResponse = (status: number, message: string, details?: { path: string; message: string }[]) =>
  jsonResponse(status, { statusCode: status, error: status === 401 ? 'Unauthorized' : 'Bad Request', message, ...(details ? { details } : {}) });

export const bearerOf = (request: Request) => request.headers.get('Authorization')?.replace(/^Bearer /, '') ?? null;
export const pathOf = (request: Request) => new URL(request.url).pathname.replace(/^\/api\//, '');

const sentBodies = new WeakMap<Request, string>();

/** The JSON body a request carried (ky releases request bodies once answered, so mockFetch keeps a copy). */
export const jsonBodyOf = (request: Request): unknown => {
  const text = sentBodies.get(request);
  return text ? JSON.parse(text) : undefined;
};

/** Replaces globalThis.fetch with a handler receiving the Request ky built. */
export function mockFetch(handler: (request: Request) => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    sentBodies.set(request, await request.clone().text());
    return handler(request);
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** A Web Locks stand-in shared by every "tab" of a test: one holder per name, in request order. */
export function installFakeLocks() {
  const tails = new Map<string, Promise<unknown>>();
  const requested: string[] = [];
  const locks = {
    request(name: string, optionsOrTask: unknown, maybeTask?: unknown) {
      const task = (typeof optionsOrTask === 'function' ? optionsOrTask : maybeTask) as (lock: unknown) => Promise<unknown>;
      requested.push(name);
      const run = (tails.get(name) ?? Promise.resolve()).then(() => task({ name, mode: 'exclusive' }));
      tails.set(name, run.catch(() => undefined));
      return run;
    },
  };
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
  return { requested, uninstall: () => Reflect.deleteProperty(navigator, 'locks') };
}

/**
 * An API that behaves like ours about sessions: access tokens are accepted until the server says they expired,
 * refresh tokens rotate on every refresh, and reuse of a rotated refresh token revokes the whole family.
 */
export function fakeAuthServer(area: 'staff' | 'admin', first: { access_token: string; refresh_token: string }) {
  const state = {
    validAccess: new Set([first.access_token]),
    currentRefresh: first.refresh_token,
    rotated: new Set<string>(),
    familyRevoked: false,
    refreshCalls: [] as string[],
    issued: 0,
  };
  const handler = (request: Request): Response => {
    const path = pathOf(request);
    const bearer = bearerOf(request);
    if (path === `${area}/auth/refresh`) {
      state.refreshCalls.push(bearer ?? '');
      if (!state.familyRevoked && bearer === state.currentRefresh) {
        state.issued += 1;
        const fresh = { access_token: fakeAccessToken(900, { area, sub: `user-${state.issued}` }), refresh_token: `refresh-${state.issued + 1}` };
        state.rotated.add(state.currentRefresh);
        state.currentRefresh = fresh.refresh_token;
        state.validAccess = new Set([fresh.access_token]);
        return jsonResponse(200, fresh);
      }
      if (bearer && state.rotated.has(bearer)) state.familyRevoked = true;
      return errorResponse(401, 'Your session has ended. Sign in again.');
    }
    if (!bearer || state.familyRevoked || !state.validAccess.has(bearer)) return errorResponse(401, 'Your session has expired.');
    return jsonResponse(200, answersByPath[path] ?? { ok: true });
  };
  return { state, handler, expireAccessTokens: () => state.validAccess.clear() };
}

export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
