// /admin/performance/overview: the performance metrics (performance-review/metrics) for every cycle or one: cycles
// in progress, reviews by status and waiting for approval, the average rating and its distribution (a chart with a
// text alternative), completion per department, and calibration per department and per reviewer.
import { performanceQueries } from '@crewbase/data-access-performance';
import { reviewStatusSchema, type PerformanceMetrics } from '@crewbase/domain';
import { ErrorState, MetricCard, statusAppearance } from '@crewbase/ui';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { paths } from '../../app/paths';
import { CalibrationTable } from './calibration-table';
import { ratingText } from './rating-text';
import { RatingDistributionChart } from './rating-distribution-chart';

const CYCLES = { page: 1, limit: 100, sort: [{ field: 'dueDate', direction: 'DESC' as const }], filters: [] };
const waitingLink = `${paths.performanceReviews}?${new URLSearchParams({ filter: 'status:eq:Pending_Approval' }).toString()}`;

export function PerformanceOverviewScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const cycleId = searchParams.get('cycle') ?? undefined;
  const cycles = useQuery(performanceQueries.cycleList(CYCLES));
  const metrics = useQuery(performanceQueries.metrics(cycleId));

  return (
    <Stack spacing={3}>
      <TextField
        select
        label="Cycle"
        value={cycleId ?? ''}
        onChange={(event) => setSearchParams(event.target.value ? { cycle: event.target.value } : {}, { replace: true })}
        sx={{ maxWidth: 360 }}
        size="small"
        helperText={cycles.isError ? 'The cycles could not be listed.' : undefined}
      >
        <MenuItem value="">All cycles</MenuItem>
        {(cycles.data?.data ?? []).map((cycle) => (
          <MenuItem key={cycle.id} value={cycle.id}>
            {cycle.name}
          </MenuItem>
        ))}
      </TextField>
      {metrics.isError ? (
        <ErrorState title="We could not load the performance metrics" message={metrics.error.message} onRetry={() => void metrics.refetch()} />
      ) : (
        <Overview metrics={metrics.data} />
      )}
    </Stack>
  );
}

function Overview({ metrics }: { metrics: PerformanceMetrics | undefined }) {
  const loading = metrics === undefined;
  const totalReviews = metrics ? Object.values(metrics.reviewsByStatus).reduce((sum, count) => sum + count, 0) : 0;
  const completed = metrics?.reviewsByStatus.Completed ?? 0;
  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}>
        <MetricCard label="Cycles in progress" value={metrics?.cyclesInProgress ?? 0} loading={loading} />
        <MetricCard
          label="Waiting for approval"
          value={metrics?.waitingApproval ?? 0}
          loading={loading}
          hint={
            <Link component={RouterLink} to={waitingLink}>
              See them
            </Link>
          }
        />
        <MetricCard label="Average rating" value={metrics ? ratingText(metrics.averageRating) : ''} loading={loading} hint="Completed reviews" />
        <MetricCard
          label="Completed reviews"
          value={completed}
          loading={loading}
          hint={totalReviews > 0 ? `${Math.round((completed / totalReviews) * 100)} % of ${totalReviews}` : 'No reviews yet'}
        />
      </Box>
      {metrics ? (
        <>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, 1fr)' } }}>
            <RatingDistributionChart buckets={metrics.ratingDistribution} />
            <Stack spacing={2}>
              <Card variant="outlined" component="section" aria-label="Reviews by status">
                <CardContent>
                  <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                    Reviews by status
                  </Typography>
                  <Stack component="ul" direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}>
                    {reviewStatusSchema.options.map((status) => (
                      <li key={status}>
                        <Typography variant="body2">
                          {statusAppearance(status).label}: <strong>{metrics.reviewsByStatus[status] ?? 0}</strong>
                        </Typography>
                      </li>
                    ))}
                  </Stack>
                </CardContent>
              </Card>
              <CompletionByDepartment rows={metrics.completionByDepartment} />
            </Stack>
          </Box>
          <CalibrationTable title="Calibration by department" nameHeading="Department" rows={metrics.calibration.byDepartment} overallAverage={metrics.averageRating} />
          <CalibrationTable title="Calibration by reviewer" nameHeading="Reviewer" rows={metrics.calibration.byReviewer} overallAverage={metrics.averageRating} />
        </>
      ) : (
        <Stack spacing={2} role="status" aria-label="Loading the performance metrics">
          <Skeleton variant="rounded" height={280} />
          <Skeleton variant="rounded" height={200} />
        </Stack>
      )}
    </Stack>
  );
}

function CompletionByDepartment({ rows }: { rows: PerformanceMetrics['completionByDepartment'] }) {
  return (
    <Card variant="outlined" component="section" aria-label="Completion by department">
      <CardContent>
        <Typography variant="h6" component="h2">
          Completion by department
        </Typography>
        {rows.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            No reviews yet.
          </Typography>
        ) : (
          <Table size="small" aria-label="Completion by department">
            <TableHead>
              <TableRow>
                <TableCell>Department</TableCell>
                <TableCell align="right">Completed</TableCell>
                <TableCell align="right">Reviews</TableCell>
                <TableCell align="right">Rate</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.departmentId ?? row.departmentName}>
                  <TableCell component="th" scope="row">
                    {row.departmentName}
                  </TableCell>
                  <TableCell align="right">{row.completed}</TableCell>
                  <TableCell align="right">{row.total}</TableCell>
                  <TableCell align="right">{Math.round(row.completionRate * 100)} %</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
