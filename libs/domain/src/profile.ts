import { z } from 'zod';
import { accountStatusSchema, staffStatusSchema } from './enums';
import { bankDetailChangeSchema, bankDetailsSchema, nextOfKinSchema, selfServiceFieldsSchema } from './people/self-service';

export const namedRefSchema = z.object({ id: z.string(), name: z.string() });
export type NamedRef = z.infer<typeof namedRefSchema>;

export const permissionSchema = z.object({
  id: z.string(),
  /** The action, e.g. `read`, `create`, `update`, `delete`, `approve`. */
  name: z.string(),
  /** The resource (group name), e.g. `staff`, `leave-request`. */
  tableName: z.string(),
  description: z.string().nullable(),
});
export type Permission = z.infer<typeof permissionSchema>;

export const roleSchema = z.object({
  id: z.string(),
  name: z.string(),
  displayName: z.string(),
  permissions: z.array(permissionSchema),
});
export type Role = z.infer<typeof roleSchema>;

/** GET /api/admin/auth/profile */
export const adminProfileSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  avatar: z.string().nullable(),
  status: accountStatusSchema,
  role: roleSchema,
  createdAt: z.string(),
});
export type AdminProfile = z.infer<typeof adminProfileSchema>;

/** GET /api/staff/auth/profile */
export const staffProfileSchema = z.object({
  id: z.string(),
  staffId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  avatar: z.string().nullable(),
  status: staffStatusSchema,
  gender: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  address: z.string().nullable(),
  department: namedRefSchema.nullable(),
  jobTitleName: z.string().nullable(),
  location: namedRefSchema.nullable(),
  role: z.object({ name: z.string() }),
  dateJoined: z.string().nullable(),
  nextOfKin: nextOfKinSchema,
  /** The bank account pay goes to, as on file (a change waits in `pendingBankChange` until an admin approves it). */
  bankDetails: bankDetailsSchema,
  pendingBankChange: bankDetailChangeSchema.nullable(),
  createdAt: z.string(),
});
export type StaffProfile = z.infer<typeof staffProfileSchema>;

const optionalText = (max: number) =>
  z.string().trim().max(max).nullable().optional().transform((v) => (v === '' ? null : v));

/** POST /api/admin/update-profile */
export const updateAdminProfileInputSchema = z.object({
  firstName: z.string().trim().min(1, 'Enter a first name').max(80),
  lastName: z.string().trim().min(1, 'Enter a last name').max(80),
  phoneNumber: optionalText(32).refine((v) => v == null || /^\+?[0-9 ()-]{6,32}$/.test(v), 'Enter a valid phone number'),
  avatar: z.string().max(500).nullable().optional(),
});
export type UpdateAdminProfileInput = z.infer<typeof updateAdminProfileInputSchema>;

/**
 * PATCH /api/staff/auth/profile: what a staff member may change about themselves at once (photo, phone, address, next
 * of kin). Bank details are a bank-detail change an admin approves (POST /api/staff/bank-detail-change).
 */
export const updateStaffProfileInputSchema = selfServiceFieldsSchema.extend({
  avatar: z.string().max(500).nullable().optional(),
});
export type UpdateStaffProfileInput = z.infer<typeof updateStaffProfileInputSchema>;

/** An admin is recognised by the role name (spec section 6). */
export const isAdminRoleName = (roleName: string, rule: 'exact' | 'contains' = 'contains'): boolean => {
  const name = roleName.trim().toLowerCase();
  return rule === 'exact' ? name === 'admin' || name === 'super admin' : name.includes('admin');
};

