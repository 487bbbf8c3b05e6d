// Payroll endpoints. Admin (permission resource `payroll`): /api/admin/payroll (payslips: list, export, status counts,
// /:id, /:id/pdf, mark-as-paid/:id, recalculate/:id, /:id/resend-mail, DELETE /:id), /api/admin/payroll/pay-run (list,
// export, create, /:id, calculate/:id, approve/:id, mark-paid/:id, DELETE /:id, /:id/problems, /:id/bank-schedule),
// /api/admin/payroll/adjustment, /api/admin/payroll/settings. Staff: /api/staff/payroll (own payslips, newest first),
// /latest (the dashboard's last payslip), /:id, /:id/pdf; anyone else's: 404.
import { z } from 'zod';
import { endpoint } from '../contract/endpoint';
import { exportEndpoint } from '../contract/export-endpoint';
import { listQuerystringSchema } from '../contract/list-querystring';
import { adminMay, staffAccess } from '../contract/route-access';
import { statusCountsEndpoint } from '../contract/status-counts-endpoint';
import { listResponseSchema } from '../list-query';
import { idParamsSchema } from '../organisation/fields';
import { requestDecisionBodySchema } from '../requests/common';
import { workflowEndpoints } from '../workflow/workflow-endpoints';
import {
  bankScheduleQuerySchema,
  createAdjustmentInputSchema,
  createPayRunInputSchema,
  markPaidInputSchema,
  payRunDetailSchema,
  payRunSchema,
  payRunWorkflow,
  payrollAdjustmentSchema,
  payrollProblemSchema,
  payrollSettingsSchema,
  payslipDetailSchema,
  payslipMailResendSchema,
  payslipSchema,
  staffLastPayslipSchema,
  staffPayslipDetailSchema,
  staffPayslipSchema,
  updatePayrollSettingsInputSchema,
} from './payroll';

const ADMIN = '/api/admin/payroll';
const RUN = `${ADMIN}/pay-run`;
const STAFF = '/api/staff/payroll';
const tags = ['admin payroll'];
const staffTags = ['staff payroll'];
const may = (action: 'read' | 'create' | 'update' | 'delete' | 'approve') => adminMay('payroll', action);
const pdfFile = z.any().describe('The payslip as a one-page A4 PDF');
const csvFile = z.any().describe('The bank transfer schedule as CSV: bank, account number, name, amount, reference; X-Total says its total');

// ------------------------------------------------ payslips (admin)
const payslipList = endpoint({
  method: 'GET', path: ADMIN, access: may('read'), tags, list: true, query: listQuerystringSchema, status: 200, response: listResponseSchema(payslipSchema),
  summary: 'Payslips. Fields: staffProfile.fullName, staffProfile.id, dailySalary, bonuses, deductions, tax, totalPay, status (PAID/UNPAID), month, payRun.id, payRun.status, createdAt',
});
export const payslipEndpoints = {
  list: payslipList,
  export: exportEndpoint(payslipList, 'Payslips'),
  statusCounts: statusCountsEndpoint(payslipList, 'Payslips'),
  get: endpoint({
    method: 'GET', path: `${ADMIN}/:id`, access: may('read'), tags, summary: 'One payslip: every line with its source, the payable-days explanation, whether its inputs changed since',
    params: idParamsSchema, status: 200, response: payslipDetailSchema,
  }),
  pdf: endpoint({
    method: 'GET', path: `${ADMIN}/:id/pdf`, access: may('read'), tags, summary: 'One payslip as a one-page A4 PDF',
    params: idParamsSchema, status: 200, response: pdfFile, file: true,
  }),
  markPaid: endpoint({
    method: 'PATCH', path: `${ADMIN}/mark-as-paid/:id`, access: may('approve'), tags,
    summary: 'Mark one slip of an approved run paid with a payment reference: its loan installments are set to paid (the loan moves on); the run is PAID once every slip is',
    params: idParamsSchema, body: markPaidInputSchema, status: 200, response: payslipDetailSchema,
  }),
  recalculate: endpoint({
    method: 'PATCH', path: `${ADMIN}/recalculate/:id`, access: may('approve'), tags,
    summary: 'Recalculate one slip from its current inputs (409 once its run is approved)',
    params: idParamsSchema, status: 200, response: payslipDetailSchema,
  }),
  resendMail: endpoint({
    method: 'POST', path: `${ADMIN}/:id/resend-mail`, access: may('approve'), tags,
    summary: 'Queue the "your payslip is ready" mail again for a paid slip (409 before it is paid)',
    params: idParamsSchema, status: 202, response: payslipMailResendSchema,
  }),
  remove: endpoint({
    method: 'DELETE', path: `${ADMIN}/:id`, access: may('delete'), tags,
    summary: 'Delete a slip of a run not yet approved (409 otherwise); what it counted is released', params: idParamsSchema, status: 204,
  }),
};

// ------------------------------------------------ pay runs
const payRunList = endpoint({
  method: 'GET', path: RUN, access: may('read'), tags, list: true, query: listQuerystringSchema, status: 200, response: listResponseSchema(payRunSchema),
  summary: 'Pay runs. Fields: month, scope, status, totalPay, slipCount, createdAt',
});
export const payRunEndpoints = {
  list: payRunList,
  export: exportEndpoint(payRunList, 'Pay runs'),
  statusCounts: statusCountsEndpoint(payRunList, 'Pay runs'),
  get: endpoint({
    method: 'GET', path: `${RUN}/:id`, access: may('read'), tags, summary: 'A pay run: totals, problems per staff member, bank schedules, history, the calculation job',
    params: idParamsSchema, status: 200, response: payRunDetailSchema,
  }),
  create: endpoint({
    method: 'POST', path: RUN, access: may('create'), tags, summary: 'Create a pay run (DRAFT) for a month, for all staff or a department or location',
    body: createPayRunInputSchema, status: 201, response: payRunDetailSchema,
  }),
  /**
   * calculate: PATCH pay-run/calculate/:id (queues the job; its id is the detail's calculateJobId); approve: PATCH
   * pay-run/approve/:id (409 naming each staff member and account that fails the NUBAN check); markPaid: PATCH
   * pay-run/mark-paid/:id with a payment reference; delete: DELETE pay-run/:id (before approval).
   */
  ...workflowEndpoints(payRunWorkflow, {
    resource: 'payroll',
    base: { admin: RUN },
    tags: { admin: tags },
    params: idParamsSchema,
    response: payRunDetailSchema,
    decisionBody: requestDecisionBodySchema,
    bodies: { markPaid: markPaidInputSchema },
    summaries: {
      calculate: 'Calculate (or recalculate) a run not yet approved: a background job with progress; the same inputs give the same slips',
      approve: 'Approve a calculated run: locks it (refused while an account fails the NUBAN check, naming each)',
      markPaid: 'Mark every unpaid slip of an approved run paid with a payment reference; each person is mailed that their payslip is ready',
      delete: 'Delete a run not yet approved; what it counted is released',
    },
  }),
  problems: endpoint({
    method: 'GET', path: `${RUN}/:id/problems`, access: may('read'), tags, summary: 'What kept staff members out of the run or blocks its approval, per person',
    params: idParamsSchema, status: 200, response: z.object({ problems: z.array(payrollProblemSchema) }),
  }),
  bankSchedule: endpoint({
    method: 'GET', path: `${RUN}/:id/bank-schedule`, access: may('read'), tags, summary: "One bank's transfer schedule of a run as CSV",
    params: idParamsSchema, query: bankScheduleQuerySchema, status: 200, response: csvFile, file: true,
  }),
};

// ------------------------------------------------ adjustments and settings
export const payrollAdjustmentEndpoints = {
  create: endpoint({
    method: 'POST', path: `${ADMIN}/adjustment`, access: may('create'), tags,
    summary: "Record a correction: an ADJUSTMENT line in the staff member's next calculated run",
    body: createAdjustmentInputSchema, status: 201, response: payrollAdjustmentSchema,
  }),
};

export const payrollSettingsEndpoints = {
  get: endpoint({ method: 'GET', path: `${ADMIN}/settings`, access: may('read'), tags, summary: 'Payroll settings: tax bands by effective date, pension and housing-fund rates, pay day, day-rate divisor', status: 200, response: payrollSettingsSchema }),
  update: endpoint({
    method: 'PATCH', path: `${ADMIN}/settings`, access: may('update'), tags, summary: 'Change payroll settings (runs already approved keep what they were calculated with)',
    body: updatePayrollSettingsInputSchema, status: 200, response: payrollSettingsSchema,
  }),
};

// ------------------------------------------------ staff portal
export const staffPayrollEndpoints = {
  list: endpoint({
    method: 'GET', path: STAFF, access: staffAccess, tags: staffTags, list: true, query: listQuerystringSchema, status: 200, response: listResponseSchema(staffPayslipSchema),
    summary: 'My payslips of approved and paid runs, newest first. Fields: month, status, totalPay, createdAt',
  }),
  latest: endpoint({
    method: 'GET', path: `${STAFF}/latest`, access: staffAccess, tags: staffTags, summary: "My last payslip's net pay and date, for the dashboard",
    status: 200, response: staffLastPayslipSchema,
  }),
  get: endpoint({
    method: 'GET', path: `${STAFF}/:id`, access: staffAccess, tags: staffTags, summary: 'One of my payslips with every line and its source (anyone else\'s: 404)',
    params: idParamsSchema, status: 200, response: staffPayslipDetailSchema,
  }),
  pdf: endpoint({
    method: 'GET', path: `${STAFF}/:id/pdf`, access: staffAccess, tags: staffTags, summary: 'One of my payslips as a one-page A4 PDF',
    params: idParamsSchema, status: 200, response: pdfFile, file: true,
  }),
};

/** Every payroll endpoint, for the API's route registration. */
export const payrollEndpoints = {
  payslip: payslipEndpoints,
  payRun: payRunEndpoints,
  adjustment: payrollAdjustmentEndpoints,
  settings: payrollSettingsEndpoints,
  staff: staffPayrollEndpoints,
};
