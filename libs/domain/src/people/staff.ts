// Staff (Profiles > Staffs): /api/admin/staff (list, create, detail, update, status, terminate, licence).
import { z } from 'zod';
import { emailSchema } from '../auth';
import { benefitTypeSchema, driverLicenceStatusSchema, staffStatusSchema, type StaffStatus } from '../enums';
import { namedRefSchema } from '../profile';
import { optionalTextSchema } from '../organisation/fields';
import { invitationSchema } from './invitation';
import { nextOfKinSchema } from './self-service';

/** The staff state machine (ARCHITECTURE.md): Pending -> Active <-> Suspended; Active or Suspended -> Resigned or Terminated. */
export const staffStatusTransitions: Record<StaffStatus, readonly StaffStatus[]> = {
  Pending: ['Active'],
  Active: ['Suspended', 'Resigned', 'Terminated'],
  Suspended: ['Active', 'Resigned', 'Terminated'],
  Resigned: [],
  Terminated: [],
};
export const canChangeStaffStatus = (from: StaffStatus, to: StaffStatus): boolean => staffStatusTransitions[from].includes(to);
/** States that may move to `to`: the WHERE of the conditional UPDATE. */
export const staffStatusesLeadingTo = (to: StaffStatus): StaffStatus[] =>
  staffStatusSchema.options.filter((from) => staffStatusTransitions[from].includes(to));

/** Days before expiry from which a licence shows DUE_TO_EXPIRE. */
export const DRIVER_LICENCE_WARNING_DAYS = 30;
export type DriverLicenceStatus = z.infer<typeof driverLicenceStatusSchema>;

/** Whole days from `from` to `to` (YYYY-MM-DD): 0 on the same day, negative when `to` is earlier. */
export const daysBetween = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * The status a licence shows on `today` (YYYY-MM-DD), in this precedence: EXPIRED after its expiry date,
 * DUE_TO_EXPIRE from `dueWithinDays` days before it up to the expiry day itself (default 30), otherwise VERIFIED
 * once an admin approved it, else UNVERIFIED. The licence report and the API's SQL (driverLicenceStatusSql) follow it.
 */
export function driverLicenceStatusOn(verified: boolean, expiry: string, today: string, dueWithinDays: number = DRIVER_LICENCE_WARNING_DAYS): DriverLicenceStatus {
  if (expiry < today) return 'EXPIRED';
  if (daysBetween(today, expiry) <= dueWithinDays) return 'DUE_TO_EXPIRE';
  return verified ? 'VERIFIED' : 'UNVERIFIED';
}

export const mediaRefSchema = z.object({ key: z.string(), url: z.string(), name: z.string(), mimeType: z.string(), size: z.number().int() });
export type MediaRef = z.infer<typeof mediaRefSchema>;

export const driverLicenceSchema = z.object({
  number: z.string(),
  expiry: z.string(),
  /** Derived from the date and the approval (see driverLicenceStatusOn). */
  status: driverLicenceStatusSchema,
  verified: z.boolean(),
  document: mediaRefSchema.nullable(),
});
export type DriverLicence = z.infer<typeof driverLicenceSchema>;

export const genderSchema = z.enum(['Female', 'Male']);

/** A row of GET /api/admin/staff (the staff list and the dashboard). */
export const staffListItemSchema = z.object({
  id: z.string(),
  staffId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  email: z.string(),
  status: staffStatusSchema,
  department: namedRefSchema.nullable(),
  jobTitleName: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffListItem = z.infer<typeof staffListItemSchema>;

/** Fields a staff list may be filtered and sorted on (spec section 3). */
export const staffListFields = ['staffId', 'fullName', 'firstName', 'lastName', 'createdAt', 'department.name', 'jobTitleName', 'status'] as const;

/** GET /api/admin/staff/{id}: everything the General Information tab shows. */
export const staffDetailSchema = z.object({
  id: z.string(),
  staffId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  avatar: z.string().nullable(),
  gender: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  address: z.string().nullable(),
  status: staffStatusSchema,
  department: namedRefSchema.nullable(),
  jobTitle: namedRefSchema.nullable(),
  jobTitleName: z.string().nullable(),
  location: namedRefSchema.nullable(),
  staffRole: namedRefSchema.nullable(),
  /** Null when not set, or hidden from an admin without the payroll permission (then `payDetailsHidden`). */
  dailySalary: z.number().nullable(),
  bank: z.object({ code: z.string(), name: z.string() }).nullable(),
  /** Shown whole only to admins holding the payroll permission; others read `******1234`. */
  accountNumber: z.string().nullable(),
  /** The name on the account, as the bank holds it (set by an approved bank-detail change). */
  accountName: z.string().nullable(),
  /** Who to call in an emergency, as the staff member keeps it on their profile. */
  nextOfKin: nextOfKinSchema,
  /** True when the daily salary and account number are hidden from the caller (no payroll permission). */
  payDetailsHidden: z.boolean().optional(),
  benefits: z.array(benefitTypeSchema),
  driverLicence: driverLicenceSchema.nullable(),
  terminationReason: z.string().nullable(),
  /** Whether the person has activated their account (chosen a password). */
  activated: z.boolean(),
  /** While Pending: the activation code last mailed; null once activated or when none was mailed. */
  invitation: invitationSchema.nullable(),
  dateJoined: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StaffDetail = z.infer<typeof staffDetailSchema>;

const isoDate = (message: string) => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, message).refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), message);
const personName = (what: string) => z.string().trim().min(1, `Enter ${what}`).max(80, `Use at most 80 characters for ${what}`);

const benefitsSchema = z.array(benefitTypeSchema).max(6).refine((v) => new Set(v).size === v.length, 'Pick each benefit once');

/** The fields of "Add New Staff" (before the cross-field rules). */
const staffFields = z.object({
  firstName: personName('a first name'),
  lastName: personName('a last name'),
  email: emailSchema,
  phoneNumber: optionalTextSchema(32).refine((v) => v == null || /^\+?[0-9 ()-]{6,32}$/.test(v), 'Enter a valid phone number'),
  gender: genderSchema.nullable().optional(),
  dateOfBirth: isoDate('Enter the date of birth as YYYY-MM-DD').nullable().optional(),
  address: optionalTextSchema(300),
  departmentId: z.string().uuid('Choose a department'),
  jobTitleId: z.string().uuid('Choose a job title'),
  locationId: z.string().uuid('Choose a location'),
  staffRoleId: z.string().uuid('Choose a staff role'),
  dailySalary: z.coerce
    .number({ message: 'Enter the daily salary' })
    .positive('Enter a daily salary above 0')
    .max(10_000_000, 'Enter a daily salary of at most 10,000,000')
    .refine((v) => Math.round(v * 100) === v * 100, 'Use at most 2 decimal places'),
  /** A bank code from GET /api/public/banks. */
  bankCode: z.string().trim().min(1, 'Choose a bank').max(10),
  accountNumber: z.string().trim().regex(/^\d{10}$/, 'Enter the 10-digit account number'),
  benefits: benefitsSchema.default([]),
  driverLicenceNumber: z.string().trim().max(40, 'Use at most 40 characters').regex(/^[A-Za-z0-9-]*$/, 'Use letters, digits and dashes').nullable().optional().transform((v) => (v === '' ? null : v)),
  driverLicenceExpiry: isoDate('Enter the expiry date as YYYY-MM-DD').nullable().optional(),
  /** The key of a file the caller uploaded through POST /api/system/media-upload. */
  driverLicenceDocument: z.string().max(100).nullable().optional(),
  dateJoined: isoDate('Enter the start date as YYYY-MM-DD').nullable().optional(),
});

type LicenceFields = { driverLicenceNumber?: string | null; driverLicenceExpiry?: string | null; driverLicenceDocument?: string | null };
const licenceComplete = (v: LicenceFields, ctx: z.RefinementCtx) => {
  const anyGiven = Boolean(v.driverLicenceNumber || v.driverLicenceExpiry || v.driverLicenceDocument);
  if (!anyGiven) return;
  if (!v.driverLicenceNumber) ctx.addIssue({ code: 'custom', path: ['driverLicenceNumber'], message: 'Enter the licence number' });
  if (!v.driverLicenceExpiry) ctx.addIssue({ code: 'custom', path: ['driverLicenceExpiry'], message: 'Enter the licence expiry date' });
};
const bornBefore = (v: { dateOfBirth?: string | null }, ctx: z.RefinementCtx) => {
  if (!v.dateOfBirth) return;
  const sixteenYearsAgo = new Date();
  sixteenYearsAgo.setUTCFullYear(sixteenYearsAgo.getUTCFullYear() - 16);
  if (v.dateOfBirth > sixteenYearsAgo.toISOString().slice(0, 10)) {
    ctx.addIssue({ code: 'custom', path: ['dateOfBirth'], message: 'Staff must be at least 16 years old' });
  }
};

/** POST /api/admin/staff ("Add New Staff"). The person starts Pending and is mailed an activation code. */
export const createStaffInputSchema = staffFields.superRefine(licenceComplete).superRefine(bornBefore);
export type CreateStaffInput = z.input<typeof createStaffInputSchema>;

/**
 * PATCH /api/admin/staff/{id}: any subset. Changing the licence number or expiry makes it UNVERIFIED again.
 * Status changes go through /status and /terminate, not here.
 */
export const updateStaffInputSchema = staffFields
  .partial()
  // No default on an edit: leaving benefits out keeps them.
  .extend({ benefits: benefitsSchema.optional() })
  .superRefine(bornBefore);
export type UpdateStaffInput = z.input<typeof updateStaffInputSchema>;

/** PATCH /api/admin/staff/{id}/status. Terminating has its own call with a reason. */
export const changeStaffStatusInputSchema = z.object({
  status: z.enum(['Active', 'Suspended', 'Resigned']),
  reason: optionalTextSchema(500),
});
export type ChangeStaffStatusInput = z.infer<typeof changeStaffStatusInputSchema>;

/** POST /api/admin/staff/terminate/{id}. */
export const terminateStaffInputSchema = z.object({
  reason: z.string().trim().min(3, 'Give the reason for the termination').max(500, 'Use at most 500 characters'),
});
export type TerminateStaffInput = z.infer<typeof terminateStaffInputSchema>;
