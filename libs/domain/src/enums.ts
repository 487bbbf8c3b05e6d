// The spec's enumerations in use, once; screens, API and database all read these. A workflow's states live with its
// workflow (requests/leave.ts, ...); an enumeration of a feature not built yet comes with that feature.
import { z } from 'zod';

export const areaSchema = z.enum(['staff', 'admin']);
export type Area = z.infer<typeof areaSchema>;

export const staffStatusSchema = z.enum(['Active', 'Pending', 'Suspended', 'Resigned', 'Terminated']);
export type StaffStatus = z.infer<typeof staffStatusSchema>;

export const accountStatusSchema = z.enum(['Inactive', 'Active', 'Pending']);
export type AccountStatus = z.infer<typeof accountStatusSchema>;

export const messageStatusSchema = z.enum(['Draft', 'Published', 'Scheduled']);
export const driverLicenceStatusSchema = z.enum(['UNVERIFIED', 'VERIFIED', 'DUE_TO_EXPIRE', 'EXPIRED']);

export const benefitTypeSchema = z.enum([
  'Phone Credit', 'Data', 'Phone Credit & Data', 'Wardrobe', 'Housing & Feeding', 'Transportation',
]);
export const requestCategorySchema = z.enum(['Vendor', 'Claims', 'Contract', 'Tips-Staffs']);
export type RequestCategory = z.infer<typeof requestCategorySchema>;
/** What a person reads for a payment request's category; the stored value stays the spec's ('Tips-Staffs'). */
export const requestCategoryLabels: Record<RequestCategory, string> = {
  Vendor: 'Vendor',
  Claims: 'Claims',
  Contract: 'Contract',
  'Tips-Staffs': 'Tips (staff)',
};
/** The readable label of a category; an unknown value comes back as it came. */
export const requestCategoryLabel = (category: string): string => requestCategoryLabels[category as RequestCategory] ?? category;
export const recipientTypeSchema = z.enum(['Staff', 'Customer']);
export const weekdaySchema = z.enum(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);
export const colorModeSchema = z.enum(['light', 'dark']);
export type ColorMode = z.infer<typeof colorModeSchema>;
