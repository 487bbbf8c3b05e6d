// /admin/dashboard: the organisation's staff at a glance, from GET /api/admin/dashboard/staff/metrics.
import { isApiError } from '@crewbase/api-client';
import { dashboardQueries } from '@crewbase/data-access-dashboard';
import type { StaffMetrics, StaffStatus } from '@crewbase/domain';
import { EmptyState, ErrorState, MetricCard } from '@crewbase/ui';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { DashboardSkeleton } from './dashboard-skeleton';
import { JoinersByMonthChart } from './joiners-by-month-chart';
import { RecentJoinersTable } from './recent-joiners-table';
import { StaffByDepartmentChart } from './staff-by-department-chart';

const countOf = (metrics: StaffMetrics, status: StaffStatus) =>
  metrics.byStatus.find((entry) => entry.status === status)?.count ?? 0;

const errorDescription = (error: unknown) => {
  if (isApiError(error) && error.status === 403) return 'Your role does not include reading staff records.';
  return 'The staff metrics did not load. Check your connection and try again.';
};

export function DashboardScreen() {
  const metrics = useQuery(dashboardQueries.staffMetrics());

  if (metrics.isPending) return <DashboardSkeleton />;
  if (metrics.isError) {
    return (
      <ErrorState
        title="We could not load the dashboard"
        message={errorDescription(metrics.error)}
        onRetry={() => void metrics.refetch()}
      />
    );
  }

  const data = metrics.data;
  return (
    <Stack spacing={3}>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}
      >
        <MetricCard label="Total staff" value={data.totalStaff} />
        <MetricCard label="Active" value={countOf(data, 'Active')} />
        <MetricCard label="Pending" value={countOf(data, 'Pending')} hint="Awaiting activation" />
        <MetricCard label="Suspended" value={countOf(data, 'Suspended')} />
      </Box>

      {data.totalStaff === 0 ? (
        <EmptyState
          title="No staff yet"
          description="Once staff are added, headcount by department, joiners per month and the newest joiners show here."
        />
      ) : (
        <>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, 1fr)' } }}>
            <StaffByDepartmentChart departments={data.byDepartment} />
            <JoinersByMonthChart months={data.joinersByMonth} />
          </Box>
          <RecentJoinersTable joiners={data.recentJoiners} />
        </>
      )}
    </Stack>
  );
}
