import { z } from 'zod';
import { staffStatusSchema } from './enums';
import { namedRefSchema } from './profile';

/** A row of GET /api/admin/staff (the first server-side list; more fields arrive with staff management). */
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
