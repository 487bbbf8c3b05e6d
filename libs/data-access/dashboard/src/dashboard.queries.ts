// The admin dashboard's figures. Components call useQuery(dashboardQueries.staffMetrics()) directly.
//
// The console's dashboard route starts these in a loader, which sits in its first load, but their schemas use the
// full zod, which the sign-in screen does without (README, "Front-end bundles"). So the fetch is loaded with the first
// request, not with the options (as accountQueries does).
import { queryOptions } from '@tanstack/react-query';

const fetchDashboard = () => import('./fetch-dashboard');

export const dashboardQueries = {
  all: () => ['dashboard'] as const,
  staffMetrics: () =>
    queryOptions({ queryKey: [...dashboardQueries.all(), 'staff-metrics'] as const, queryFn: () => fetchDashboard().then(({ dashboardApi }) => dashboardApi.staffMetrics()) }),
};

/**
 * What waits for the signed-in admin's decision (the menu's counts). It changes with any request anyone makes or
 * decides, so the console invalidates pendingDecisionQueries.all() after each of its own changes and refetches it when
 * the window regains focus.
 */
export const pendingDecisionQueries = {
  all: () => ['pending-decisions'] as const,
  summary: () =>
    queryOptions({
      queryKey: [...pendingDecisionQueries.all(), 'summary'] as const,
      queryFn: () => fetchDashboard().then(({ dashboardApi }) => dashboardApi.pendingDecisions()),
      refetchOnWindowFocus: true,
    }),
};
