// A staff member's documents (the Employee Documents tab): list, attach, download, remove.
import { employeeDocumentEndpoints, type EndpointBodyInput, type ListQuery } from '@crewbase/domain';
import { callEndpoint } from './call-endpoint';
import { toSearchParams } from './to-search-params';

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
