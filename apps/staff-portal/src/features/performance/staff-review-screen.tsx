// /staff/performance/reviews/{id} ("Staff Review"): the person answers a review on the rating scale, saves a draft
// and submits it after confirming. Once submitted the answers are read-only; a review HR sent back shows their reason
// and can be changed and submitted again (the review workflow in @crewbase/domain decides what is allowed).
import { isApiError } from '@crewbase/api-client';
import { staffPerformanceQueries, useStaffReviewAnswers } from '@crewbase/data-access-performance';
import { availableActions, cycleFrequencyLabels, reviewWorkflow, type StaffReviewDetail } from '@crewbase/domain';
import { AuditTrail, DetailList, formatDate, PageSpinner, StatusChip, useConfirmedAction, type ConfirmProblem } from '@crewbase/ui';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { dueText, ratingText, reviewPath } from './performance-labels';
import { PerformanceLoadError } from './performance-load-error';
import { reviewHistory } from './performance-history';
import { ReviewAnswerList } from './review-answer-list';
import { ReviewAnswersForm } from './review-answers-form';
import { ReviewKpiList } from './review-kpi-list';

const describeError = (error: unknown): ConfirmProblem => {
  if (!isApiError(error)) return { message: 'Something unexpected went wrong. Try again in a moment.' };
  return { message: error.message, conflict: error.status === 409 };
};

export function StaffReviewScreen() {
  const { id = '' } = useParams();
  const review = useQuery(staffPerformanceQueries.review(id));
  const answers = useStaffReviewAnswers();
  const confirmed = useConfirmedAction({ describeError, onConflict: () => void review.refetch() });

  if (review.isPending) return <PageSpinner />;
  if (review.isError) return <PerformanceLoadError error={review.error} noun="review" onRetry={() => void review.refetch()} />;

  const data = review.data;
  const editable = availableActions(reviewWorkflow, 'staff', data.status).includes('submit');
  const sentBack = editable && data.denyReason;

  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      {confirmed.notice}
      <ReviewHeader review={data} />

      {sentBack && (
        <Alert severity="warning">
          <AlertTitle>HR sent this review back to you</AlertTitle>
          <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
            Their reason: {data.denyReason}
          </Box>
          Change your answers as needed, then submit the review again.
        </Alert>
      )}

      <Box component="section" aria-labelledby="review-answers-heading">
        <Typography id="review-answers-heading" component="h2" variant="h4" sx={{ mb: 2 }}>
          Your answers
        </Typography>
        {editable ? (
          <ReviewAnswersForm
            review={data}
            saving={answers.save.isPending}
            onSaveDraft={(input) => {
              confirmed.clear();
              answers.save.mutateAsync({ id: data.id, input }).then(
                () => confirmed.report({ done: 'Your answers are saved as a draft. Come back to finish them before the due date.' }),
                (error: unknown) => confirmed.report({ error }),
              );
            }}
            onSubmit={(input) =>
              confirmed.ask({
                title: 'Submit this review?',
                description: 'Once submitted, your answers can no longer be changed. HR will score your KPIs, then approve the review or send it back to you.',
                confirmLabel: 'Submit review',
                run: () => answers.submit.mutateAsync({ id: data.id, input }),
                doneMessage: 'Your review has been submitted. HR will let you know the outcome.',
              })
            }
          />
        ) : (
          <SubmittedAnswers review={data} />
        )}
      </Box>

      <Paper variant="outlined" component="section" aria-labelledby="review-kpis-heading" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography id="review-kpis-heading" component="h2" variant="h4">
          What you are scored on
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {data.status === 'Completed' ? 'HR’s score and comment on each KPI.' : 'HR scores each KPI; you see the scores once the review is approved.'}
        </Typography>
        <ReviewKpiList kpis={data.kpis} scored={data.status === 'Completed'} />
      </Paper>

      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <AuditTrail entries={reviewHistory(data.history)} title="History" />
      </Paper>
      <Button component={RouterLink} to={paths.performance} variant="secondary" sx={{ alignSelf: 'flex-start' }}>
        Back to my performance
      </Button>
      {confirmed.dialog}
    </Stack>
  );
}

function ReviewHeader({ review }: { review: StaffReviewDetail }) {
  const open = review.status === 'Not_Started' || review.status === 'In_Progress';
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Typography component="h2" variant="h4" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
          {review.cycle.name}
        </Typography>
        <StatusChip status={review.status} size="medium" />
      </Stack>
      <DetailList
        label="Review details"
        labelWidth={140}
        items={[
          { label: 'Due', value: open ? dueText(review) : `By ${formatDate(review.dueBy)}` },
          { label: 'Period starts', value: formatDate(review.cycle.dueDate) },
          { label: 'Frequency', value: cycleFrequencyLabels[review.cycle.frequency] },
          ...(review.submittedAt ? [{ label: 'Submitted on', value: formatDate(review.submittedAt) }] : []),
          ...(review.status === 'Completed' ? [{ label: 'Overall rating', value: ratingText(review.overallRating) }] : []),
        ]}
      />
    </Paper>
  );
}

function SubmittedAnswers({ review }: { review: StaffReviewDetail }) {
  return (
    <Stack spacing={2}>
      <Alert severity="info">
        {review.status === 'Completed'
          ? 'HR approved this review. Your answers are kept as you gave them.'
          : 'You have submitted this review: your answers are read-only while HR reviews them.'}
        {review.status === 'Completed' && (
          <Box component="span" sx={{ display: 'block', mt: 1 }}>
            <Link component={RouterLink} to={reviewPath(review)}>
              See the outcome
            </Link>
          </Box>
        )}
      </Alert>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <ReviewAnswerList answers={review.answers} />
        <Typography component="h3" variant="h5" sx={{ mt: 3, mb: 1 }}>
          Your comments
        </Typography>
        <Typography color={review.selfAssessmentComment ? 'text.primary' : 'text.secondary'} sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
          {review.selfAssessmentComment ?? 'No comments given.'}
        </Typography>
      </Paper>
    </Stack>
  );
}
