// Admins (Profiles > Admins, /api/admin/users): list, detail, create, edit (role and status too), activation resend.
import { adminEndpoints, type EndpointBodyInput, type ListQuery } from '@crewbase/domain';
import { callEndpoint } from './call-endpoint';
import { statusCountsQuery } from './status-counts-query';
import { toSearchParams } from './to-search-params';

export const adminsApi = {
  list: (query: Partial<ListQuery> = {}) =>
    callEndpoint(adminEndpoints.list, { searchParams: toSearchParams(query) }),
  /** How many admins each status holds under the list's filters but the status one (status chips). */
  statusCounts: (query: Partial<ListQuery> = {}) => callEndpoint(adminEndpoints.statusCounts, { searchParams: toSearchParams(statusCountsQuery(query)) }),
  /** The roles the signed-in admin may give an admin (the role picker of Add New Admin and Edit). */
  assignableRoles: () => callEndpoint(adminEndpoints.assignableRoles),
  detail: (adminId: string) => callEndpoint(adminEndpoints.get, { params: { id: adminId } }),
  /** Starts Pending; the new admin is mailed an activation code. */
  create: (input: EndpointBodyInput<typeof adminEndpoints.create>) => callEndpoint(adminEndpoints.create, { body: input }),
  /** Any subset, including status (deactivate / reactivate) and roleId. */
  update: (adminId: string, input: EndpointBodyInput<typeof adminEndpoints.update>) =>
    callEndpoint(adminEndpoints.update, { params: { id: adminId }, body: input }),
  resendActivation: (adminId: string) => callEndpoint(adminEndpoints.resendActivation, { params: { id: adminId } }),
};
