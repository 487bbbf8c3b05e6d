// Settings endpoints (issue 4): departments, job titles, staff roles, locations, admin roles and permissions.
// Every list takes the platform list query; the createdAt Dec 31 default is added by toSearchParams.
import {
  departmentEndpoints,
  jobTitleEndpoints,
  locationEndpoints,
  permissionEndpoints,
  roleEndpoints,
  staffRoleEndpoints,
  type EndpointBodyInput,
  type ListQuery,
} from '@crewbase/domain';
import { callEndpoint } from './call-endpoint';
import { toSearchParams } from './to-search-params';

const listParams = (query: Partial<ListQuery>) => ({ searchParams: toSearchParams(query) });

export const departmentApi = {
  list: (query: Partial<ListQuery> = {}) => callEndpoint(departmentEndpoints.list, listParams(query)),
  detail: (id: string) => callEndpoint(departmentEndpoints.get, { params: { id } }),
  create: (input: EndpointBodyInput<typeof departmentEndpoints.create>) => callEndpoint(departmentEndpoints.create, { body: input }),
  update: (id: string, input: EndpointBodyInput<typeof departmentEndpoints.update>) => callEndpoint(departmentEndpoints.update, { params: { id }, body: input }),
  remove: (id: string) => callEndpoint(departmentEndpoints.remove, { params: { id } }),
};

export const jobTitleApi = {
  list: (query: Partial<ListQuery> = {}) => callEndpoint(jobTitleEndpoints.list, listParams(query)),
  detail: (id: string) => callEndpoint(jobTitleEndpoints.get, { params: { id } }),
  create: (input: EndpointBodyInput<typeof jobTitleEndpoints.create>) => callEndpoint(jobTitleEndpoints.create, { body: input }),
  update: (id: string, input: EndpointBodyInput<typeof jobTitleEndpoints.update>) => callEndpoint(jobTitleEndpoints.update, { params: { id }, body: input }),
  remove: (id: string) => callEndpoint(jobTitleEndpoints.remove, { params: { id } }),
};

export const staffRoleApi = {
  list: (query: Partial<ListQuery> = {}) => callEndpoint(staffRoleEndpoints.list, listParams(query)),
  detail: (id: string) => callEndpoint(staffRoleEndpoints.get, { params: { id } }),
  create: (input: EndpointBodyInput<typeof staffRoleEndpoints.create>) => callEndpoint(staffRoleEndpoints.create, { body: input }),
  update: (id: string, input: EndpointBodyInput<typeof staffRoleEndpoints.update>) => callEndpoint(staffRoleEndpoints.update, { params: { id }, body: input }),
  remove: (id: string) => callEndpoint(staffRoleEndpoints.remove, { params: { id } }),
};

export const locationApi = {
  list: (query: Partial<ListQuery> = {}) => callEndpoint(locationEndpoints.list, listParams(query)),
  detail: (id: string) => callEndpoint(locationEndpoints.get, { params: { id } }),
  create: (input: EndpointBodyInput<typeof locationEndpoints.create>) => callEndpoint(locationEndpoints.create, { body: input }),
  update: (id: string, input: EndpointBodyInput<typeof locationEndpoints.update>) => callEndpoint(locationEndpoints.update, { params: { id }, body: input }),
  remove: (id: string) => callEndpoint(locationEndpoints.remove, { params: { id } }),
};

export const rolesApi = {
  list: (query: Partial<ListQuery> = {}) => callEndpoint(roleEndpoints.list, listParams(query)),
  /** With the permissions it grants. */
  detail: (id: string) => callEndpoint(roleEndpoints.get, { params: { id } }),
  create: (input: EndpointBodyInput<typeof roleEndpoints.create>) => callEndpoint(roleEndpoints.create, { body: input }),
  /** `permissionIds`, when given, replaces the whole set; holders see the change on their next request. */
  update: (id: string, input: EndpointBodyInput<typeof roleEndpoints.update>) => callEndpoint(roleEndpoints.update, { params: { id }, body: input }),
  remove: (id: string) => callEndpoint(roleEndpoints.remove, { params: { id } }),
};

export const permissionsApi = {
  list: (query: Partial<ListQuery> = {}) => callEndpoint(permissionEndpoints.list, listParams(query)),
  /** Every permission, one group per tableName, for the role editor. */
  grouped: () => callEndpoint(permissionEndpoints.grouped),
  detail: (id: string) => callEndpoint(permissionEndpoints.get, { params: { id } }),
  create: (input: EndpointBodyInput<typeof permissionEndpoints.create>) => callEndpoint(permissionEndpoints.create, { body: input }),
};
