import { dashboardEndpoints } from '@crewbase/domain';
import { callEndpoint } from './call-endpoint';

export const dashboardApi = {
  /** Needs the staff:read permission. */
  staffMetrics: () => callEndpoint(dashboardEndpoints.staffMetrics),
};
