// Uploaded files come back as API paths (`/api/system/media/<key>`); this puts the API's origin in front of them.
// The API serves them only with a bearer: fetch them with fetchMedia / saveMedia, never as a bare <img src>.
import { currentApiClient } from './configure-api-client';

/** The absolute URL of an uploaded file's path, on the configured API's origin; undefined when there is none. */
export function mediaUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  const apiOrigin = new URL(currentApiClient().baseUrl).origin;
  try {
    // Absolute URLs (https:, data:, blob:) pass through; paths land on the API's origin, not under its /api base.
    return new URL(path, apiOrigin).href;
  } catch {
    return undefined;
  }
}
