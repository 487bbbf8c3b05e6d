// How ratings, due dates and the way to a review read on every staff performance screen.
import { ratingLabel, type Review } from '@crewbase/domain';
import { formatDate } from '@crewbase/ui';
import { generatePath } from 'react-router';
import { paths } from '../../app/paths';

/** "4.25 of 5 (Agree)"; null when there is no rating yet. */
export const ratingText = (rating: number | null | undefined): string | null =>
  rating === null || rating === undefined ? null : `${rating.toFixed(2)} of 5 (${ratingLabel(rating)})`;

/** A KPI score or an answer on the scale: "4 of 5". */
export const scoreText = (score: number | null | undefined): string | null => (score === null || score === undefined ? null : `${score} of 5`);

/** "Due by 12 Dec 2026", or "Overdue: was due by 12 Dec 2026" once the last day has passed unsubmitted. */
export const dueText = (review: Pick<Review, 'dueBy' | 'overdue'>): string => {
  const day = formatDate(review.dueBy, { month: 'short' });
  return review.overdue ? `Overdue: was due by ${day}` : `Due by ${day}`;
};

/** The calendar day of an instant, as the history paths carry it (`reviewDate`). */
const dayOf = (instant: string | null) => (instant ?? '').slice(0, 10) || 'undated';

/**
 * Where a review opens: the Staff Review screen while the person can still answer it or waits for a decision (the
 * answers read-only then), the review's history once it is completed.
 */
export const reviewPath = (review: Pick<Review, 'id' | 'status' | 'completedAt'>): string =>
  review.status === 'Completed' ? reviewHistoryPath(review.id, review.completedAt) : generatePath(paths.performanceReview, { id: review.id });

/** A completed review's history, under the day it was completed. */
export const reviewHistoryPath = (id: string, completedAt: string | null): string =>
  generatePath(paths.performanceReviewHistory, { reviewDate: dayOf(completedAt), id });

export const appraisalPath = (id: string): string => generatePath(paths.performanceAppraisal, { id });
