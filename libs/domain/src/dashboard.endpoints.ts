// The admin dashboard's figures.
import { endpoint } from './contract/endpoint';
import { adminMay, ownAdminAccountAccess } from './contract/route-access';
import { staffMetricsSchema } from './dashboard';
import { pendingDecisionsSchema } from './requests/awaiting-decision';

export const dashboardEndpoints = {
  staffMetrics: endpoint({
    method: 'GET', path: '/api/admin/dashboard/staff/metrics', access: adminMay('staff', 'read'), tags: ['admin dashboard'],
    summary: 'Staff counts by status and department, joiners per month (12 months) and the latest joiners',
    status: 200, response: staffMetricsSchema,
  }),
  // Every admin may ask: the answer holds only the kinds their role may approve (the menu's waiting counts).
  pendingDecisions: endpoint({
    method: 'GET', path: '/api/admin/dashboard/pending-decisions', access: ownAdminAccountAccess, tags: ['admin dashboard'],
    summary: 'How many leave, loan, medical assistance and payment requests wait for a decision, for each kind the caller may approve',
    status: 200, response: pendingDecisionsSchema,
  }),
};
