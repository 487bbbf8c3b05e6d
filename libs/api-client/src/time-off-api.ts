// Leave types and public holidays, called from their declared endpoints (leaveTypeEndpoints, publicHolidayEndpoints).
import {
  leaveTypeEndpoints,
  publicHolidayEndpoints,
  type EndpointBodyInput,
  type LeaveType,
  type ListQuery,
  type ListResponse,
  type PublicHoliday,
  type PublicHolidayQuery,
} from '@crewbase/domain';
import { callEndpoint } from './call-endpoint';
import { toSearchParams } from './to-search-params';

export const leaveTypeApi = {
  /** leave-type:read; inactive types included. */
  list: (query: Partial<ListQuery> = {}): Promise<ListResponse<LeaveType>> => callEndpoint(leaveTypeEndpoints.list, { searchParams: toSearchParams(query) }),
  detail: (id: string): Promise<LeaveType> => callEndpoint(leaveTypeEndpoints.get, { params: { id } }),
  create: (input: EndpointBodyInput<typeof leaveTypeEndpoints.create>): Promise<LeaveType> => callEndpoint(leaveTypeEndpoints.create, { body: input }),
  /** `active: false` deactivates. */
  update: (id: string, input: EndpointBodyInput<typeof leaveTypeEndpoints.update>): Promise<LeaveType> =>
    callEndpoint(leaveTypeEndpoints.update, { params: { id }, body: input }),
  /** Staff: the types a request may choose. */
  offered: (): Promise<LeaveType[]> => callEndpoint(leaveTypeEndpoints.staffList),
};

export const publicHolidayApi = {
  /** leave: public-holiday:read. A year, or a range. */
  list: (query: PublicHolidayQuery = {}): Promise<PublicHoliday[]> => callEndpoint(publicHolidayEndpoints.list, { query }),
  create: (input: EndpointBodyInput<typeof publicHolidayEndpoints.create>): Promise<PublicHoliday> => callEndpoint(publicHolidayEndpoints.create, { body: input }),
  update: (id: string, input: EndpointBodyInput<typeof publicHolidayEndpoints.update>): Promise<PublicHoliday> =>
    callEndpoint(publicHolidayEndpoints.update, { params: { id }, body: input }),
  remove: (id: string): Promise<void> => callEndpoint(publicHolidayEndpoints.remove, { params: { id } }),
  /** Staff: the same, for their leave form and schedule. */
  staffList: (query: PublicHolidayQuery = {}): Promise<PublicHoliday[]> => callEndpoint(publicHolidayEndpoints.staffList, { query }),
};
