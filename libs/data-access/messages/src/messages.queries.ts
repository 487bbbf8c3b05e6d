// The one key factory for messages, generic to specific. The admin console uses lists/detail, the staff portal
// staffLists/staffDetail/latestUnread; each app has its own cache, so the two never meet.
import { adminMessagesApi, staffMessagesApi, statusCountsQuery } from '@crewbase/api-client';
import type { ListQuery } from '@crewbase/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

export const messageQueries = {
  all: () => ['messages'] as const,

  lists: () => [...messageQueries.all(), 'list'] as const,
  list: (query: Partial<ListQuery>) =>
    queryOptions({ queryKey: [...messageQueries.lists(), query] as const, queryFn: () => adminMessagesApi.list(query) }),
  /** How many messages each status chip holds under the list's other filters; under lists(), refreshed with them. */
  statusCounts: (query: Partial<ListQuery>) => {
    const counted = statusCountsQuery(query);
    return queryOptions({
      queryKey: [...messageQueries.lists(), 'status-counts', counted] as const,
      queryFn: () => adminMessagesApi.statusCounts(counted),
      placeholderData: keepPreviousData,
    });
  },
  details: () => [...messageQueries.all(), 'detail'] as const,
  detail: (id: string) =>
    queryOptions({ queryKey: [...messageQueries.details(), id] as const, queryFn: () => adminMessagesApi.detail(id) }),

  staffLists: () => [...messageQueries.all(), 'staff-list'] as const,
  staffList: (query: Partial<ListQuery>) =>
    queryOptions({ queryKey: [...messageQueries.staffLists(), query] as const, queryFn: () => staffMessagesApi.list(query) }),
  staffDetails: () => [...messageQueries.all(), 'staff-detail'] as const,
  staffDetail: (id: string) =>
    queryOptions({ queryKey: [...messageQueries.staffDetails(), id] as const, queryFn: () => staffMessagesApi.detail(id) }),
  /** Truthy or falsy only: whether the menu shows "New". */
  latestUnread: () =>
    queryOptions({
      queryKey: [...messageQueries.all(), 'latest-unread'] as const,
      queryFn: () => staffMessagesApi.latestUnread(),
      select: (answer) => Boolean(answer.hasUnread),
    }),
};
