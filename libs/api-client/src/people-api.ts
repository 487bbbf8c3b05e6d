// People endpoints (issue 4) besides staff (staffApi): admin accounts and employee documents.
import { adminUserEndpoints, employeeDocumentEndpoints, type EndpointBodyInput, type ListQuery } from '@crewbase/domain';
import { callEndpoint } from './call-endpoint';
import { toSearchParams } from './to-search-params';

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
