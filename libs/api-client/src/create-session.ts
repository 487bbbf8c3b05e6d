// The signed-in session of one app: bearer tokens, early refresh, and the spec's 401 flow (section 8).
import { clearStoredLogin, getStoredLogin, loginPathOf, setStoredLogin } from '@crewbase/auth';
import type { Area, AuthTokens } from '@crewbase/domain';
import { accessTokenExpiry } from './access-token-expiry';
import { ApiError } from './api-error';
import { withRefreshLock } from './with-refresh-lock';

/** Access tokens this close to expiry are refreshed before sending, so a person mid-form is rarely interrupted. */
export const REFRESH_AHEAD_MS = 60_000;
/** Spec section 8: after a failed refresh, the login page follows after 500 ms. */
export const SIGN_OUT_REDIRECT_DELAY_MS = 500;

export interface SessionOptions {
  area: Area;
  /** Exchanges a refresh token for a new pair (GET {area}/auth/refresh with the refresh token as bearer). */
  refresh: (refreshToken: string) => Promise<AuthTokens>;
  reloadPage: () => void;
  redirectTo: (path: string) => void;
  now: () => number;
}

export interface Session {
  /** The bearer for the next request, renewed first when it expires within a minute; null when signed out. */
  accessTokenForRequest(): Promise<string | null>;
  /**
   * Renews the stored login once for every caller waiting at the same time, and once across tabs: inside the
   * cross-tab lock the stored login is read again, and if it no longer holds `staleAccessToken` another tab has
   * already renewed it, so that login is used instead of spending the (now rotated) refresh token again.
   */
  renew(staleAccessToken?: string): Promise<AuthTokens>;
  /**
   * Spec section 8 for a request that got 401 although it carried `sentAccessToken`: with a stored login, renew
   * it and reload the page (the returned promise then never settles: the page is going away); if the server
   * refuses the renewal, the stored login is removed, the login page follows after 500 ms and this rejects.
   * Without a stored login it resolves, and the 401 is passed on like any other error.
   */
  handleUnauthorized(sentAccessToken: string): Promise<void>;
}

export function createSession({ area, refresh, reloadPage, redirectTo, now }: SessionOptions): Session {
  let renewal: Promise<AuthTokens> | null = null;
  let reloadRequested = false;
  let redirectPending = false;

  function endSession() {
    clearStoredLogin(area);
    if (redirectPending) return;
    redirectPending = true;
    setTimeout(() => {
      redirectPending = false;
      redirectTo(loginPathOf(area));
    }, SIGN_OUT_REDIRECT_DELAY_MS);
  }

  function renew(staleAccessToken?: string): Promise<AuthTokens> {
    renewal ??= withRefreshLock(area, async () => {
      const current = getStoredLogin(area);
      if (!current) throw sessionEnded();
      if (staleAccessToken !== undefined && current.access_token !== staleAccessToken) return current;
      const fresh = await refresh(current.refresh_token);
      setStoredLogin(area, fresh);
      return fresh;
    })
      .catch((error: unknown) => {
        // Only a refusal ends the session; an unreachable server leaves the login for the next attempt.
        if (!isRefusal(error)) throw error;
        endSession();
        throw sessionEnded(error);
      })
      .finally(() => {
        renewal = null;
      });
    return renewal;
  }

  async function accessTokenForRequest(): Promise<string | null> {
    const login = getStoredLogin(area);
    if (!login) return null;
    const expiry = accessTokenExpiry(login.access_token);
    if (expiry === null || expiry - now() > REFRESH_AHEAD_MS) return login.access_token;
    try {
      return (await renew(login.access_token)).access_token;
    } catch (error) {
      if (isRefusal(error)) throw error;
      // The server could not be reached: send what we have; if it is refused, the 401 flow takes over.
      return login.access_token;
    }
  }

  async function handleUnauthorized(sentAccessToken: string): Promise<void> {
    if (reloadRequested) return never();
    if (!getStoredLogin(area)) return;
    await renew(sentAccessToken);
    if (!reloadRequested) {
      reloadRequested = true;
      reloadPage();
    }
    return never();
  }

  return { accessTokenForRequest, renew, handleUnauthorized };
}

function isRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;
}

function sessionEnded(cause?: unknown): ApiError {
  return new ApiError(
    401,
    { statusCode: 401, error: 'Unauthorized', message: 'Your session has ended. Sign in again to continue.' },
    { cause },
  );
}

function never(): Promise<never> {
  return new Promise<never>(() => undefined);
}
