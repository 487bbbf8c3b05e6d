// The one query-key factory for performance management, generic to specific. Everything lives under all(), so a
// change anywhere (a score, an approval, a launch) refreshes every list, detail and the metrics it may move, in
// either app. Admin console entries here; the staff portal's own entries (staff-*.ts) sit under all() too.
import { performanceApi, statusCountsQuery } from '@crewbase/api-client';
import type { JobStatus, ListQuery } from '@crewbase/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/** How often a running launch asks for its progress. */
export const JOB_PROGRESS_POLL_MS = 1000;

const finished = (job: JobStatus | undefined) => job !== undefined && ['completed', 'failed', 'cancelled'].includes(job.state);

const list = <T,>(kind: string, query: Partial<ListQuery>, fetch: (query: Partial<ListQuery>) => Promise<T>) =>
  queryOptions({
    queryKey: [...performanceQueries.lists(), kind, query] as const,
    queryFn: () => fetch(query),
    placeholderData: keepPreviousData,
  });

const counts = <T,>(kind: string, query: Partial<ListQuery>, fetch: (query: Partial<ListQuery>) => Promise<T>) => {
  const counted = statusCountsQuery(query);
  return queryOptions({
    queryKey: [...performanceQueries.lists(), kind, 'status-counts', counted] as const,
    queryFn: () => fetch(counted),
    placeholderData: keepPreviousData,
  });
};

const detail = <T,>(kind: string, id: string, fetch: (id: string) => Promise<T>) =>
  queryOptions({ queryKey: [...performanceQueries.details(), kind, id] as const, queryFn: () => fetch(id) });

const admin = performanceApi.admin;

export const performanceQueries = {
  all: () => ['performance'] as const,
  lists: () => [...performanceQueries.all(), 'list'] as const,
  details: () => [...performanceQueries.all(), 'detail'] as const,

  /** KPIs (measures); performance-review:read. */
  kpiList: (query: Partial<ListQuery> = {}) => list('kpi', query, admin.kpi.list),
  kpi: (id: string) => detail('kpi', id, admin.kpi.detail),
  questionList: (query: Partial<ListQuery> = {}) => list('question', query, admin.question.list),
  question: (id: string) => detail('question', id, admin.question.detail),
  teamList: (query: Partial<ListQuery> = {}) => list('team', query, admin.team.list),
  team: (id: string) => detail('team', id, admin.team.detail),
  cycleList: (query: Partial<ListQuery> = {}) => list('cycle', query, admin.cycle.list),
  /** How many cycles each status chip holds under the list's other filters. */
  cycleStatusCounts: (query: Partial<ListQuery> = {}) => counts('cycle', query, admin.cycle.statusCounts),
  cycle: (id: string) => detail('cycle', id, admin.cycle.detail),
  reviewList: (query: Partial<ListQuery> = {}) => list('review', query, admin.review.list),
  reviewStatusCounts: (query: Partial<ListQuery> = {}) => counts('review', query, admin.review.statusCounts),
  review: (id: string) => detail('review', id, admin.review.detail),
  appraisalList: (query: Partial<ListQuery> = {}) => list('appraisal', query, admin.appraisal.list),
  appraisal: (id: string) => detail('appraisal', id, admin.appraisal.detail),
  rewardList: (query: Partial<ListQuery> = {}) => list('reward', query, admin.reward.list),
  reward: (id: string) => detail('reward', id, admin.reward.detail),
  penaltyList: (query: Partial<ListQuery> = {}) => list('penalty', query, admin.penalty.list),
  penalty: (id: string) => detail('penalty', id, admin.penalty.detail),

  /** The overview's numbers and calibration, for one cycle or all of them. */
  metrics: (cycleId?: string) =>
    queryOptions({
      queryKey: [...performanceQueries.all(), 'metrics', cycleId ?? 'all'] as const,
      queryFn: () => admin.metrics(cycleId),
      placeholderData: keepPreviousData,
    }),

  /** A cycle launch's job (jobs:read): asked again every second until it has finished. */
  launchProgress: (jobId: string) =>
    queryOptions({
      queryKey: [...performanceQueries.all(), 'launch-job', jobId] as const,
      queryFn: () => admin.cycle.launchProgress(jobId),
      refetchInterval: (query) => (finished(query.state.data) ? false : JOB_PROGRESS_POLL_MS),
      refetchIntervalInBackground: false,
    }),
};

/** Whether a job has stopped (done, failed for good, or cancelled): its progress no longer moves. */
export const jobFinished = finished;
