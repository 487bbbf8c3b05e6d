export { dashboardQueries } from './dashboard.queries';
