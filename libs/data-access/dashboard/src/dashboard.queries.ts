// The admin dashboard's figures. Components call useQuery(dashboardQueries.staffMetrics()) directly.
import { dashboardApi } from '@crewbase/api-client';
import { queryOptions } from '@tanstack/react-query';

export const dashboardQueries = {
  all: () => ['dashboard'] as const,
  staffMetrics: () =>
    queryOptions({ queryKey: [...dashboardQueries.all(), 'staff-metrics'] as const, queryFn: () => dashboardApi.staffMetrics() }),
};
