// Uploaded media come back as API paths (`/api/system/media/<key>`); images need them on the API's host.
import { env } from '../app/env';

export function mediaSrc(url: string | null | undefined, apiUrl: string = env.apiUrl): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url, apiUrl).href;
  } catch {
    return undefined;
  }
}
