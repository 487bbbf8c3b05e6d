// Report endpoints (issue 15): /api/admin/reports/<report> (the table: the list language, server-side), /metrics
// (cards and charts under the same filter) and /export (exactly the filtered rows, stating the filters and when it
// was made; written to the audit log). All need the `reports` read permission.
import type { z } from 'zod';
import { endpoint } from '../contract/endpoint';
import { exportEndpoint } from '../contract/export-endpoint';
import { listQuerystringSchema } from '../contract/list-querystring';
import { adminMay } from '../contract/route-access';
import { listResponseSchema } from '../list-query';
import type { ReportName } from './report-filter';
import {
  driverLicenceReportMetricsSchema,
  driverLicenceReportRowSchema,
  leaveReportMetricsSchema,
  leaveReportRowSchema,
  loanReportMetricsSchema,
  loanReportRowSchema,
  medicalReportMetricsSchema,
  medicalReportRowSchema,
  penaltyReportMetricsSchema,
  penaltyReportRowSchema,
} from './reports';

export const REPORTS_PATH = '/api/admin/reports';
const tags = ['admin reports'];
const access = adminMay('reports', 'read');

const FILTER_NOTE = 'Filter: date ($gte/$lte), department.id, location.id, status ($eq/$in), staff.id';

function declareReport<R extends z.ZodType, M extends z.ZodType>(name: ReportName, row: R, metrics: M, what: string, cards: string) {
  const list = endpoint({
    method: 'GET', path: `${REPORTS_PATH}/${name}`, access, tags, summary: `${what}. ${FILTER_NOTE}`,
    list: true, query: listQuerystringSchema, status: 200, response: listResponseSchema(row),
  });
  return {
    list,
    metrics: endpoint({
      method: 'GET', path: `${REPORTS_PATH}/${name}/metrics`, access, tags,
      summary: `${what}: ${cards}; charts by month, department and status. Same filter as the table (sort, page and limit are ignored)`,
      list: true, query: listQuerystringSchema, status: 200, response: metrics,
    }),
    export: exportEndpoint(list, what),
  };
}

/** Every staff member with a licence. Extra query parameters: asOf (YYYY-MM-DD, default today), dueWithinDays (default 30). */
export const driverLicenceReportEndpoints = declareReport(
  'driver-licenses', driverLicenceReportRowSchema, driverLicenceReportMetricsSchema,
  "Driver's licences (date = expiry; asOf and dueWithinDays query parameters)", 'total, verified, unverified, due to expire, expired',
);
export const loanReportEndpoints = declareReport(
  'loan-requests', loanReportRowSchema, loanReportMetricsSchema,
  'Loans (date = requested on)', 'requested, approved, disbursed, repaid, outstanding amounts and overdue installments',
);
export const leaveReportEndpoints = declareReport(
  'leave-requests', leaveReportRowSchema, leaveReportMetricsSchema,
  'Leave (date = start date)', 'requests, days taken, booked and pending, who is away today and this week',
);
export const medicalReportEndpoints = declareReport(
  'medical-assistance', medicalReportRowSchema, medicalReportMetricsSchema,
  'Medical assistance (date = requested on)', 'requested, approved, disbursed and pending amounts',
);
export const penaltyReportEndpoints = declareReport(
  'penalty', penaltyReportRowSchema, penaltyReportMetricsSchema,
  'Penalties (date = penalty date)', 'count and amounts, deducted by a pay run or pending, by kind',
);

export const reportsEndpoints = {
  'driver-licenses': driverLicenceReportEndpoints,
  'loan-requests': loanReportEndpoints,
  'leave-requests': leaveReportEndpoints,
  'medical-assistance': medicalReportEndpoints,
  penalty: penaltyReportEndpoints,
} as const satisfies Record<ReportName, { list: unknown; metrics: unknown; export: unknown }>;



