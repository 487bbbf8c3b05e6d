import { z } from 'zod';
import { staffStatusSchema } from './enums';

/** GET /api/admin/dashboard/staff/metrics */
export const staffMetricsSchema = z.object({
  totalStaff: z.number().int(),
  byStatus: z.array(z.object({ status: staffStatusSchema, count: z.number().int() })),
  byDepartment: z.array(z.object({ departmentId: z.string().nullable(), name: z.string(), count: z.number().int() })),
  /** Joiners per month over the last 12 months, oldest first, `YYYY-MM`. */
  joinersByMonth: z.array(z.object({ month: z.string(), count: z.number().int() })),
  recentJoiners: z.array(
    z.object({
      id: z.string(),
      staffId: z.string(),
      fullName: z.string(),
      departmentName: z.string().nullable(),
      jobTitleName: z.string().nullable(),
      status: staffStatusSchema,
      dateJoined: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type StaffMetrics = z.infer<typeof staffMetricsSchema>;
