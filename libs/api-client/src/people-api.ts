// People endpoints (issue 4): staff management, admin accounts and employee documents. The staff list itself is
// staffApi.list (shared with the dashboard).
import {
  adminUserEndpoints,
  employeeDocumentEndpoints,
  staffMemberEndpoints,
  type EndpointBodyInput,
  type ListQuery,
} from '@crewbase/domain';
import { callEndpoint } from './call-endpoint';
import { toSearchParams } from './to-search-params';

export const staffAdminApi = {
  /** Starts Pending; the person is mailed an activation code. */
  create: (input: EndpointBodyInput<typeof staffMemberEndpoints.create>) => callEndpoint(staffMemberEndpoints.create, { body: input }),
  detail: (staffId: string) => callEndpoint(staffMemberEndpoints.get, { params: { id: staffId } }),
  update: (staffId: string, input: EndpointBodyInput<typeof staffMemberEndpoints.update>) =>
    callEndpoint(staffMemberEndpoints.update, { params: { id: staffId }, body: input }),
  /** 409 when the state machine forbids the move. */
  changeStatus: (staffId: string, input: EndpointBodyInput<typeof staffMemberEndpoints.changeStatus>) =>
    callEndpoint(staffMemberEndpoints.changeStatus, { params: { id: staffId }, body: input }),
  terminate: (staffId: string, input: EndpointBodyInput<typeof staffMemberEndpoints.terminate>) =>
    callEndpoint(staffMemberEndpoints.terminate, { params: { id: staffId }, body: input }),
  approveDriverLicence: (staffId: string) => callEndpoint(staffMemberEndpoints.approveDriverLicence, { params: { id: staffId } }),
  resendActivation: (staffId: string) => callEndpoint(staffMemberEndpoints.resendActivation, { params: { id: staffId } }),
};

export const adminUsersApi = {
  list: (query: Partial<ListQuery> = {}) =>
    callEndpoint(adminUserEndpoints.list, { searchParams: toSearchParams(query) }),
  detail: (userId: string) => callEndpoint(adminUserEndpoints.get, { params: { id: userId } }),
  /** Starts Pending; the new admin is mailed an activation code. */
  create: (input: EndpointBodyInput<typeof adminUserEndpoints.create>) => callEndpoint(adminUserEndpoints.create, { body: input }),
  /** Any subset, including status (deactivate / reactivate) and roleId. */
  update: (userId: string, input: EndpointBodyInput<typeof adminUserEndpoints.update>) =>
    callEndpoint(adminUserEndpoints.update, { params: { id: userId }, body: input }),
  resendActivation: (userId: string) => callEndpoint(adminUserEndpoints.resendActivation, { params: { id: userId } }),
};

export const employeeDocumentsApi = {
  list: (staffId: string, query: Partial<ListQuery> = {}) =>
    callEndpoint(employeeDocumentEndpoints.list, { params: { id: staffId }, searchParams: toSearchParams(query) }),
  /** Attaches a file already uploaded with systemApi.uploadMedia (its `key`). */
  attach: (staffId: string, input: EndpointBodyInput<typeof employeeDocumentEndpoints.attach>) =>
    callEndpoint(employeeDocumentEndpoints.attach, { params: { id: staffId }, body: input }),
  /** The file itself, fetched with the bearer token (a plain link would carry none). */
  download: (staffId: string, documentId: string) => callEndpoint(employeeDocumentEndpoints.download, { params: { id: staffId, documentId } }),
  remove: (staffId: string, documentId: string) => callEndpoint(employeeDocumentEndpoints.remove, { params: { id: staffId, documentId } }),
};
