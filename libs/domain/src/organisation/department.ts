// Departments: /api/admin/department (settings).
import { z } from 'zod';
import { nameFieldSchema, optionalTextSchema } from './fields';

export const departmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** Staff currently in the department. */
  staffCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Department = z.infer<typeof departmentSchema>;

export const createDepartmentInputSchema = z.object({
  name: nameFieldSchema('a department name'),
  description: optionalTextSchema(500),
});
export type CreateDepartmentInput = z.infer<typeof createDepartmentInputSchema>;

/** PATCH: any subset of the create fields. */
export const updateDepartmentInputSchema = createDepartmentInputSchema.partial();
export type UpdateDepartmentInput = z.infer<typeof updateDepartmentInputSchema>;

/** Spec section 3: department lists filter and sort on name and createdAt. */
export const departmentListFields = ['name', 'createdAt'] as const;
