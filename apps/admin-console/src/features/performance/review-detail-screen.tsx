// /admin/performance/reviews/{staffId}/{id}: one staff review. The self-assessment as given, the KPIs an admin scores
// (1-5, each with a comment) with a private note, the overall rating, and the decision: approve (saving any changed
// scores first) or deny with a reason the staff member reads. Two admins deciding at once: one wins, the other is told.
import { isApiError } from '@crewbase/api-client';
import { performanceQueries, useReviewDecision } from '@crewbase/data-access-performance';
import { OVERALL_RATING_KPI_SHARE, OVERALL_RATING_SELF_SHARE, reviewWorkflow, type AdminReviewDetail } from '@crewbase/domain';
import { formatDate, useConfirmedAction } from '@crewbase/ui';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { generatePath, Link as RouterLink, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { useAdminCan } from '../access/use-can';
import { toAuditEntries } from '../requests/audit-entries';
import { confirmDecisionFor, DecisionPanel } from '../requests/decision-panel';
import { adminMay, offeredDecisions } from '../requests/offered-decisions';
import { RequestDetailLayout } from '../requests/request-detail-layout';
import { StaffLink } from '../requests/staff-link';
import { KpiScoringCard, type KpiScoreValues } from './kpi-scoring-card';
import { performanceProblem } from './performance-problem';
import { ratingText } from './rating-text';
import { RecordLoader } from './record-loader';
import { SelfAssessmentCard } from './self-assessment-card';

const BACK = { backTo: paths.performanceReviews, backLabel: 'All reviews' };
const FORMULA = `${Math.round(OVERALL_RATING_KPI_SHARE * 100)} % KPI scores, ${Math.round(OVERALL_RATING_SELF_SHARE * 100)} % self-assessment; a missing part leaves the other at 100 %`;

export function ReviewDetailScreen() {
  const { id = '' } = useParams();
  const review = useQuery(performanceQueries.review(id));
  return (
    <RecordLoader query={review} what="this review" backTo={{ label: 'Back to reviews', to: paths.performanceReviews }}>
      {(data) => <ReviewDetailView key={data.id} review={data} />}
    </RecordLoader>
  );
}

const defaultsOf = (review: AdminReviewDetail): KpiScoreValues => ({
  kpis: review.kpis.map((kpi) => ({ score: kpi.score, comment: kpi.comment ?? '' })),
  privateNote: review.privateNote ?? '',
});

function ReviewDetailView({ review }: { review: AdminReviewDetail }) {
  const queryClient = useQueryClient();
  const can = useAdminCan('performance-review');
  const { score, approve, deny } = useReviewDecision();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: performanceQueries.all() });
  const confirmed = useConfirmedAction({ describeError: performanceProblem, onConflict: refresh });
  const editable = can('approve') && adminMay(reviewWorkflow, 'score', review.status);
  const { control, handleSubmit, setError, getValues, formState, reset } = useForm<KpiScoreValues>({ defaultValues: defaultsOf(review) });
  // Each saved version (a score, a decision, another admin's change) becomes what the form shows and compares against.
  useEffect(() => reset(defaultsOf(review)), [review, reset]);
  // Read while rendering: react-hook-form only tracks the form state a render has asked for.
  const changedScores = formState.isDirty;
  const who = review.staff.fullName;

  /** Sends the scored KPIs; a refusal of one goes beside its field. Throws what no field can show. */
  const saveScores = async (values: KpiScoreValues) => {
    const scored = review.kpis.flatMap((kpi, index) => {
      const { score: value, comment } = values.kpis[index];
      return value === null ? [] : [{ index, kpiId: kpi.kpiId, score: value, comment: comment.trim() || null }];
    });
    try {
      await score.mutateAsync({
        id: review.id,
        input: { kpis: scored.map(({ kpiId, score: value, comment }) => ({ kpiId, score: value, comment })), privateNote: values.privateNote.trim() || null },
      });
    } catch (error) {
      if (isApiError(error) && error.status === 400) {
        let placed = 0;
        for (const [path, message] of Object.entries(error.fieldErrors())) {
          const match = /^kpis\.(\d+)\.(score|comment)$/.exec(path);
          const sent = match ? scored[Number(match[1])] : undefined;
          if (sent && match) {
            setError(`kpis.${sent.index}.${match[2] as 'score' | 'comment'}`, { message });
            placed += 1;
          } else if (path === 'privateNote') {
            setError('privateNote', { message });
            placed += 1;
          }
        }
        if (placed > 0) throw new Error('Some scores were refused: see the messages beside them.');
      }
      throw error;
    }
  };

  const onSave = handleSubmit(async (values) => {
    confirmed.clear();
    try {
      await saveScores(values);
      confirmed.report({ done: 'Scores saved.' });
    } catch (error) {
      confirmed.report({ error });
    }
  });

  const decision = confirmDecisionFor(reviewWorkflow, async (key: 'approve' | 'deny', note) => {
    if (key === 'deny') return deny.mutateAsync({ id: review.id, note: note ?? '' });
    // Approving takes the scores on screen: unsaved changes are saved first.
    if (editable && changedScores) await saveScores(getValues());
    return approve.mutateAsync({ review, note });
  });
  const decisions = offeredDecisions(reviewWorkflow, review.status, can('approve'), {
    approve: decision(
      'approve',
      'Approve',
      'Approve this review?',
      `${who}'s review is completed with the scores on screen; its overall rating becomes final and it becomes an appraisal.`,
      'Review approved.',
    ),
    deny: decision('deny', 'Deny', 'Deny this review?', `The review goes back to ${who} with your reason, to answer again and resubmit.`, 'Review denied: it is back with the staff member.', 'danger'),
  });

  return (
    <>
      {confirmed.notice}
      {review.denyReason && review.status === 'In_Progress' && (
        <Alert severity="info">Denied and back with {who}: “{review.denyReason}”</Alert>
      )}
      <RequestDetailLayout
        heading={`Review of ${who}`}
        status={review.status}
        detailsLabel="Review details"
        details={[
          { label: 'Staff', value: <StaffLink staff={review.staff} /> },
          { label: 'Department', value: review.departmentName },
          { label: 'Job title', value: review.jobTitleName },
          { label: 'Cycle', value: review.cycle.name },
          { label: 'Due by', value: `${formatDate(review.dueBy)}${review.overdue ? ' (overdue)' : ''}` },
          { label: 'Submitted on', value: formatDate(review.submittedAt, { time: true }) },
          { label: 'Overall rating', value: review.overallRating === null ? 'Not rated yet' : `${ratingText(review.overallRating)}${review.status === 'Completed' ? '' : ' (so far)'}` },
          { label: 'How it is rated', value: `Formula version ${review.formulaVersion}: ${FORMULA}.` },
          { label: 'Reviewer', value: review.reviewer?.fullName },
          { label: 'Completed on', value: formatDate(review.completedAt, { time: true }) },
          {
            label: 'Appraisal',
            value: review.appraisalId ? (
              <Link component={RouterLink} to={generatePath(paths.performanceAppraisalDetail, { id: review.appraisalId })}>
                Open the appraisal
              </Link>
            ) : null,
          },
        ]}
        decisionPanel={
          <DecisionPanel
            decisions={decisions}
            onConflict={refresh}
            describeError={performanceProblem}
            noDecisionText={
              !can('approve')
                ? 'Your role may not decide on reviews.'
                : review.status === 'Completed'
                  ? 'This review is approved and completed.'
                  : 'The staff member has not submitted this review yet.'
            }
          />
        }
        auditEntries={toAuditEntries(review.history)}
        {...BACK}
      >
        <SelfAssessmentCard answers={review.answers} comment={review.selfAssessmentComment} mean={review.selfAssessmentMean} />
        <KpiScoringCard review={review} control={control} editable={editable} saving={score.isPending} onSave={onSave} />
      </RequestDetailLayout>
      {confirmed.dialog}
    </>
  );
}
