import { staffStatusSchema, type StaffMetrics } from '@crewbase/domain';
import type { ServiceContext } from '../../platform/context';
import * as repo from './dashboard.repository';

const RECENT_JOINERS = 8;

export async function staffMetrics(ctx: ServiceContext): Promise<StaffMetrics> {
  const [totalStaff, statusCounts, byDepartment, joinersByMonth, recentJoiners] = await Promise.all([
    repo.totalStaff(ctx.db),
    repo.countByStatus(ctx.db),
    repo.countByDepartment(ctx.db),
    repo.joinersByMonth(ctx.db),
    repo.recentJoiners(ctx.db, RECENT_JOINERS),
  ]);
  // Every status, in the domain's order, zero included, so charts keep their shape.
  const byStatus = staffStatusSchema.options.map((status) => ({ status, count: statusCounts.find((s) => s.status === status)?.count ?? 0 }));
  return { totalStaff, byStatus, byDepartment, joinersByMonth, recentJoiners };
}
