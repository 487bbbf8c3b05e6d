export { dashboardQueries, pendingDecisionQueries } from './dashboard.queries';
