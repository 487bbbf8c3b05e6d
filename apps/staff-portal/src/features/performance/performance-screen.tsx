// /staff/performance: my overall rating, the reviews waiting for my answers (with their due dates), my previous
// reviews, and my rewards and penalties. Each list is paged by the server, with its own page in the address.
import { listQueryFromState } from '@crewbase/api-client';
import { staffPerformanceQueries } from '@crewbase/data-access-performance';
import { ratingLabel, type ListResponse, type Penalty, type Review, type Reward } from '@crewbase/domain';
import { formatDate, formatMoney, MetricCard, useListState, type ListStateControls, type RecordCardItem } from '@crewbase/ui';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import StarOutlineOutlined from '@mui/icons-material/StarOutlineOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { MyRequestCards } from '../requests/my-request-cards';
import { appraisalPath, dueText, ratingText, reviewPath } from './performance-labels';

const PAGE_SIZE = 5;

const pendingCard = (review: Review): RecordCardItem => ({
  id: review.id,
  to: reviewPath(review),
  title: review.cycle.name,
  subtitle: dueText(review),
  meta: review.status === 'In_Progress' ? 'Your answers are saved as a draft' : 'Not answered yet',
  status: review.status,
});

const previousCard = (review: Review): RecordCardItem => ({
  id: review.id,
  to: reviewPath(review),
  title: review.cycle.name,
  subtitle: review.status === 'Completed' ? `Rating ${ratingText(review.overallRating) ?? 'not given'}` : 'Waiting for HR to approve it',
  meta:
    review.status === 'Completed'
      ? `Completed ${formatDate(review.completedAt, { month: 'short' })}`
      : `Submitted ${formatDate(review.submittedAt, { month: 'short' }) ?? ''}`.trim(),
  status: review.status,
});

const rewardCard = (reward: Reward): RecordCardItem => ({
  id: reward.id,
  to: reward.appraisalId ? appraisalPath(reward.appraisalId) : undefined,
  title: `${formatMoney(reward.rewardAmount)} · ${reward.kind}`,
  subtitle: reward.reason,
  meta: formatDate(reward.date, { month: 'short' }),
});

const penaltyCard = (penalty: Penalty): RecordCardItem => ({
  id: penalty.id,
  to: penalty.appraisalId ? appraisalPath(penalty.appraisalId) : undefined,
  title: formatMoney(penalty.amount),
  subtitle: penalty.reason,
  meta: formatDate(penalty.date, { month: 'short' }),
});

export function PerformanceScreen() {
  const searchParams = useSearchParams();
  const pendingList = useListState(searchParams, { prefix: 'pending.', defaultLimit: PAGE_SIZE });
  const previousList = useListState(searchParams, { prefix: 'previous.', defaultLimit: PAGE_SIZE, defaultSort: { field: 'createdAt', direction: 'DESC' } });
  const rewardList = useListState(searchParams, { prefix: 'rewards.', defaultLimit: PAGE_SIZE, defaultSort: { field: 'date', direction: 'DESC' } });
  const penaltyList = useListState(searchParams, { prefix: 'penalties.', defaultLimit: PAGE_SIZE, defaultSort: { field: 'date', direction: 'DESC' } });

  const rating = useQuery(staffPerformanceQueries.overallRating());
  const pending = useQuery(staffPerformanceQueries.pending(listQueryFromState(pendingList.state)));
  const previous = useQuery(staffPerformanceQueries.previous(listQueryFromState(previousList.state)));
  const rewards = useQuery(staffPerformanceQueries.rewards(listQueryFromState(rewardList.state)));
  const penalties = useQuery(staffPerformanceQueries.penalties(listQueryFromState(penaltyList.state)));
  const r = rating.data;

  return (
    <Stack spacing={4}>
      <Box component="section" aria-labelledby="overall-rating-heading">
        <Typography id="overall-rating-heading" component="h2" variant="h4" sx={{ mb: 2 }}>
          My overall rating
        </Typography>
        {rating.isError ? (
          <Typography role="alert" color="error">
            Your rating could not be loaded: {rating.error.message}
          </Typography>
        ) : (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))' }}>
            <MetricCard
              label="Overall rating"
              value={r?.average === null || r?.average === undefined ? 'None yet' : r.average.toFixed(2)}
              hint={
                r && r.average !== null
                  ? `of 5 (${ratingLabel(r.average)}), from ${r.reviewsCounted} completed review${r.reviewsCounted === 1 ? '' : 's'}`
                  : 'Your rating appears once HR approves a review.'
              }
              icon={<InsightsOutlined />}
              loading={rating.isPending}
            />
            <MetricCard
              label="Latest review"
              value={r?.latest === null || r?.latest === undefined ? 'None yet' : r.latest.toFixed(2)}
              hint={r && r.latest !== null ? `of 5 (${ratingLabel(r.latest)}), completed ${formatDate(r.latestCompletedAt, { month: 'short' })}` : undefined}
              icon={<StarOutlineOutlined />}
              loading={rating.isPending}
            />
          </Box>
        )}
      </Box>

      <ListSection
        heading="Reviews to complete"
        list={pendingList}
        query={pending}
        toCard={pendingCard}
        errorTitle="We could not load your reviews to complete"
        emptyTitle="No review waiting for you"
        emptyDescription="When HR opens a review for you, it shows here with the day it is due."
      />
      <ListSection
        heading="Previous reviews"
        list={previousList}
        query={previous}
        toCard={previousCard}
        errorTitle="We could not load your previous reviews"
        emptyTitle="No previous reviews yet"
        emptyDescription="Reviews you have submitted show here, with their ratings once HR approves them."
      />
      <ListSection
        heading="My rewards"
        list={rewardList}
        query={rewards}
        toCard={rewardCard}
        errorTitle="We could not load your rewards"
        emptyTitle="No rewards yet"
        emptyDescription="Rewards HR grants you, from an appraisal or on their own, show here."
      />
      <ListSection
        heading="My penalties"
        list={penaltyList}
        query={penalties}
        toCard={penaltyCard}
        errorTitle="We could not load your penalties"
        emptyTitle="No penalties"
        emptyDescription="Any penalty HR records against you shows here with its reason."
      />
    </Stack>
  );
}

interface ListSectionProps<T> {
  heading: string;
  list: ListStateControls;
  query: UseQueryResult<ListResponse<T>>;
  toCard: (row: T) => RecordCardItem;
  errorTitle: string;
  emptyTitle: string;
  emptyDescription: string;
}

function ListSection<T>({ heading, list, query, toCard, errorTitle, emptyTitle, emptyDescription }: ListSectionProps<T>) {
  const headingId = `${heading.toLowerCase().replace(/\s+/g, '-')}-heading`;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h4" sx={{ mb: 2 }}>
        {heading}
      </Typography>
      <MyRequestCards
        label={heading}
        list={list}
        requests={query}
        toCard={toCard}
        errorTitle={errorTitle}
        emptyTitle={emptyTitle}
        emptyDescription={emptyDescription}
        emptyAction={null}
      />
    </Box>
  );
}
