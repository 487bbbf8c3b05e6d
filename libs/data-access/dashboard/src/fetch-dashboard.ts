// Loaded on demand by dashboardQueries and pendingDecisionQueries (see there).
export { dashboardApi } from '@crewbase/api-client';
