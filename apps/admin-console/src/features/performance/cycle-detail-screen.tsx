// /admin/performance/cycles/{id}: a review cycle with its KPIs (weights and their total), questions and reviews by
// status; Launch (a background job, its progress on screen), Complete and Delete as its state and the role allow.
import { jobFinished, performanceQueries, refreshPerformance, useCycleActions } from '@crewbase/data-access-performance';
import { cycleFrequencyLabels, cycleLaunchJobResultSchema, cycleWorkflow, kpiWeightProblem, reviewStatusSchema, type CycleDetail } from '@crewbase/domain';
import { formatCount, formatDate, statusAppearance, StatusChip, useConfirmedAction } from '@crewbase/ui';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { JobProgress } from '../../shared/job-progress';
import { useRouteNotice } from '../../shared/use-route-notice';
import { useAdminCan } from '../access/use-can';
import { toAuditEntries } from '../requests/audit-entries';
import { confirmDecisionFor, DecisionPanel } from '../requests/decision-panel';
import { adminMay, offeredDecisions } from '../requests/offered-decisions';
import { RequestDetailLayout } from '../requests/request-detail-layout';
import { performanceProblem } from './performance-problem';
import { RecordLoader } from './record-loader';

const BACK = { backTo: paths.performanceCycles, backLabel: 'All cycles' };
/** A launch that finished this recently may not be counted in the cycle the screen loaded yet. */
const RECENT_LAUNCH_MS = 2 * 60_000;

export function CycleDetailScreen() {
  const { id = '' } = useParams();
  const cycle = useQuery(performanceQueries.cycle(id));
  return (
    <RecordLoader query={cycle} what="this review cycle" backTo={{ label: 'Back to cycles', to: paths.performanceCycles }}>
      {(data) => <CycleDetailView cycle={data} />}
    </RecordLoader>
  );
}

/** The reviews list showing only this cycle's reviews (by its name, so the filter chip reads well). */
const reviewsOf = (cycle: CycleDetail) => `${paths.performanceReviews}?${new URLSearchParams({ filter: `cycle.name:eq:${cycle.name}` }).toString()}`;

function launchResultText(result: Record<string, unknown> | null) {
  const parsed = cycleLaunchJobResultSchema.safeParse(result);
  if (!parsed.success) return 'The launch finished.';
  const { staffInScope, reviewsCreated } = parsed.data;
  return `The launch finished: ${formatCount(reviewsCreated)} ${reviewsCreated === 1 ? 'review' : 'reviews'} created for ${formatCount(staffInScope)} staff in scope (anyone already reviewed in this cycle keeps their one review).`;
}

function LaunchProgress({ jobId }: { jobId: string }) {
  const queryClient = useQueryClient();
  const job = useQuery(performanceQueries.launchProgress(jobId));
  const done = jobFinished(job.data);
  // A launch that finished while this screen was open (or just before it first asked) has moved the cycle's counts
  // and the reviews lists: refresh them once. An old launch's outcome is already in what the screen shows.
  const handled = useRef(false);
  const finishedAt = job.data?.finishedAt;
  useEffect(() => {
    if (!done || handled.current) return;
    handled.current = true;
    if (finishedAt && Date.now() - Date.parse(finishedAt) < RECENT_LAUNCH_MS) void refreshPerformance(queryClient);
  }, [done, finishedAt, queryClient]);
  return (
    <Card variant="outlined" component="section" aria-label="Launch">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
          Launch
        </Typography>
        <JobProgress label="Launch progress" job={job.data} error={job.error} completedText={launchResultText} />
      </CardContent>
    </Card>
  );
}

function CycleDetailView({ cycle }: { cycle: CycleDetail }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const can = useAdminCan('performance-review');
  const actions = useCycleActions();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: performanceQueries.all() });
  const confirmed = useConfirmedAction({ describeError: performanceProblem, onConflict: refresh });
  const routeNotice = useRouteNotice();
  const weightProblem = kpiWeightProblem(cycle.kpis.map((kpi) => kpi.weight));
  const scope = cycle.department ? `active staff of ${cycle.department.name}` : 'active staff of every department';

  const decision = confirmDecisionFor(cycleWorkflow, (key: 'launch' | 'complete', note) =>
    key === 'launch' ? actions.launch.mutateAsync({ id: cycle.id, note }) : actions.complete.mutateAsync({ id: cycle.id, note }),
  );
  const decisions = offeredDecisions(cycleWorkflow, cycle.status, can('approve'), {
    launch: decision(
      'launch',
      cycle.status === 'In_Progress' ? 'Launch again' : 'Launch',
      cycle.status === 'In_Progress' ? 'Launch this cycle again?' : 'Launch this cycle?',
      cycle.status === 'In_Progress'
        ? `Reviews are created for ${scope} who joined since the last launch; nobody gets a second review.`
        : `One review is created for each of the ${scope}, with these KPIs and questions copied in. Later edits to them do not change these reviews.`,
      'Launch started. Its progress shows below.',
    ),
    complete: decision('complete', 'Complete', 'Complete this cycle?', 'The cycle closes: it can no longer be launched.', 'Cycle completed.'),
  });

  return (
    <>
      {confirmed.notice ?? routeNotice}
      <RequestDetailLayout
        heading={cycle.name}
        status={cycle.status}
        detailsLabel="Review cycle details"
        details={[
          { label: 'Department', value: cycle.department?.name ?? 'All departments' },
          { label: 'Frequency', value: cycleFrequencyLabels[cycle.frequency] },
          { label: 'Start Date', value: formatDate(cycle.dueDate) },
          { label: 'Days allowed', value: `${cycle.daysAllowed} ${cycle.daysAllowed === 1 ? 'day' : 'days'} (answers due by ${formatDate(cycle.closesOn)})` },
          { label: 'Reviews', value: cycle.reviewCount > 0 ? <Link component={RouterLink} to={reviewsOf(cycle)}>{`${cycle.reviewCount} — see them`}</Link> : '0' },
          { label: 'Launched on', value: formatDate(cycle.launchedAt, { time: true }) },
          { label: 'Completed on', value: formatDate(cycle.completedAt, { time: true }) },
          { label: 'Created on', value: formatDate(cycle.createdAt) },
        ]}
        decisionPanel={
          <Stack spacing={2}>
            {weightProblem && cycle.status !== 'Completed' && <Alert severity="warning">{weightProblem}</Alert>}
            <DecisionPanel
              decisions={decisions}
              onConflict={refresh}
              describeError={performanceProblem}
              noDecisionText={can('approve') ? 'This cycle is completed.' : 'Your role may not launch or complete cycles.'}
            />
          </Stack>
        }
        auditEntries={toAuditEntries(cycle.history)}
        {...BACK}
      >
        {cycle.launchJobId && <LaunchProgress jobId={cycle.launchJobId} />}
        <Card variant="outlined" component="section" aria-label="KPIs">
          <CardContent>
            <Typography variant="h6" component="h2">
              KPIs
            </Typography>
            {cycle.kpis.length === 0 ? (
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                No KPIs: the cycle cannot be launched until its KPIs add up to 100.
              </Typography>
            ) : (
              <Table size="small" aria-label="KPIs of this cycle">
                <TableHead>
                  <TableRow>
                    <TableCell>KPI</TableCell>
                    <TableCell align="right">Weight</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {cycle.kpis.map((kpi) => (
                    <TableRow key={kpi.id}>
                      <TableCell>
                        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                          <span>{kpi.name}</span>
                          {kpi.retired && <StatusChip status="Retired" />}
                        </Stack>
                      </TableCell>
                      <TableCell align="right">{kpi.weight}%</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
                <TableFooter>
                  <TableRow>
                    <TableCell component="th" scope="row">
                      Total
                    </TableCell>
                    <TableCell align="right">{cycle.kpiWeightTotal}%</TableCell>
                  </TableRow>
                </TableFooter>
              </Table>
            )}
          </CardContent>
        </Card>
        <Card variant="outlined" component="section" aria-label="Questions">
          <CardContent>
            <Typography variant="h6" component="h2">
              Questions
            </Typography>
            {cycle.questions.length === 0 ? (
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                No questions: reviews are rated on the KPIs alone.
              </Typography>
            ) : (
              <Stack component="ol" spacing={0.5} sx={{ pl: 3, mb: 0 }}>
                {cycle.questions.map((question) => (
                  <li key={question.id}>
                    <Typography variant="body2">
                      <strong>{question.category}:</strong> {question.text}
                    </Typography>
                  </li>
                ))}
              </Stack>
            )}
          </CardContent>
        </Card>
        {cycle.status !== 'Not_Started' && (
          <Card variant="outlined" component="section" aria-label="Reviews by status">
            <CardContent>
              <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                Reviews by status
              </Typography>
              <Stack component="ul" direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}>
                {reviewStatusSchema.options.map((status) => (
                  <li key={status}>
                    <Typography variant="body2">
                      {statusAppearance(status).label}: <strong>{cycle.reviewsByStatus[status] ?? 0}</strong>
                    </Typography>
                  </li>
                ))}
              </Stack>
            </CardContent>
          </Card>
        )}
        {can('delete') && adminMay(cycleWorkflow, 'delete', cycle.status) && (
          <div>
            <Button
              variant="danger"
              onClick={() =>
                confirmed.ask({
                  title: 'Delete this cycle?',
                  description: `${cycle.name} has not been launched; it is removed for good.`,
                  confirmLabel: 'Delete',
                  tone: 'danger',
                  run: () => actions.remove.mutateAsync(cycle.id),
                  onDone: () => navigate(paths.performanceCycles, { replace: true, state: { notice: 'Cycle deleted.' } }),
                })
              }
            >
              Delete cycle
            </Button>
          </div>
        )}
      </RequestDetailLayout>
      {confirmed.dialog}
    </>
  );
}
