// The one query-key factory for medical assistance, generic to specific. Both apps call
// useQuery(medicalQueries.x(...)) directly; every medical mutation invalidates lists() and refreshes details().
import { medicalApi, statusCountsQuery } from '@crewbase/api-client';
import type { ListQuery } from '@crewbase/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

export const medicalQueries = {
  all: () => ['medical-assistance'] as const,
  lists: () => [...medicalQueries.all(), 'list'] as const,
  details: () => [...medicalQueries.all(), 'detail'] as const,

  /** Staff portal: the signed-in person's requests. */
  myList: (query: Partial<ListQuery> = {}) =>
    queryOptions({
      queryKey: [...medicalQueries.lists(), 'mine', query] as const,
      queryFn: () => medicalApi.staff.list(query),
      placeholderData: keepPreviousData,
    }),
  myDetail: (id: string) => queryOptions({ queryKey: [...medicalQueries.details(), 'mine', id] as const, queryFn: () => medicalApi.staff.detail(id) }),

  /** Admin console: everyone's requests (medical-assistance:read). */
  adminList: (query: Partial<ListQuery> = {}) =>
    queryOptions({
      queryKey: [...medicalQueries.lists(), 'admin', query] as const,
      queryFn: () => medicalApi.admin.list(query),
      placeholderData: keepPreviousData,
    }),
  /** How many requests each status chip holds under the list's other filters; under lists(), so every change refreshes it. */
  adminStatusCounts: (query: Partial<ListQuery> = {}) => {
    const counted = statusCountsQuery(query);
    return queryOptions({
      queryKey: [...medicalQueries.lists(), 'admin-status-counts', counted] as const,
      queryFn: () => medicalApi.admin.statusCounts(counted),
      placeholderData: keepPreviousData,
    });
  },
  adminDetail: (id: string) =>
    queryOptions({ queryKey: [...medicalQueries.details(), 'admin', id] as const, queryFn: () => medicalApi.admin.detail(id) }),
};
