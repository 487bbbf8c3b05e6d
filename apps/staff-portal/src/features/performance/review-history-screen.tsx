// /staff/performance/review-history/{reviewDate}/{id} and /staff/performance/reviews/{reviewDate}/{id} ("Staff Review"):
// a past review with its rating, HR's scores and comments, the person's answers and the outcome. Never the
// reviewer's private note (the staff API does not send it).
import { staffPerformanceQueries } from '@crewbase/data-access-performance';
import { cycleFrequencyLabels } from '@crewbase/domain';
import { AuditTrail, DetailList, formatDate, PageSpinner, StatusChip } from '@crewbase/ui';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { generatePath, Link as RouterLink, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { appraisalPath, ratingText } from './performance-labels';
import { PerformanceLoadError } from './performance-load-error';
import { reviewHistory } from './performance-history';
import { ReviewAnswerList } from './review-answer-list';
import { ReviewKpiList } from './review-kpi-list';

export function ReviewHistoryScreen() {
  const { id = '' } = useParams();
  const review = useQuery(staffPerformanceQueries.review(id));

  if (review.isPending) return <PageSpinner />;
  if (review.isError) return <PerformanceLoadError error={review.error} noun="review" onRetry={() => void review.refetch()} />;

  const data = review.data;
  const completed = data.status === 'Completed';

  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 1 }}>
          <Typography component="h2" variant="h4" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            {data.cycle.name}
          </Typography>
          <StatusChip status={data.status} size="medium" />
        </Stack>
        <DetailList
          label="Outcome"
          labelWidth={160}
          items={[
            { label: 'Overall rating', value: completed ? ratingText(data.overallRating) : 'Given when HR approves the review' },
            { label: 'KPI score', value: completed && data.kpiMean !== null ? `${data.kpiMean.toFixed(2)} of 5` : null },
            { label: 'Your self-assessment', value: data.selfAssessmentMean !== null ? `${data.selfAssessmentMean.toFixed(2)} of 5` : null },
            { label: 'Period starts', value: formatDate(data.cycle.dueDate) },
            { label: 'Frequency', value: cycleFrequencyLabels[data.cycle.frequency] },
            { label: 'Submitted on', value: formatDate(data.submittedAt) },
            { label: 'Completed on', value: formatDate(data.completedAt) },
          ]}
        />
        {data.appraisalId && (
          <Button component={RouterLink} to={appraisalPath(data.appraisalId)} endIcon={<ArrowForward aria-hidden />} sx={{ mt: 2 }}>
            See the appraisal
          </Button>
        )}
      </Paper>

      {!completed && (
        <Alert severity="info">
          {data.status === 'Pending_Approval'
            ? 'HR has not approved this review yet: its scores and rating show here once they do.'
            : 'This review is still open for your answers.'}{' '}
          {data.status !== 'Pending_Approval' && (
            <Link component={RouterLink} to={generatePath(paths.performanceReview, { id: data.id })} sx={{ color: 'inherit', fontWeight: 600 }}>
              Answer the review
            </Link>
          )}
        </Alert>
      )}

      <Paper variant="outlined" component="section" aria-labelledby="history-kpis-heading" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography id="history-kpis-heading" component="h2" variant="h4" sx={{ mb: 1 }}>
          KPI scores
        </Typography>
        <ReviewKpiList kpis={data.kpis} scored={completed} />
      </Paper>

      <Paper variant="outlined" component="section" aria-labelledby="history-answers-heading" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography id="history-answers-heading" component="h2" variant="h4" sx={{ mb: 2 }}>
          Your answers
        </Typography>
        <ReviewAnswerList answers={data.answers} />
        <Typography component="h3" variant="h5" sx={{ mt: 3, mb: 1 }}>
          Your comments
        </Typography>
        <Typography color={data.selfAssessmentComment ? 'text.primary' : 'text.secondary'} sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
          {data.selfAssessmentComment ?? 'No comments given.'}
        </Typography>
      </Paper>

      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <AuditTrail entries={reviewHistory(data.history)} title="History" />
      </Paper>
      <Button component={RouterLink} to={paths.performance} variant="secondary" sx={{ alignSelf: 'flex-start' }}>
        Back to my performance
      </Button>
    </Stack>
  );
}
