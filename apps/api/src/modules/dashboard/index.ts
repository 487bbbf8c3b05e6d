// Routes of the admin dashboard; the endpoints are declared in libs/domain (dashboardEndpoints).
import { dashboardEndpoints } from '@crewbase/domain';
import { serviceContext } from '../../platform/context';
import { endpointRoutes } from '../../platform/endpoints';
import { staffMetrics } from './dashboard.service';
import { pendingDecisions } from './pending-decisions';

export const dashboardRoutes = endpointRoutes(dashboardEndpoints, {
  staffMetrics: (request) => staffMetrics(serviceContext(request)),
  pendingDecisions: (request) => pendingDecisions(serviceContext(request)),
});
