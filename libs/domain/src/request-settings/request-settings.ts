// Company settings the request rules read: leave entitlement and money ceilings. Stored in one row, edited by admins.
import { z } from 'zod';
import { moneyInputSchema, moneySchema } from '../requests/money';

export const requestSettingsSchema = z.object({
  /** Working days of leave each staff member may take per calendar year. */
  leaveDaysPerYear: z.number().int(),
  /** Most a staff member may owe and have requested on loans at once. */
  loanMaxAmount: moneySchema,
  /** Longest repayment plan, in monthly installments. */
  loanMaxRepaymentMonths: z.number().int(),
  /** Most one medical assistance request may ask for. */
  medicalMaxAmount: moneySchema,
  /** Most one payment request may be for. */
  paymentRequestMaxAmount: moneySchema,
  updatedAt: z.string(),
});
export type RequestSettings = z.infer<typeof requestSettingsSchema>;

/** PATCH: the settings sent change, the others stay. */
export const updateRequestSettingsInputSchema = z
  .object({
    leaveDaysPerYear: z.number().int('Use a whole number of days.').min(0, 'Use 0 or more days.').max(366, 'A year has at most 366 days.'),
    loanMaxAmount: moneyInputSchema,
    loanMaxRepaymentMonths: z.number().int('Use a whole number of months.').min(1, 'Allow at least 1 month.').max(120, 'Allow at most 120 months.'),
    medicalMaxAmount: moneyInputSchema,
    paymentRequestMaxAmount: moneyInputSchema,
  })
  .partial();
export type UpdateRequestSettingsInput = z.infer<typeof updateRequestSettingsInputSchema>;

/** What a new installation starts with (the migration inserts the same row). */
export const defaultRequestSettings = {
  leaveDaysPerYear: 20,
  loanMaxAmount: '500000.00',
  loanMaxRepaymentMonths: 12,
  medicalMaxAmount: '250000.00',
  paymentRequestMaxAmount: '2000000.00',
} as const satisfies Omit<RequestSettings, 'updatedAt'>;
