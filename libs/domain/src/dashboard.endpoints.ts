// The admin dashboard's figures.
import { endpoint } from './contract/endpoint';
import { adminMay } from './contract/route-access';
import { staffMetricsSchema } from './dashboard';

export const dashboardEndpoints = {
  staffMetrics: endpoint({
    method: 'GET', path: '/api/admin/dashboard/staff/metrics', access: adminMay('staff', 'read'), tags: ['admin dashboard'],
    summary: 'Staff counts by status and department, joiners per month (12 months) and the latest joiners',
    status: 200, response: staffMetricsSchema,
  }),
};
