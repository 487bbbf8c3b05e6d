// Shows a private upload (an avatar, a scan) in <img>: the file is fetched with the bearer (fetchMedia) and shown
// through an object URL, kept in the query cache under mediaQueries and revoked when the cache lets it go.
import { fetchMedia, mediaUrl } from '@crewbase/api-client';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

export const mediaQueries = {
  all: () => ['media'] as const,
  /** An upload's object URL, by its API path. A key names one file forever, so it never goes stale. */
  file: (path: string) =>
    queryOptions({
      queryKey: [...mediaQueries.all(), path] as const,
      queryFn: async () => URL.createObjectURL(await fetchMedia(path)),
      staleTime: Infinity,
      retry: false,
    }),
};

const watched = new WeakSet<QueryClient>();

/** Frees each object URL when its query leaves the cache (unused for a while, or the cache cleared at sign-out). */
function revokeWhenRemoved(client: QueryClient): void {
  if (watched.has(client)) return;
  watched.add(client);
  client.getQueryCache().subscribe((event) => {
    const data: unknown = event.query.state.data;
    if (event.type === 'removed' && event.query.queryKey[0] === mediaQueries.all()[0] && typeof data === 'string') URL.revokeObjectURL(data);
  });
}

/**
 * A URL an <img> can show for an upload path (`/api/system/media/<key>`): undefined while it loads, when there is
 * none, or when the file cannot be had (the image then shows its fallback). data:, blob: and absolute URLs pass as
 * they are.
 */
export function useMediaUrl(path: string | null | undefined): string | undefined {
  const client = useQueryClient();
  useEffect(() => revokeWhenRemoved(client), [client]);
  const isUpload = Boolean(path?.startsWith('/api/'));
  const { data } = useQuery({ ...mediaQueries.file(path ?? ''), enabled: isUpload });
  if (!path) return undefined;
  return isUpload ? data : mediaUrl(path);
}
