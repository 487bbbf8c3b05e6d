// Payroll, both areas, called from their declared endpoints (libs/domain/src/payroll). Admin calls need the `payroll`
// permission; staff calls only ever reach the caller's own payslips. Files (payslip PDF, bank schedule CSV) come back
// as Blobs; save them with saveBlob.
import {
  jobEndpoints,
  payRunEndpoints,
  payrollAdjustmentEndpoints,
  payrollSettingsEndpoints,
  payslipEndpoints,
  staffPayrollEndpoints,
  type EndpointBodyInput,
  type JobStatus,
  type ListQuery,
  type ListResponse,
  type PayRun,
  type PayRunDetail,
  type PayrollAdjustment,
  type PayrollProblem,
  type PayrollSettings,
  type Payslip,
  type PayslipDetail,
  type StaffLastPayslip,
  type StaffPayslip,
  type StaffPayslipDetail,
  type StatusCounts,
} from '@crewbase/domain';
import { callEndpoint } from './call-endpoint';
import type { DecisionFields } from './request-calls';
import { statusCountsQuery } from './status-counts-query';
import { toSearchParams } from './to-search-params';

const listParams = (query: Partial<ListQuery>) => ({ searchParams: toSearchParams(query) });

export const payrollApi = {
  admin: {
    payslip: {
      /** Spec list fields: staffProfile.fullName, dailySalary, bonuses, deductions, tax, totalPay, status; filter payRun.id to show one run. */
      list: (query: Partial<ListQuery> = {}): Promise<ListResponse<Payslip>> => callEndpoint(payslipEndpoints.list, listParams(query)),
      statusCounts: (query: Partial<ListQuery> = {}): Promise<StatusCounts> => callEndpoint(payslipEndpoints.statusCounts, listParams(statusCountsQuery(query))),
      detail: (id: string): Promise<PayslipDetail> => callEndpoint(payslipEndpoints.get, { params: { id } }),
      pdf: (id: string): Promise<Blob> => callEndpoint(payslipEndpoints.pdf, { params: { id } }),
      /** Approved runs only (409 otherwise); sets the loan installments it deducted to paid. */
      markPaid: (id: string, input: EndpointBodyInput<typeof payslipEndpoints.markPaid>): Promise<PayslipDetail> =>
        callEndpoint(payslipEndpoints.markPaid, { params: { id }, body: input }),
      /** 409 once the run is approved. */
      recalculate: (id: string): Promise<PayslipDetail> => callEndpoint(payslipEndpoints.recalculate, { params: { id } }),
      resendMail: (id: string) => callEndpoint(payslipEndpoints.resendMail, { params: { id } }),
      /** Runs not yet approved only. */
      remove: (id: string): Promise<void> => callEndpoint(payslipEndpoints.remove, { params: { id } }),
    },
    payRun: {
      list: (query: Partial<ListQuery> = {}): Promise<ListResponse<PayRun>> => callEndpoint(payRunEndpoints.list, listParams(query)),
      statusCounts: (query: Partial<ListQuery> = {}): Promise<StatusCounts> => callEndpoint(payRunEndpoints.statusCounts, listParams(statusCountsQuery(query))),
      detail: (id: string): Promise<PayRunDetail> => callEndpoint(payRunEndpoints.get, { params: { id } }),
      create: (input: EndpointBodyInput<typeof payRunEndpoints.create>): Promise<PayRunDetail> => callEndpoint(payRunEndpoints.create, { body: input }),
      /** Queues the calculation; poll `calculateProgress(detail.calculateJobId)`. 409 once approved. */
      calculate: (id: string, input: DecisionFields = {}): Promise<PayRunDetail> => callEndpoint(payRunEndpoints.calculate, { params: { id }, body: input }),
      /** The calculation job's state and progress (done of total staff). Needs the `jobs` read permission too. */
      calculateProgress: (jobId: string): Promise<JobStatus> => callEndpoint(jobEndpoints.get, { params: { id: jobId } }),
      /** 409 naming each staff member and account failing the NUBAN check. */
      approve: (id: string, input: DecisionFields = {}): Promise<PayRunDetail> => callEndpoint(payRunEndpoints.approve, { params: { id }, body: input }),
      markPaid: (id: string, input: EndpointBodyInput<typeof payRunEndpoints.markPaid>): Promise<PayRunDetail> =>
        callEndpoint(payRunEndpoints.markPaid, { params: { id }, body: input }),
      remove: (id: string): Promise<void> => callEndpoint(payRunEndpoints.delete, { params: { id } }),
      problems: async (id: string): Promise<PayrollProblem[]> => (await callEndpoint(payRunEndpoints.problems, { params: { id } })).problems,
      /** One bank's transfer schedule as CSV. */
      bankSchedule: (id: string, bankCode: string): Promise<Blob> => callEndpoint(payRunEndpoints.bankSchedule, { params: { id }, query: { bankCode } }),
    },
    adjustment: {
      create: (input: EndpointBodyInput<typeof payrollAdjustmentEndpoints.create>): Promise<PayrollAdjustment> => callEndpoint(payrollAdjustmentEndpoints.create, { body: input }),
    },
    settings: {
      get: (): Promise<PayrollSettings> => callEndpoint(payrollSettingsEndpoints.get),
      update: (input: EndpointBodyInput<typeof payrollSettingsEndpoints.update>): Promise<PayrollSettings> => callEndpoint(payrollSettingsEndpoints.update, { body: input }),
    },
  },
  staff: {
    /** Newest first. */
    list: (query: Partial<ListQuery> = {}): Promise<ListResponse<StaffPayslip>> => callEndpoint(staffPayrollEndpoints.list, listParams(query)),
    /** The dashboard's card: null before the first payslip. */
    latest: (): Promise<StaffLastPayslip> => callEndpoint(staffPayrollEndpoints.latest),
    /** 404 for anyone else's. */
    detail: (id: string): Promise<StaffPayslipDetail> => callEndpoint(staffPayrollEndpoints.get, { params: { id } }),
    pdf: (id: string): Promise<Blob> => callEndpoint(staffPayrollEndpoints.pdf, { params: { id } }),
  },
};
