// Reports (issue 15) for the admin console: the tables, metrics and charts of the five reports, and their refresh.
export { reportsQueries, type ReportMetrics, type ReportPage, type ReportParams } from './reports.queries';
export { refreshReports } from './reports-cache';
