// The one query-key factory for leave, generic to specific. Both apps call useQuery(leaveQueries.x(...)) directly;
// every leave mutation invalidates lists() and balances() and refreshes the request's details().
import { leaveApi, requestSettingsApi, statusCountsQuery } from '@crewbase/api-client';
import type { ListQuery } from '@crewbase/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

export const leaveQueries = {
  all: () => ['leave'] as const,
  lists: () => [...leaveQueries.all(), 'list'] as const,
  details: () => [...leaveQueries.all(), 'detail'] as const,
  balances: () => [...leaveQueries.all(), 'balance'] as const,

  /** Staff portal: the signed-in person's requests (a page keeps showing while the next one loads). */
  myList: (query: Partial<ListQuery> = {}) =>
    queryOptions({
      queryKey: [...leaveQueries.lists(), 'mine', query] as const,
      queryFn: () => leaveApi.staff.list(query),
      placeholderData: keepPreviousData,
    }),
  myDetail: (id: string) =>
    queryOptions({ queryKey: [...leaveQueries.details(), 'mine', id] as const, queryFn: () => leaveApi.staff.detail(id) }),
  /** This year's balance unless another year is given (a request may run into next year). */
  myBalance: (year?: number) =>
    queryOptions({
      queryKey: [...leaveQueries.balances(), 'mine', year ?? 'current'] as const,
      queryFn: () => leaveApi.staff.balance(year),
    }),

  /** Admin console: everyone's requests (leave-request:read). */
  adminList: (query: Partial<ListQuery> = {}) =>
    queryOptions({
      queryKey: [...leaveQueries.lists(), 'admin', query] as const,
      queryFn: () => leaveApi.admin.list(query),
      placeholderData: keepPreviousData,
    }),
  /** How many requests each status chip holds under the list's other filters; under lists(), so every change refreshes it. */
  adminStatusCounts: (query: Partial<ListQuery> = {}) => {
    const counted = statusCountsQuery(query);
    return queryOptions({
      queryKey: [...leaveQueries.lists(), 'admin-status-counts', counted] as const,
      queryFn: () => leaveApi.admin.statusCounts(counted),
      placeholderData: keepPreviousData,
    });
  },
  adminDetail: (id: string) =>
    queryOptions({ queryKey: [...leaveQueries.details(), 'admin', id] as const, queryFn: () => leaveApi.admin.detail(id) }),
  /** One staff member's balance, by the staff record's uuid. */
  staffBalance: (staffId: string, year?: number) =>
    queryOptions({
      queryKey: [...leaveQueries.balances(), 'staff', staffId, year ?? 'current'] as const,
      queryFn: () => leaveApi.admin.balance(staffId, year),
    }),
  /** The company's request settings (leave days per year, money ceilings); leave-request:read. */
  requestSettings: () =>
    queryOptions({ queryKey: [...leaveQueries.all(), 'request-settings'] as const, queryFn: () => requestSettingsApi.get() }),
};
