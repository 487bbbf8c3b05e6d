// Uploaded files are private (the API answers them only with the bearer of someone who may see their record), so an
// app cannot point <img src> or a plain link at them: it fetches the file through the configured client, with the
// bearer, early refresh and 401 flow of every other call, and shows or saves the Blob.
import { send } from './call-api';
import { mediaUrl } from './media-url';
import { saveBlob } from './save-blob';

/** The file at an upload's path (`/api/system/media/<key>`); data:, blob: and absolute URLs are read as they are. */
export async function fetchMedia(path: string): Promise<Blob> {
  // Upload paths live under the API's /api root, wherever the API is deployed: send them through the client.
  if (path.startsWith('/api/')) return (await send(path.slice('/api/'.length))).blob();
  const absolute = mediaUrl(path);
  if (!absolute) throw new Error(`Not a file address: ${path}`);
  return (await fetch(absolute)).blob();
}

/**
 * Fetches an upload and hands it to the browser's own download under `fileName` (the API sends files as
 * attachments, never to be opened on its origin). Rejects with the ApiError when the file cannot be had.
 */
export async function saveMedia(path: string, fileName: string): Promise<void> {
  saveBlob(await fetchMedia(path), fileName);
}
