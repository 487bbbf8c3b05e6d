// The five reports (issue 15), called from their declared endpoints (libs/domain/src/reports). Each report's table,
// metrics and export take the same list query, so a screen builds it once (reportListFilters) and passes it to all
// three. All need the `reports` read permission. Approving a licence from the report is staffApi's
// approveDriverLicence (staff/approve-driver-license/{id}), which needs `staff` approve.
import {
  driverLicenceReportEndpoints,
  leaveReportEndpoints,
  loanReportEndpoints,
  medicalReportEndpoints,
  penaltyReportEndpoints,
  type DriverLicenceReportMetrics,
  type DriverLicenceReportParams,
  type DriverLicenceReportRow,
  type LeaveReportMetrics,
  type LeaveReportRow,
  type ListQuery,
  type ListResponse,
  type LoanReportMetrics,
  type LoanReportRow,
  type MedicalReportMetrics,
  type MedicalReportRow,
  type PenaltyReportMetrics,
  type PenaltyReportRow,
} from '@crewbase/domain';
import { callEndpoint } from './call-endpoint';
import { downloadExport, type DownloadExportOptions, type ExportFile, type ExportFormat } from './download-export';
import { toSearchParams } from './to-search-params';

type Extra = Readonly<Record<string, string | number | undefined>>;

function searchParamsOf(query: Partial<ListQuery>, extra: Extra = {}): URLSearchParams {
  const params = toSearchParams(query);
  for (const [name, value] of Object.entries(extra)) if (value !== undefined && value !== '') params.set(name, String(value));
  return params;
}

const metricsParams = (query: Partial<ListQuery>, extra?: Extra) => ({ searchParams: searchParamsOf({ filters: query.filters }, extra) });
const stringParams = (extra: Extra = {}): Record<string, string | undefined> =>
  Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, v === undefined ? undefined : String(v)]));

/** `path` as downloadExport wants it: without the API root. */
const exportPath = (report: string) => `admin/reports/${report}`;

export const reportsApi = {
  driverLicenses: {
    list: (query: Partial<ListQuery> = {}, params: DriverLicenceReportParams = {}): Promise<ListResponse<DriverLicenceReportRow>> =>
      callEndpoint(driverLicenceReportEndpoints.list, { searchParams: searchParamsOf(query, params) }),
    metrics: (query: Partial<ListQuery> = {}, params: DriverLicenceReportParams = {}): Promise<DriverLicenceReportMetrics> =>
      callEndpoint(driverLicenceReportEndpoints.metrics, metricsParams(query, params)),
    export: (query: Partial<ListQuery>, format: ExportFormat, params: DriverLicenceReportParams = {}, options: DownloadExportOptions = {}): Promise<ExportFile> =>
      downloadExport(exportPath('driver-licenses'), query, format, { ...options, params: { ...options.params, ...stringParams(params) } }),
  },
  loans: {
    list: (query: Partial<ListQuery> = {}): Promise<ListResponse<LoanReportRow>> => callEndpoint(loanReportEndpoints.list, { searchParams: searchParamsOf(query) }),
    metrics: (query: Partial<ListQuery> = {}): Promise<LoanReportMetrics> => callEndpoint(loanReportEndpoints.metrics, metricsParams(query)),
    export: (query: Partial<ListQuery>, format: ExportFormat, options?: DownloadExportOptions): Promise<ExportFile> => downloadExport(exportPath('loan-requests'), query, format, options),
  },
  leave: {
    list: (query: Partial<ListQuery> = {}): Promise<ListResponse<LeaveReportRow>> => callEndpoint(leaveReportEndpoints.list, { searchParams: searchParamsOf(query) }),
    metrics: (query: Partial<ListQuery> = {}): Promise<LeaveReportMetrics> => callEndpoint(leaveReportEndpoints.metrics, metricsParams(query)),
    export: (query: Partial<ListQuery>, format: ExportFormat, options?: DownloadExportOptions): Promise<ExportFile> => downloadExport(exportPath('leave-requests'), query, format, options),
  },
  medical: {
    list: (query: Partial<ListQuery> = {}): Promise<ListResponse<MedicalReportRow>> => callEndpoint(medicalReportEndpoints.list, { searchParams: searchParamsOf(query) }),
    metrics: (query: Partial<ListQuery> = {}): Promise<MedicalReportMetrics> => callEndpoint(medicalReportEndpoints.metrics, metricsParams(query)),
    export: (query: Partial<ListQuery>, format: ExportFormat, options?: DownloadExportOptions): Promise<ExportFile> =>
      downloadExport(exportPath('medical-assistance'), query, format, options),
  },
  penalties: {
    list: (query: Partial<ListQuery> = {}): Promise<ListResponse<PenaltyReportRow>> => callEndpoint(penaltyReportEndpoints.list, { searchParams: searchParamsOf(query) }),
    metrics: (query: Partial<ListQuery> = {}): Promise<PenaltyReportMetrics> => callEndpoint(penaltyReportEndpoints.metrics, metricsParams(query)),
    export: (query: Partial<ListQuery>, format: ExportFormat, options?: DownloadExportOptions): Promise<ExportFile> => downloadExport(exportPath('penalty'), query, format, options),
  },
};
