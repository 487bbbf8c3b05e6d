import { dashboardEndpoints } from '@crewbase/domain';
import { callEndpoint } from './call-endpoint';

export const dashboardApi = {
  /** Needs the staff:read permission. */
  staffMetrics: () => callEndpoint(dashboardEndpoints.staffMetrics),
  /** What waits for the caller's decision, for the request kinds their role may approve (every admin may ask). */
  pendingDecisions: () => callEndpoint(dashboardEndpoints.pendingDecisions),
};
