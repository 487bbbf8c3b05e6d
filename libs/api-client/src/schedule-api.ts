// Staff schedules: admins build weeks by location or by person and look at them by location, day or person;
// staff read their own week. Weeks are week keys (the Sunday that starts them, YYYY-MM-DD).
import { scheduleEndpoints, type EndpointBodyInput, type ListQuery, type Weekday } from '@crewbase/domain';
import { callEndpoint } from './call-endpoint';
import { toSearchParams } from './to-search-params';

/** The list query plus the endpoint's own parameters; empty values are left out. */
function withParams(query: Partial<ListQuery>, params: Record<string, string | undefined>): URLSearchParams {
  const searchParams = toSearchParams(query);
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') searchParams.set(name, value);
  }
  return searchParams;
}

export interface ScheduleOverviewParams {
  /** Defaults to the current week on the server. */
  week?: string;
  /** Part of a location name. */
  search?: string;
}

export interface ScheduleDayParams {
  week: string;
  dayOfWeek: Weekday;
  locationId: string;
  /** Part of a staff name or staff ID. */
  search?: string;
}

export const scheduleApi = {
  /** schedule:read; every location's week at a glance, paged. */
  locations: (params: ScheduleOverviewParams, query: Partial<ListQuery> = {}) =>
    callEndpoint(scheduleEndpoints.locations, { searchParams: withParams(query, { week: params.week, search: params.search?.trim() }) }),

  /** schedule:read; one location's week, Sunday first. */
  locationWeek: (locationId: string, week?: string) => callEndpoint(scheduleEndpoints.locationWeek, { query: { locationId, week } }),

  /** schedule:read; one day at a location, searched and paged on the server. */
  day: (params: ScheduleDayParams, query: Partial<ListQuery> = {}) =>
    callEndpoint(scheduleEndpoints.day, {
      searchParams: withParams(query, { week: params.week, dayOfWeek: params.dayOfWeek, locationId: params.locationId, search: params.search?.trim() }),
    }),

  /** schedule:read. */
  shift: (id: string) => callEndpoint(scheduleEndpoints.shift, { params: { id } }),

  /** schedule:read; one person's week (the staff profile's Schedule tab). */
  staffWeek: (staffId: string, week?: string) => callEndpoint(scheduleEndpoints.staffWeek, { params: { staffId }, query: { week } }),

  /** schedule:create; all or nothing, a clash is a 409 naming `shifts.N`. */
  createByLocation: (input: EndpointBodyInput<typeof scheduleEndpoints.createByLocation>) => callEndpoint(scheduleEndpoints.createByLocation, { body: input }),

  /** schedule:create; all or nothing, a clash is a 409 naming `shifts.N`. */
  createByStaff: (input: EndpointBodyInput<typeof scheduleEndpoints.createByStaff>) => callEndpoint(scheduleEndpoints.createByStaff, { body: input }),

  /** schedule:create; the week before `week` copied into it (all or nothing, a clash is a 409 naming every one). */
  copyWeek: (input: EndpointBodyInput<typeof scheduleEndpoints.copyWeek>) => callEndpoint(scheduleEndpoints.copyWeek, { body: input }),

  /** schedule:update; the whole shift again, its person and week stay. */
  updateShift: (id: string, input: EndpointBodyInput<typeof scheduleEndpoints.updateShift>) => callEndpoint(scheduleEndpoints.updateShift, { params: { id }, body: input }),

  /** schedule:delete. */
  removeShift: (id: string) => callEndpoint(scheduleEndpoints.removeShift, { params: { id } }),

  /** The caller's own week (this week unless told), today marked. */
  myWeek: (week?: string) => callEndpoint(scheduleEndpoints.myWeek, { query: { week } }),
};
