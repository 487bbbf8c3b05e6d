// The admin dashboard's figures. Components call useQuery(dashboardQueries.staffMetrics()) directly.
import { dashboardApi } from '@crewbase/api-client';
import { queryOptions } from '@tanstack/react-query';

export const dashboardQueries = {
  all: () => ['dashboard'] as const,
  staffMetrics: () =>
    queryOptions({ queryKey: [...dashboardQueries.all(), 'staff-metrics'] as const, queryFn: () => dashboardApi.staffMetrics() }),
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
      queryFn: () => dashboardApi.pendingDecisions(),
      refetchOnWindowFocus: true,
    }),
};
