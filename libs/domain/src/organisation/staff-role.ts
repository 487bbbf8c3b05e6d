// Staff roles (Staff, Team Lead, Supervisor, Manager, ...): /api/admin/staff-role. Not admin roles.
import { z } from 'zod';
import { nameFieldSchema, optionalTextSchema } from './fields';

export const staffRoleSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  staffCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StaffRole = z.infer<typeof staffRoleSchema>;

export const createStaffRoleInputSchema = z.object({
  name: nameFieldSchema('a staff role name'),
  description: optionalTextSchema(500),
});
export type CreateStaffRoleInput = z.infer<typeof createStaffRoleInputSchema>;

export const updateStaffRoleInputSchema = createStaffRoleInputSchema.partial();
export type UpdateStaffRoleInput = z.infer<typeof updateStaffRoleInputSchema>;

export const staffRoleListFields = ['name', 'createdAt'] as const;
