// Admin accounts: /api/admin/users.
import { z } from 'zod';
import { emailSchema } from '../auth';
import { accountStatusSchema, type AccountStatus } from '../enums';
import { optionalTextSchema } from '../organisation/fields';
import { invitationSchema } from './invitation';

export const adminRoleSchema = z.object({ id: z.string(), name: z.string(), displayName: z.string() });
export type AdminRole = z.infer<typeof adminRoleSchema>;

/** An admin as lists and the detail screen show it. Never carries a password hash or token. */
export const adminSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  avatar: z.string().nullable(),
  status: accountStatusSchema,
  role: adminRoleSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Admin = z.infer<typeof adminSchema>;

/** One admin as its profile shows it: the list row, plus the invitation while the account is Pending. */
export const adminDetailSchema = adminSchema.extend({
  invitation: invitationSchema.nullable(),
});
export type AdminDetail = z.infer<typeof adminDetailSchema>;

const personName = (what: string) => z.string().trim().min(1, `Enter ${what}`).max(80, `Use at most 80 characters for ${what}`);
const phoneSchema = optionalTextSchema(32).refine((v) => v == null || /^\+?[0-9 ()-]{6,32}$/.test(v), 'Enter a valid phone number');

/** POST /api/admin/users: the new admin starts Pending and gets an activation code by mail. */
export const createAdminInputSchema = z.object({
  firstName: personName('a first name'),
  lastName: personName('a last name'),
  email: emailSchema,
  phoneNumber: phoneSchema,
  roleId: z.string().uuid('Choose a role'),
});
export type CreateAdminInput = z.infer<typeof createAdminInputSchema>;

/** PATCH /api/admin/users/{id}: any subset. `status` follows `adminStatusTransitions`. */
export const updateAdminInputSchema = z.object({
  firstName: personName('a first name').optional(),
  lastName: personName('a last name').optional(),
  email: z.optional(emailSchema),
  phoneNumber: phoneSchema,
  roleId: z.string().uuid('Choose a role').optional(),
  status: accountStatusSchema.optional(),
});
export type UpdateAdminInput = z.infer<typeof updateAdminInputSchema>;

/**
 * Admin account states. Pending -> Active happens only when the person activates with the mailed code; an admin
 * may deactivate (Active -> Inactive, Pending -> Inactive) and reactivate (Inactive -> Active, if they ever activated).
 */
export const adminStatusTransitions: Record<AccountStatus, readonly AccountStatus[]> = {
  Pending: ['Inactive'],
  Active: ['Inactive'],
  Inactive: ['Active'],
};

export const adminListFields = ['firstName', 'lastName', 'email', 'role.displayName', 'status', 'createdAt'] as const;
