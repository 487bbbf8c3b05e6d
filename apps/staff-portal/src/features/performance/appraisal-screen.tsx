// /staff/performance/appraisals/{id} ("Staff Appraisal"): the outcome of one of the person's completed reviews, with
// its rating, HR's KPI scores and comments, and the rewards and penalties granted from it.
import { staffPerformanceQueries } from '@crewbase/data-access-performance';
import { cycleFrequencyLabels, type Penalty, type Reward } from '@crewbase/domain';
import { DetailList, formatDate, formatMoney, PageSpinner, RecordCardList, StatusChip, type RecordCardItem } from '@crewbase/ui';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { ratingText, reviewHistoryPath } from './performance-labels';
import { PerformanceLoadError } from './performance-load-error';
import { ReviewKpiList } from './review-kpi-list';

const rewardCard = (reward: Reward): RecordCardItem => ({
  id: reward.id,
  title: `${formatMoney(reward.rewardAmount)} · ${reward.kind}`,
  subtitle: reward.reason,
  meta: formatDate(reward.date, { month: 'short' }),
});

const penaltyCard = (penalty: Penalty): RecordCardItem => ({
  id: penalty.id,
  title: formatMoney(penalty.amount),
  subtitle: penalty.reason,
  meta: formatDate(penalty.date, { month: 'short' }),
});

const onePage = { page: 1, pageCount: 1, onPageChange: () => undefined };

export function AppraisalScreen() {
  const { id = '' } = useParams();
  const appraisal = useQuery(staffPerformanceQueries.appraisal(id));

  if (appraisal.isPending) return <PageSpinner />;
  if (appraisal.isError) return <PerformanceLoadError error={appraisal.error} noun="appraisal" onRetry={() => void appraisal.refetch()} />;

  const data = appraisal.data;

  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 1 }}>
          <Typography component="h2" variant="h4" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            {data.cycle.name}
          </Typography>
          <StatusChip status="Completed" size="medium" />
        </Stack>
        <DetailList
          label="Appraisal"
          labelWidth={160}
          items={[
            { label: 'Overall rating', value: ratingText(data.overallRating) },
            { label: 'KPI score', value: data.kpiMean !== null ? `${data.kpiMean.toFixed(2)} of 5` : null },
            { label: 'Your self-assessment', value: data.selfAssessmentMean !== null ? `${data.selfAssessmentMean.toFixed(2)} of 5` : null },
            { label: 'Frequency', value: cycleFrequencyLabels[data.cycle.frequency] },
            { label: 'Completed on', value: formatDate(data.completedAt) },
          ]}
        />
        <Button component={RouterLink} to={reviewHistoryPath(data.id, data.completedAt)} endIcon={<ArrowForward aria-hidden />} sx={{ mt: 2 }}>
          See the whole review
        </Button>
      </Paper>

      <Paper variant="outlined" component="section" aria-labelledby="appraisal-kpis-heading" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography id="appraisal-kpis-heading" component="h2" variant="h4" sx={{ mb: 1 }}>
          KPI scores
        </Typography>
        <ReviewKpiList kpis={data.kpis} scored />
      </Paper>

      <Stack component="section" aria-labelledby="appraisal-rewards-heading" spacing={1.5}>
        <Typography id="appraisal-rewards-heading" component="h2" variant="h4">
          Rewards
        </Typography>
        <RecordCardList
          label="Rewards from this appraisal"
          items={data.rewards.map(rewardCard)}
          emptyTitle="No rewards from this appraisal"
          emptyDescription="Rewards HR grants you for this review show here."
          {...onePage}
        />
      </Stack>

      <Stack component="section" aria-labelledby="appraisal-penalties-heading" spacing={1.5}>
        <Typography id="appraisal-penalties-heading" component="h2" variant="h4">
          Penalties
        </Typography>
        <RecordCardList
          label="Penalties from this appraisal"
          items={data.penalties.map(penaltyCard)}
          emptyTitle="No penalties from this appraisal"
          {...onePage}
        />
      </Stack>

      <Button component={RouterLink} to={paths.performance} variant="secondary" sx={{ alignSelf: 'flex-start' }}>
        Back to my performance
      </Button>
    </Stack>
  );
}
