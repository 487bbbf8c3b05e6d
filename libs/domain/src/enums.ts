// Every enumeration the spec names, once. Screens, API and database all read these.
import { z } from 'zod';

export const areaSchema = z.enum(['staff', 'admin']);
export type Area = z.infer<typeof areaSchema>;

export const staffStatusSchema = z.enum(['Active', 'Pending', 'Suspended', 'Resigned', 'Terminated']);
export type StaffStatus = z.infer<typeof staffStatusSchema>;

export const accountStatusSchema = z.enum(['Inactive', 'Active', 'Pending']);
export type AccountStatus = z.infer<typeof accountStatusSchema>;

export const requestStatusSchema = z.enum([
  'PENDING', 'APPROVED', 'REJECTED', 'DECLINED', 'ACTIVE', 'COMPLETED', 'CANCELLED', 'WITHDRAWN',
  'DISBURSED', 'REPAYMENT_IN_PROGRESS',
]);
export const paymentStatusSchema = z.enum(['PENDING', 'APPROVED', 'DENIED', 'ISSUED']);
export const paidFlagSchema = z.enum(['PAID', 'UNPAID']);
export const workStatusSchema = z.enum(['PENDING', 'IN_PROGRESS', 'COMPLETED']);
export const reviewStatusSchema = z.enum(['Not_Started', 'In_Progress', 'Pending_Approval', 'Completed']);
export const fulfilmentStatusSchema = z.enum(['Pending', 'Fulfilled', 'Denied']);
export const messageStatusSchema = z.enum(['Draft', 'Published', 'Scheduled']);
export const driverLicenceStatusSchema = z.enum(['UNVERIFIED', 'VERIFIED', 'DUE_TO_EXPIRE', 'EXPIRED']);

export const benefitTypeSchema = z.enum([
  'Phone Credit', 'Data', 'Phone Credit & Data', 'Wardrobe', 'Housing & Feeding', 'Transportation',
]);
export const requestCategorySchema = z.enum(['Vendor', 'Claims', 'Contract', 'Tips-Staffs']);
export const rewardKindSchema = z.enum(['Special Event', 'Referral Bonus', 'Award Bonus', 'Holiday', 'Spirit of Excellence']);
export const recipientTypeSchema = z.enum(['Staff', 'Customer']);
export const weekdaySchema = z.enum(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);
export const ratingSchema = z.enum(['Strongly Disagree', 'Disagree', 'Neutral', 'Agree', 'Strongly Agree']);
export const colorModeSchema = z.enum(['light', 'dark']);
export type ColorMode = z.infer<typeof colorModeSchema>;
