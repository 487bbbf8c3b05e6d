// The loading and failure states of a performance record's own screen (a KPI, a team, a cycle, a review...): a
// skeleton while it loads, "not found" with the way back for a 404, "no access" for a 403, a retry otherwise.
import { PageSpinner } from '@crewbase/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryErrorState } from '../access/query-error-state';

export interface RecordLoaderProps<T> {
  query: UseQueryResult<T>;
  /** e.g. "this KPI". */
  what: string;
  backTo: { label: string; to: string };
  children: (data: T) => ReactNode;
}

export function RecordLoader<T>({ query, what, backTo, children }: RecordLoaderProps<T>) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) return <QueryErrorState error={query.error} onRetry={() => void query.refetch()} what={what} title={`We could not load ${what}`} backTo={backTo} />;
  return <PageSpinner />;
}
