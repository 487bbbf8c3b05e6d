// Payroll (issue 14) for both apps: one key factory, the cache refresh, the mutation hooks and the file downloads.
// The staff portal uses the `my*` queries only.
export { payrollQueries, payRunJobFinished, PAY_RUN_PROGRESS_POLL_MS } from './payroll.queries';
export { refreshPayroll, type PayrollRefreshOptions } from './payroll-cache';
export { usePayRunActions } from './use-pay-run-actions';
export { usePayslipActions } from './use-payslip-actions';
export { useCreatePayrollAdjustment } from './use-payroll-adjustment';
export { useSavePayrollSettings } from './use-payroll-settings';
export { payrollFiles } from './payroll-files';
