// Routes of the admin dashboard; the endpoints are declared in libs/domain (dashboardEndpoints).
import { dashboardEndpoints } from '@crewbase/domain';
import { serviceContext } from '../../platform/context';
import { endpointRoutes } from '../../platform/endpoints';
import { staffMetrics } from './dashboard.service';

export const dashboardRoutes = endpointRoutes(dashboardEndpoints, {
  staffMetrics: (request) => staffMetrics(serviceContext(request)),
});
