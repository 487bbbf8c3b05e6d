// Staff schedules: admins build weeks by location or by person and look at them by location, day or person;
// staff read their own week. Weeks are week keys (the Sunday that starts them, YYYY-MM-DD).
import {
  createScheduleByLocationInputSchema,
  createScheduleByStaffInputSchema,
  createScheduleResultSchema,
  listResponseSchema,
  locationScheduleSummarySchema,
  locationScheduleWeekSchema,
  myScheduleWeekSchema,
  shiftSchema,
  staffScheduleWeekSchema,
  updateShiftInputSchema,
  type CreateScheduleByLocationInput,
  type CreateScheduleByStaffInput,
  type CreateScheduleResult,
  type ListQuery,
  type ListResponse,
  type LocationScheduleSummary,
  type LocationScheduleWeek,
  type MyScheduleWeek,
  type Shift,
  type StaffScheduleWeek,
  type UpdateShiftInput,
  type Weekday,
} from '@crewbase/domain';
import { callApi, callApiWithoutAnswer } from './call-api';
import { parseInput } from './parse-input';
import { toSearchParams } from './to-search-params';

/** The list query plus the endpoint's own parameters; empty values are left out. */
function withParams(query: Partial<ListQuery>, params: Record<string, string | undefined>): URLSearchParams {
  const searchParams = toSearchParams(query);
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') searchParams.set(name, value);
  }
  return searchParams;
}

const weekParam = (week?: string) => withParams({}, { week });

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
  /** GET admin/schedule/location (schedule:read): every location's week at a glance, paged. */
  locations: (params: ScheduleOverviewParams, query: Partial<ListQuery> = {}): Promise<ListResponse<LocationScheduleSummary>> =>
    callApi(listResponseSchema(locationScheduleSummarySchema), 'admin/schedule/location', {
      searchParams: withParams(query, { week: params.week, search: params.search?.trim() }),
    }),

  /** GET admin/schedule/week (schedule:read): one location's week, Sunday first. */
  locationWeek: (locationId: string, week?: string): Promise<LocationScheduleWeek> =>
    callApi(locationScheduleWeekSchema, 'admin/schedule/week', { searchParams: withParams({}, { locationId, week }) }),

  /** GET admin/schedule/day (schedule:read): one day at a location, searched and paged on the server. */
  day: (params: ScheduleDayParams, query: Partial<ListQuery> = {}): Promise<ListResponse<Shift>> =>
    callApi(listResponseSchema(shiftSchema), 'admin/schedule/day', {
      searchParams: withParams(query, {
        week: params.week,
        dayOfWeek: params.dayOfWeek,
        locationId: params.locationId,
        search: params.search?.trim(),
      }),
    }),

  /** GET admin/schedule/day/{id} (schedule:read). */
  shift: (id: string): Promise<Shift> => callApi(shiftSchema, `admin/schedule/day/${encodeURIComponent(id)}`),

  /** GET admin/schedule/staff/{staffId} (schedule:read): one person's week (the staff profile's Schedule tab). */
  staffWeek: (staffId: string, week?: string): Promise<StaffScheduleWeek> =>
    callApi(staffScheduleWeekSchema, `admin/schedule/staff/${encodeURIComponent(staffId)}`, { searchParams: weekParam(week) }),

  /** POST admin/schedule/create-by-location (schedule:create): all or nothing; a clash is a 409 naming `shifts.N`. */
  async createByLocation(input: CreateScheduleByLocationInput): Promise<CreateScheduleResult> {
    const json = parseInput(createScheduleByLocationInputSchema, input);
    return callApi(createScheduleResultSchema, 'admin/schedule/create-by-location', { method: 'post', json });
  },

  /** POST admin/schedule/create-by-staff (schedule:create): all or nothing; a clash is a 409 naming `shifts.N`. */
  async createByStaff(input: CreateScheduleByStaffInput): Promise<CreateScheduleResult> {
    const json = parseInput(createScheduleByStaffInputSchema, input);
    return callApi(createScheduleResultSchema, 'admin/schedule/create-by-staff', { method: 'post', json });
  },

  /** PATCH admin/schedule/day/{id} (schedule:update): the whole shift again; its person and week stay. */
  async updateShift(id: string, input: UpdateShiftInput): Promise<Shift> {
    const json = parseInput(updateShiftInputSchema, input);
    return callApi(shiftSchema, `admin/schedule/day/${encodeURIComponent(id)}`, { method: 'patch', json });
  },

  /** DELETE admin/schedule/day/{id} (schedule:delete). */
  removeShift: (id: string): Promise<void> => callApiWithoutAnswer(`admin/schedule/day/${encodeURIComponent(id)}`, { method: 'delete' }),

  /** GET staff/schedule/current-week: the caller's own week (this week unless told), today marked. */
  myWeek: (week?: string): Promise<MyScheduleWeek> =>
    callApi(myScheduleWeekSchema, 'staff/schedule/current-week', { searchParams: weekParam(week) }),
};
