// The one query-key factory for payment requests (admin only), generic to specific. The admin console calls
// useQuery(paymentRequestQueries.x(...)) directly; every mutation invalidates lists() and refreshes details().
import { paymentRequestsApi, statusCountsQuery } from '@crewbase/api-client';
import type { ListQuery } from '@crewbase/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

export const paymentRequestQueries = {
  all: () => ['payment-requests'] as const,
  lists: () => [...paymentRequestQueries.all(), 'list'] as const,
  details: () => [...paymentRequestQueries.all(), 'detail'] as const,

  /** payment-requests:read. */
  list: (query: Partial<ListQuery> = {}) =>
    queryOptions({
      queryKey: [...paymentRequestQueries.lists(), query] as const,
      queryFn: () => paymentRequestsApi.list(query),
      placeholderData: keepPreviousData,
    }),
  /** How many requests each status chip holds under the list's other filters; under lists(), so every change refreshes it. */
  statusCounts: (query: Partial<ListQuery> = {}) => {
    const counted = statusCountsQuery(query);
    return queryOptions({
      queryKey: [...paymentRequestQueries.lists(), 'status-counts', counted] as const,
      queryFn: () => paymentRequestsApi.statusCounts(counted),
      placeholderData: keepPreviousData,
    });
  },
  detail: (id: string) => queryOptions({ queryKey: [...paymentRequestQueries.details(), id] as const, queryFn: () => paymentRequestsApi.detail(id) }),
};
