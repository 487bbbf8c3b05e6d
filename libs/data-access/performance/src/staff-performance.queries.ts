// The staff portal's performance queries: the signed-in person's own summary, rating, reviews, appraisals, rewards
// and penalties. Every key sits under performanceQueries.all(), so refreshPerformance() after any change (the
// person's own save or submit, an admin's decision seen on the next fetch) refreshes them with everything else.
import { performanceApi } from '@crewbase/api-client';
import type { ListQuery } from '@crewbase/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { performanceQueries } from './performance.queries';

const staff = performanceApi.staff;

const myList = <T,>(kind: string, query: Partial<ListQuery>, fetch: (query: Partial<ListQuery>) => Promise<T>) =>
  queryOptions({
    queryKey: [...performanceQueries.lists(), 'mine', kind, query] as const,
    queryFn: () => fetch(query),
    placeholderData: keepPreviousData,
  });

const myDetail = <T,>(kind: string, id: string, fetch: (id: string) => Promise<T>) =>
  queryOptions({ queryKey: [...performanceQueries.details(), 'mine', kind, id] as const, queryFn: () => fetch(id) });

export const staffPerformanceQueries = {
  /** GET staff/performance-review: the rating, the pending count with the review due soonest, reward and penalty totals. */
  summary: () => queryOptions({ queryKey: [...performanceQueries.all(), 'mine', 'summary'] as const, queryFn: () => staff.summary() }),
  /** GET staff/performance-review/overall-rating: latest and average of the completed reviews. */
  overallRating: () =>
    queryOptions({ queryKey: [...performanceQueries.all(), 'mine', 'overall-rating'] as const, queryFn: () => staff.overallRating() }),
  /** Reviews waiting for the person's answers (Not_Started, In_Progress), due soonest first. */
  pending: (query: Partial<ListQuery> = {}) => myList('pending-reviews', query, staff.pending),
  /** Submitted reviews (Pending_Approval, Completed). */
  previous: (query: Partial<ListQuery> = {}) => myList('previous-reviews', query, staff.previous),
  rewards: (query: Partial<ListQuery> = {}) => myList('rewards', query, staff.rewards),
  penalties: (query: Partial<ListQuery> = {}) => myList('penalties', query, staff.penalties),
  /** One of the person's reviews with its questions, answers and KPIs (never the reviewer's private note); 404 otherwise. */
  review: (id: string) => myDetail('review', id, staff.review),
  /** One of the person's appraisals (a completed review's outcome) with its rewards and penalties; 404 otherwise. */
  appraisal: (id: string) => myDetail('appraisal', id, staff.appraisal),
};
