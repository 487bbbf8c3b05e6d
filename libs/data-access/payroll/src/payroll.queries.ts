// The one query-key factory for payroll, generic to specific, for both apps. Everything lives under all(), so any
// change (a calculation, an approval, a slip paid, settings saved) refreshes every list, detail and the staff
// dashboard's card it may move. The staff portal's own entries are the `my*` ones; they never reach admin endpoints.
import { payrollApi, statusCountsQuery } from '@crewbase/api-client';
import type { JobStatus, ListQuery } from '@crewbase/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/** How often a running calculation asks for its progress. */
export const PAY_RUN_PROGRESS_POLL_MS = 1000;

/** Whether a job has stopped (done, failed for good, or cancelled): its progress no longer moves. */
export const payRunJobFinished = (job: JobStatus | undefined) => job !== undefined && ['completed', 'failed', 'cancelled'].includes(job.state);

const admin = payrollApi.admin;
const staff = payrollApi.staff;

const list = <T,>(kind: string, query: Partial<ListQuery>, fetch: (query: Partial<ListQuery>) => Promise<T>) =>
  queryOptions({
    queryKey: [...payrollQueries.lists(), kind, query] as const,
    queryFn: () => fetch(query),
    placeholderData: keepPreviousData,
  });

const counts = <T,>(kind: string, query: Partial<ListQuery>, fetch: (query: Partial<ListQuery>) => Promise<T>) => {
  const counted = statusCountsQuery(query);
  return queryOptions({
    queryKey: [...payrollQueries.lists(), kind, 'status-counts', counted] as const,
    queryFn: () => fetch(counted),
    placeholderData: keepPreviousData,
  });
};

const detail = <T,>(kind: string, id: string, fetch: (id: string) => Promise<T>) =>
  queryOptions({ queryKey: [...payrollQueries.details(), kind, id] as const, queryFn: () => fetch(id) });

export const payrollQueries = {
  all: () => ['payroll'] as const,
  lists: () => [...payrollQueries.all(), 'list'] as const,
  details: () => [...payrollQueries.all(), 'detail'] as const,

  /** Payslips (payroll:read); filter `payRun.id` for one run, `staffProfile.id` for one person. */
  payslipList: (query: Partial<ListQuery> = {}) => list('payslip', query, admin.payslip.list),
  payslipStatusCounts: (query: Partial<ListQuery> = {}) => counts('payslip', query, admin.payslip.statusCounts),
  payslip: (id: string) => detail('payslip', id, admin.payslip.detail),
  payRunList: (query: Partial<ListQuery> = {}) => list('pay-run', query, admin.payRun.list),
  payRunStatusCounts: (query: Partial<ListQuery> = {}) => counts('pay-run', query, admin.payRun.statusCounts),
  payRun: (id: string) => detail('pay-run', id, admin.payRun.detail),
  settings: () => queryOptions({ queryKey: [...payrollQueries.all(), 'settings'] as const, queryFn: () => admin.settings.get() }),

  /** A calculation's job (jobs:read): asked again every second until it has finished. */
  calculateProgress: (jobId: string) =>
    queryOptions({
      queryKey: [...payrollQueries.all(), 'calculate-job', jobId] as const,
      queryFn: () => admin.payRun.calculateProgress(jobId),
      refetchInterval: (query) => (payRunJobFinished(query.state.data) ? false : PAY_RUN_PROGRESS_POLL_MS),
      refetchIntervalInBackground: false,
    }),

  /** The signed-in staff member's payslips, newest first. */
  myList: (query: Partial<ListQuery> = {}) => list('mine', query, staff.list),
  /** One of the person's payslips; 404 for anyone else's. */
  myPayslip: (id: string) => detail('mine', id, staff.detail),
  /** The dashboard's card: the last payslip's net pay and date (null before the first). */
  myLatest: () => queryOptions({ queryKey: [...payrollQueries.all(), 'mine', 'latest'] as const, queryFn: () => staff.latest() }),
};
