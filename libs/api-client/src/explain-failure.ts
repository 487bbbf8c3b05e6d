// Why a request got no answer. A browser reports a refused origin (CORS) exactly like a dropped connection, so the
// API is asked once more without CORS: an opaque answer proves it is up and refused this page's address, and the
// person is told that (and where to open Crewbase) instead of being sent to check an internet connection that works.
import { ApiError } from './api-error';
import { configuredApiClient } from './configure-api-client';

/** How long the follow-up question may take before the failure is left as a network failure. */
const PROBE_TIMEOUT_MS = 5_000;

export const originRefusedMessage = (origin: string, appUrl: string | undefined): string =>
  appUrl && new URL(appUrl).origin !== origin
    ? `Crewbase's server is running but does not accept this address (${origin}). Open Crewbase at ${appUrl} instead.`
    : `Crewbase's server is running but does not accept this address (${origin}). Ask whoever runs Crewbase to allow it.`;

/** ApiError.fromFailure, telling a refused origin apart from a network failure where the browser allows it. */
export async function explainFailure(error: unknown): Promise<ApiError> {
  const failure = ApiError.fromFailure(error);
  const client = configuredApiClient();
  if (failure.body.error !== 'Network Error' || !client || typeof window === 'undefined') return failure;
  if (!(await apiIsUp(client.baseUrl))) return failure;
  const message = originRefusedMessage(window.location.origin, client.appUrl);
  return new ApiError(0, { statusCode: 0, error: 'Origin Refused', message }, { cause: error });
}

async function apiIsUp(baseUrl: string): Promise<boolean> {
  try {
    // The health check allows cross-origin reads of its (opaque) answer for exactly this question.
    await fetch(`${baseUrl}/health`, { mode: 'no-cors', cache: 'no-store', credentials: 'omit', signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    return true;
  } catch {
    return false;
  }
}
