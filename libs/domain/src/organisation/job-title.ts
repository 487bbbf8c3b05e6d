// Job titles: /api/admin/job-title (settings "jobs").
import { z } from 'zod';
import { namedRefSchema } from '../profile';
import { nameFieldSchema } from './fields';

export const jobTitleSchema = z.object({
  id: z.string(),
  name: z.string(),
  department: namedRefSchema.nullable(),
  staffCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type JobTitle = z.infer<typeof jobTitleSchema>;

export const createJobTitleInputSchema = z.object({
  name: nameFieldSchema('a job title'),
  departmentId: z.string().uuid('Choose a department').nullable().optional(),
});
export type CreateJobTitleInput = z.infer<typeof createJobTitleInputSchema>;

export const updateJobTitleInputSchema = createJobTitleInputSchema.partial();
export type UpdateJobTitleInput = z.infer<typeof updateJobTitleInputSchema>;

export const jobTitleListFields = ['name', 'createdAt', 'department.name'] as const;
