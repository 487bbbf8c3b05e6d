// Starts a query while a route's screen is still downloading, so the two arrive together: a route element wraps the
// screen in it. Fired during render, and skipped when the query already has any cached state (TanStack Query's
// usePrefetchQuery), so rendering it again never asks twice. A failure shows in the screen's own error state.
import { usePrefetchQuery, type QueryKey, type UsePrefetchQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';

export type PrefetchQueryProps<TData, TKey extends QueryKey> = {
  query: UsePrefetchQueryOptions<TData, Error, TData, TData, TKey>;
  children: ReactNode;
};

export function PrefetchQuery<TData, TKey extends QueryKey>({ query, children }: PrefetchQueryProps<TData, TKey>) {
  usePrefetchQuery(query);
  return children;
}
