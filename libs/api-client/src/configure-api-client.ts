// The one configured HTTP client of an app: base URL, area, bearer auth and the 401 flow, set once at boot.
import type { Area } from '@crewbase/domain';
import { authTokensSchema, endpointPath, signInEndpoints } from '@crewbase/domain';
import ky, { type KyInstance } from 'ky';
import { createSession, type Session } from './create-session';
import { parseAnswer } from './parse-answer';
import { sendWith } from './send-with';

export interface ApiClientOptions {
  /** The API root, e.g. http://localhost:3000/api */
  baseUrl: string;
  /** Where this app is meant to be opened (its VITE_*_APP_URL), named when the API refuses the page's address. */
  appUrl?: string;
  /** Whose login this app uses. */
  area: Area;
  /** Called once after a 401 was cured by a refresh; defaults to window.location.reload. */
  reloadPage?: () => void;
  /** Called 500 ms after a refused refresh with the area's login path; defaults to window.location.assign. */
  redirectTo?: (path: string) => void;
  /** The clock used to spot tokens about to expire (epoch ms); defaults to Date.now. */
  now?: () => number;
}

export interface ApiClient {
  area: Area;
  baseUrl: string;
  appUrl: string | undefined;
  http: KyInstance;
  session: Session;
  /** Resolves once every request this client had sent when called has been answered (or failed). */
  requestsAnswered(): Promise<void>;
}

/** Requests give up after this long; uploads (XMLHttpRequest) are not limited. */
const REQUEST_TIMEOUT_MS = 30_000;

let current: ApiClient | null = null;

/** Call once at app boot, before the first request (tests may call it again for a fresh client). */
export function configureApiClient(options: ApiClientOptions): void {
  current = createApiClient(options);
}

/** The configured client, or null before configureApiClient (explaining a failure must not fail itself). */
export function configuredApiClient(): ApiClient | null {
  return current;
}

export function currentApiClient(): ApiClient {
  if (!current) throw new Error('The API client is not configured: call configureApiClient({ baseUrl, area }) at app start.');
  return current;
}

function createApiClient(options: ApiClientOptions): ApiClient {
  const { area } = options;
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const session = createSession({
    area,
    reloadPage: options.reloadPage ?? (() => window.location.reload()),
    redirectTo: options.redirectTo ?? ((path) => window.location.assign(path)),
    now: options.now ?? Date.now,
    refresh: async (refreshToken) =>
      parseAnswer(
        authTokensSchema,
        await sendWith(http, endpointPath(signInEndpoints[area].refresh), { anonymous: true, headers: { Authorization: `Bearer ${refreshToken}` } }),
      ),
  });

  // Requests on their way, so Log Out can let them be answered before the session they carry ends (authApi.logout).
  const inFlight = new Set<Promise<unknown>>();
  const trackedFetch: typeof fetch = (input, init) => {
    const sent = globalThis.fetch(input, init);
    const settled = sent.then(
      () => undefined,
      () => undefined,
    );
    inFlight.add(settled);
    void settled.then(() => inFlight.delete(settled));
    return sent;
  };
  const requestsAnswered = async () => {
    await Promise.all([...inFlight]);
  };

  const http: KyInstance = ky.create({
    prefixUrl: baseUrl,
    fetch: trackedFetch,
    retry: 0,
    timeout: REQUEST_TIMEOUT_MS,
    throwHttpErrors: false,
    hooks: {
      beforeRequest: [
        async (request, requestOptions) => {
          if (requestOptions.context.anonymous) return;
          const token = await session.accessTokenForRequest();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
        },
      ],
      afterResponse: [
        async (request, requestOptions, response) => {
          if (response.status !== 401 || requestOptions.context.anonymous || requestOptions.context.passUnauthorized) return;
          const sent = request.headers.get('Authorization')?.replace(/^Bearer /, '');
          if (sent) await session.handleUnauthorized(sent);
        },
      ],
    },
  });

  return { area, baseUrl, appUrl: options.appUrl, http, session, requestsAnswered };
}
