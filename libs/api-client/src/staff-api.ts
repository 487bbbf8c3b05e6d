// Staff (Profiles > Staffs): the list (shared with the dashboard), Add New Staff, detail, edit, status, termination,
// driver's licence approval and the activation resend.
import { staffEndpoints, type EndpointBodyInput, type ListQuery } from '@crewbase/domain';
import { callEndpoint } from './call-endpoint';
import { statusCountsQuery } from './status-counts-query';
import { toSearchParams } from './to-search-params';

export const staffApi = {
  /** staff:read. Without a createdAt filter, the spec's Dec 31 upper bound is added. */
  list: (query: Partial<ListQuery> = {}) => callEndpoint(staffEndpoints.list, { searchParams: toSearchParams(query) }),
  /** How many staff each status holds under the list's filters but the status one (status chips). */
  statusCounts: (query: Partial<ListQuery> = {}) => callEndpoint(staffEndpoints.statusCounts, { searchParams: toSearchParams(statusCountsQuery(query)) }),
  /** Starts Pending; the person is mailed an activation code. */
  create: (input: EndpointBodyInput<typeof staffEndpoints.create>) => callEndpoint(staffEndpoints.create, { body: input }),
  detail: (staffId: string) => callEndpoint(staffEndpoints.get, { params: { id: staffId } }),
  update: (staffId: string, input: EndpointBodyInput<typeof staffEndpoints.update>) =>
    callEndpoint(staffEndpoints.update, { params: { id: staffId }, body: input }),
  /** 409 when the state machine forbids the move. */
  changeStatus: (staffId: string, input: EndpointBodyInput<typeof staffEndpoints.changeStatus>) =>
    callEndpoint(staffEndpoints.changeStatus, { params: { id: staffId }, body: input }),
  terminate: (staffId: string, input: EndpointBodyInput<typeof staffEndpoints.terminate>) =>
    callEndpoint(staffEndpoints.terminate, { params: { id: staffId }, body: input }),
  approveDriverLicence: (staffId: string) => callEndpoint(staffEndpoints.approveDriverLicence, { params: { id: staffId } }),
  resendActivation: (staffId: string) => callEndpoint(staffEndpoints.resendActivation, { params: { id: staffId } }),
};
