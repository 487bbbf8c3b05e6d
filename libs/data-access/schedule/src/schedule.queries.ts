// Schedule queries, generic to specific. Components call useQuery(scheduleQueries.locationWeek(id, week)) directly;
// every schedule write invalidates all() because one shift shows in the overview, a location's week and day, and
// the person's own week alike.
import { scheduleApi, type ScheduleDayParams, type ScheduleOverviewParams } from '@crewbase/api-client';
import type { ListQuery } from '@crewbase/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

export const scheduleQueries = {
  all: () => ['schedule'] as const,

  overviews: () => [...scheduleQueries.all(), 'overview'] as const,
  /** Every location's week at a glance (admin). */
  overview: (params: ScheduleOverviewParams, query: Partial<ListQuery> = {}) =>
    queryOptions({
      queryKey: [...scheduleQueries.overviews(), params, query] as const,
      queryFn: () => scheduleApi.locations(params, query),
      // Paging through weeks and typing a search keep the last answer on screen until the next arrives.
      placeholderData: keepPreviousData,
    }),

  locationWeeks: () => [...scheduleQueries.all(), 'location-week'] as const,
  /** One location's week (admin). */
  locationWeek: (locationId: string, week: string) =>
    queryOptions({
      queryKey: [...scheduleQueries.locationWeeks(), locationId, week] as const,
      queryFn: () => scheduleApi.locationWeek(locationId, week),
    }),

  days: () => [...scheduleQueries.all(), 'day'] as const,
  /** One day at a location, searched and paged on the server (admin). */
  day: (params: ScheduleDayParams, query: Partial<ListQuery> = {}) =>
    queryOptions({
      queryKey: [...scheduleQueries.days(), params, query] as const,
      queryFn: () => scheduleApi.day(params, query),
      placeholderData: keepPreviousData,
    }),

  shifts: () => [...scheduleQueries.all(), 'shift'] as const,
  shift: (id: string) => queryOptions({ queryKey: [...scheduleQueries.shifts(), id] as const, queryFn: () => scheduleApi.shift(id) }),

  staffWeeks: () => [...scheduleQueries.all(), 'staff-week'] as const,
  /** One person's week (admin: the staff profile's Schedule tab). */
  staffWeek: (staffId: string, week: string) =>
    queryOptions({
      queryKey: [...scheduleQueries.staffWeeks(), staffId, week] as const,
      queryFn: () => scheduleApi.staffWeek(staffId, week),
    }),

  /** The signed-in staff member's own week; this week when no week is given. */
  myWeek: (week?: string) =>
    queryOptions({
      queryKey: [...scheduleQueries.all(), 'my-week', week ?? 'current'] as const,
      queryFn: () => scheduleApi.myWeek(week),
    }),
};
