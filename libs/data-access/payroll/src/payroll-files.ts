// The payroll files the API makes, saved through the browser's download: a payslip's one-page A4 PDF (admin or the
// staff member's own) and a run's bank transfer schedule per bank (CSV). Each rejects with the ApiError when refused.
import { payrollApi, saveBlob } from '@crewbase/api-client';

const pdfName = (month: string, staffId?: string) => `payslip-${month}${staffId ? `-${staffId}` : ''}.pdf`;

export const payrollFiles = {
  /** An admin's copy of a payslip. */
  savePayslipPdf: async (slip: { id: string; month: string; staffProfile: { staffId: string } }) =>
    saveBlob(await payrollApi.admin.payslip.pdf(slip.id), pdfName(slip.month, slip.staffProfile.staffId)),
  /** The signed-in staff member's own payslip. */
  saveMyPayslipPdf: async (slip: { id: string; month: string }) => saveBlob(await payrollApi.staff.pdf(slip.id), pdfName(slip.month)),
  /** One bank's transfer schedule of a run. */
  saveBankSchedule: async (run: { id: string; month: string }, bank: { bankCode: string; bankName: string }) =>
    saveBlob(
      await payrollApi.admin.payRun.bankSchedule(run.id, bank.bankCode),
      `bank-schedule-${run.month}-${bank.bankName.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}.csv`,
    ),
};
