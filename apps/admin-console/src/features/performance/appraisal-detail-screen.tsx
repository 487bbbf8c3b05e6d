// /admin/performance/appraisals/{id}: a completed review's outcome (its scores, self-assessment and overall rating)
// and the rewards and penalties granted from it, with Grant reward and Record penalty for roles that may create.
import { performanceQueries } from '@crewbase/data-access-performance';
import type { AppraisalDetail } from '@crewbase/domain';
import { DetailList, formatDate, formatMoney } from '@crewbase/ui';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { generatePath, Link as RouterLink, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { useRouteNotice } from '../../shared/use-route-notice';
import { useAdminCan } from '../access/use-can';
import { StaffLink } from '../requests/staff-link';
import { ratingText } from './rating-text';
import { RecordLoader } from './record-loader';
import { rewardRecipient } from './reward-penalty-lists';
import { SelfAssessmentCard } from './self-assessment-card';

export function AppraisalDetailScreen() {
  const { id = '' } = useParams();
  const appraisal = useQuery(performanceQueries.appraisal(id));
  return (
    <RecordLoader query={appraisal} what="this appraisal" backTo={{ label: 'Back to appraisals', to: paths.performanceAppraisals }}>
      {(data) => <AppraisalDetailView appraisal={data} />}
    </RecordLoader>
  );
}

const withAppraisal = (path: string, appraisal: AppraisalDetail) => `${path}?${new URLSearchParams({ appraisalId: appraisal.id }).toString()}`;

function AppraisalDetailView({ appraisal }: { appraisal: AppraisalDetail }) {
  const can = useAdminCan('performance-review');
  const routeNotice = useRouteNotice();
  const reviewPath = generatePath(paths.performanceReviewDetail, { staffId: appraisal.staff.id, id: appraisal.id });

  return (
    <Stack spacing={3}>
      {routeNotice}
      <Box>
        <Button component={RouterLink} to={paths.performanceAppraisals} startIcon={<ArrowBackIcon />} variant="text">
          All appraisals
        </Button>
      </Box>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(300px, 1fr)' }, alignItems: 'start' }}>
        <Stack spacing={3}>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
                Appraisal of {appraisal.staff.fullName}
              </Typography>
              <DetailList
                label="Appraisal details"
                items={[
                  { label: 'Staff', value: <StaffLink staff={appraisal.staff} /> },
                  { label: 'Department', value: appraisal.departmentName },
                  { label: 'Job title', value: appraisal.jobTitleName },
                  { label: 'Cycle', value: appraisal.cycle.name },
                  { label: 'Overall rating', value: ratingText(appraisal.overallRating) },
                  { label: 'KPI scores (weighted)', value: ratingText(appraisal.kpiMean) },
                  { label: 'Completed on', value: formatDate(appraisal.completedAt) },
                  { label: 'Review', value: <Link component={RouterLink} to={reviewPath}>Open the review</Link> },
                ]}
              />
            </CardContent>
          </Card>
          <Card variant="outlined" component="section" aria-label="KPI scores">
            <CardContent>
              <Typography variant="h6" component="h2">
                KPI scores
              </Typography>
              <Table size="small" aria-label="KPI scores of this appraisal">
                <TableHead>
                  <TableRow>
                    <TableCell>KPI</TableCell>
                    <TableCell align="right">Weight</TableCell>
                    <TableCell align="right">Score</TableCell>
                    <TableCell>Comment</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {appraisal.kpis.map((kpi) => (
                    <TableRow key={kpi.kpiId}>
                      <TableCell>{kpi.name}</TableCell>
                      <TableCell align="right">{kpi.weight}%</TableCell>
                      <TableCell align="right">{kpi.score ?? '—'}</TableCell>
                      <TableCell>{kpi.comment ?? '—'}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </CardContent>
          </Card>
          <SelfAssessmentCard answers={appraisal.answers} mean={appraisal.selfAssessmentMean} />
        </Stack>
        <Stack spacing={3}>
          <Card variant="outlined" component="section" aria-label="Rewards">
            <CardContent>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
                <Typography variant="h6" component="h2">
                  Rewards
                </Typography>
                {can('create') && (
                  <Button component={RouterLink} to={withAppraisal(paths.performanceCreateReward, appraisal)} variant="adminPrimary" size="small">
                    Grant reward
                  </Button>
                )}
              </Stack>
              {appraisal.rewards.length === 0 ? (
                <Typography color="text.secondary">None granted from this appraisal.</Typography>
              ) : (
                <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Rewards granted">
                  {appraisal.rewards.map((reward) => (
                    <li key={reward.id}>
                      <Link component={RouterLink} to={generatePath(paths.performanceRewardDetail, { id: reward.id })}>
                        {reward.kind}: {formatMoney(reward.rewardAmount)}
                      </Link>
                      <Typography variant="body2" color="text.secondary">
                        {formatDate(reward.date)} · {rewardRecipient(reward)}
                      </Typography>
                    </li>
                  ))}
                </Stack>
              )}
            </CardContent>
          </Card>
          <Card variant="outlined" component="section" aria-label="Penalties">
            <CardContent>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
                <Typography variant="h6" component="h2">
                  Penalties
                </Typography>
                {can('create') && (
                  <Button component={RouterLink} to={withAppraisal(paths.performanceCreatePenalty, appraisal)} variant="danger" size="small">
                    Record penalty
                  </Button>
                )}
              </Stack>
              {appraisal.penalties.length === 0 ? (
                <Typography color="text.secondary">None recorded from this appraisal.</Typography>
              ) : (
                <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Penalties recorded">
                  {appraisal.penalties.map((penalty) => (
                    <li key={penalty.id}>
                      <Link component={RouterLink} to={generatePath(paths.performancePenaltyDetail, { id: penalty.id })}>
                        Penalty: {formatMoney(penalty.amount)}
                      </Link>
                      <Typography variant="body2" color="text.secondary">
                        {formatDate(penalty.date)} · {penalty.reason}
                      </Typography>
                    </li>
                  ))}
                </Stack>
              )}
            </CardContent>
          </Card>
        </Stack>
      </Box>
    </Stack>
  );
}
