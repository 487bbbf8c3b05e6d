import { QueryClient } from '@tanstack/react-query';

/** Spec section 7 refresh defaults: refetch only on reconnect and every 10 minutes, never retry. */
export const QUERY_REFETCH_INTERVAL_MS = 600_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnMount: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: true,
        refetchInterval: QUERY_REFETCH_INTERVAL_MS,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
