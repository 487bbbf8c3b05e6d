// The one query-key factory for leave, generic to specific. Both apps call useQuery(leaveQueries.x(...)) directly;
// every leave mutation invalidates lists() and balances() and refreshes the request's details().
import { leaveApi, leaveTypeApi, publicHolidayApi, requestSettingsApi, statusCountsQuery } from '@crewbase/api-client';
import type { ListQuery, PublicHolidayQuery } from '@crewbase/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

export const leaveQueries = {
  all: () => ['leave'] as const,
  lists: () => [...leaveQueries.all(), 'list'] as const,
  details: () => [...leaveQueries.all(), 'detail'] as const,
  balances: () => [...leaveQueries.all(), 'balance'] as const,
  leaveTypes: () => [...leaveQueries.all(), 'leave-type'] as const,
  holidays: () => [...leaveQueries.all(), 'public-holiday'] as const,

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

  /** Each active type's balance of a year (this year unless given). */
  myBalances: (year?: number) =>
    queryOptions({ queryKey: [...leaveQueries.balances(), 'mine-by-type', year ?? 'current'] as const, queryFn: () => leaveApi.staff.balances(year) }),
  /** The types a staff member's request may choose. */
  offeredTypes: () => queryOptions({ queryKey: [...leaveQueries.leaveTypes(), 'offered'] as const, queryFn: () => leaveTypeApi.offered() }),
  /** Public holidays of a year or a range, as staff read them (leave form, schedule). */
  myHolidays: (query: PublicHolidayQuery) =>
    queryOptions({ queryKey: [...leaveQueries.holidays(), 'staff', query] as const, queryFn: () => publicHolidayApi.staffList(query), staleTime: 5 * 60_000 }),

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
  /** One staff member's balance of each active type. */
  staffBalances: (staffId: string, year?: number) =>
    queryOptions({ queryKey: [...leaveQueries.balances(), 'staff-by-type', staffId, year ?? 'current'] as const, queryFn: () => leaveApi.admin.balances(staffId, year) }),
  /** Settings: the leave types, inactive ones included (leave-type:read). */
  leaveTypeList: (query: Partial<ListQuery> = {}) =>
    queryOptions({ queryKey: [...leaveQueries.leaveTypes(), 'list', query] as const, queryFn: () => leaveTypeApi.list(query), placeholderData: keepPreviousData }),
  leaveTypeDetail: (id: string) => queryOptions({ queryKey: [...leaveQueries.leaveTypes(), 'detail', id] as const, queryFn: () => leaveTypeApi.detail(id) }),
  /** Settings and schedules: public holidays of a year or range (public-holiday:read). */
  holidayList: (query: PublicHolidayQuery) =>
    queryOptions({ queryKey: [...leaveQueries.holidays(), 'admin', query] as const, queryFn: () => publicHolidayApi.list(query), placeholderData: keepPreviousData }),
  /** The company's request settings (leave days per year, money ceilings); leave-request:read. */
  requestSettings: () =>
    queryOptions({ queryKey: [...leaveQueries.all(), 'request-settings'] as const, queryFn: () => requestSettingsApi.get() }),
};
