// Staff (Profiles > Staffs): the list (shared with the dashboard), Add New Staff, detail, edit, status, termination,
// driver's licence approval and the activation resend.
import { staffEndpoints, staffImportEndpoints, type EndpointBodyInput, type ListQuery } from '@crewbase/domain';
import { callEndpoint } from './call-endpoint';
import { statusCountsQuery } from './status-counts-query';
import { toSearchParams } from './to-search-params';
import { uploadFile, type UploadFileOptions } from './upload-file';

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

/** Staff import (staff:create): template, preview of a file (nothing saved), commit (a background job), progress. */
export const staffImportApi = {
  /** The template with the header row and an example row, as a file to save. */
  template: (format: 'csv' | 'xlsx') => callEndpoint(staffImportEndpoints.template, { query: { format } }),
  /** Every problem of the file by line and column; `importId` is set only when there is none. */
  preview: (file: Blob, options: UploadFileOptions = {}) => uploadFile(staffImportEndpoints.preview, file, options),
  /** Queues the save (all or nothing); poll `get` for its progress. */
  commit: (importId: string) => callEndpoint(staffImportEndpoints.commit, { params: { id: importId } }),
  get: (importId: string) => callEndpoint(staffImportEndpoints.get, { params: { id: importId } }),
};
