import { staffMetricsSchema, type StaffMetrics } from '@crewbase/domain';
import { callApi } from './call-api';

export const dashboardApi = {
  /** Needs the staff:read permission. */
  staffMetrics: (): Promise<StaffMetrics> => callApi(staffMetricsSchema, 'admin/dashboard/staff/metrics'),
};
