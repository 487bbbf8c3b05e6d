// Uploaded files come back as paths under the API (`/api/system/media/<key>`); an <img> on the portal's own
// origin needs the API's origin in front of them.
import { env } from '../app/env';

export const mediaUrl = (path: string | null | undefined, apiOrigin: string = env.apiOrigin): string | undefined => {
  if (!path) return undefined;
  if (/^(https?:|data:|blob:)/i.test(path)) return path;
  return `${apiOrigin}${path.startsWith('/') ? '' : '/'}${path}`;
};
