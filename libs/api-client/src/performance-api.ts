// Performance management, both areas, called from their declared endpoints (libs/domain/src/performance). Admin
// calls need the `performance-review` permission; staff calls only ever reach the caller's own records.
import {
  adminReviewEndpoints,
  appraisalEndpoints,
  cycleEndpoints,
  jobEndpoints,
  kpiEndpoints,
  penaltyEndpoints,
  performanceMetricsEndpoints,
  questionEndpoints,
  rewardEndpoints,
  staffPerformanceEndpoints,
  teamEndpoints,
  type AdminReviewDetail,
  type Appraisal,
  type AppraisalDetail,
  type Cycle,
  type CycleDetail,
  type EndpointBodyInput,
  type JobStatus,
  type Kpi,
  type ListQuery,
  type ListResponse,
  type Penalty,
  type PerformanceMetrics,
  type Question,
  type Review,
  type Reward,
  type StaffOverallRating,
  type StaffPerformanceSummary,
  type StaffReviewDetail,
  type StatusCounts,
  type Team,
  type TeamDetail,
} from '@crewbase/domain';
import { callEndpoint } from './call-endpoint';
import type { DecisionFields } from './request-calls';
import { statusCountsQuery } from './status-counts-query';
import { toSearchParams } from './to-search-params';

const listParams = (query: Partial<ListQuery>) => ({ searchParams: toSearchParams(query) });

export const performanceApi = {
  admin: {
    kpi: {
      list: (query: Partial<ListQuery> = {}): Promise<ListResponse<Kpi>> => callEndpoint(kpiEndpoints.list, listParams(query)),
      detail: (id: string): Promise<Kpi> => callEndpoint(kpiEndpoints.get, { params: { id } }),
      create: (input: EndpointBodyInput<typeof kpiEndpoints.create>): Promise<Kpi> => callEndpoint(kpiEndpoints.create, { body: input }),
      /** Also retires (`retired: true`) or brings back a KPI. */
      update: (id: string, input: EndpointBodyInput<typeof kpiEndpoints.update>): Promise<Kpi> => callEndpoint(kpiEndpoints.update, { params: { id }, body: input }),
      /** 409 when a cycle lists it: retire it instead. */
      remove: (id: string): Promise<void> => callEndpoint(kpiEndpoints.remove, { params: { id } }),
    },
    question: {
      list: (query: Partial<ListQuery> = {}): Promise<ListResponse<Question>> => callEndpoint(questionEndpoints.list, listParams(query)),
      detail: (id: string): Promise<Question> => callEndpoint(questionEndpoints.get, { params: { id } }),
      create: (input: EndpointBodyInput<typeof questionEndpoints.create>): Promise<Question> => callEndpoint(questionEndpoints.create, { body: input }),
      update: (id: string, input: EndpointBodyInput<typeof questionEndpoints.update>): Promise<Question> =>
        callEndpoint(questionEndpoints.update, { params: { id }, body: input }),
      remove: (id: string): Promise<void> => callEndpoint(questionEndpoints.remove, { params: { id } }),
    },
    team: {
      list: (query: Partial<ListQuery> = {}): Promise<ListResponse<Team>> => callEndpoint(teamEndpoints.list, listParams(query)),
      detail: (id: string): Promise<TeamDetail> => callEndpoint(teamEndpoints.get, { params: { id } }),
      create: (input: EndpointBodyInput<typeof teamEndpoints.create>): Promise<TeamDetail> => callEndpoint(teamEndpoints.create, { body: input }),
      update: (id: string, input: EndpointBodyInput<typeof teamEndpoints.update>): Promise<TeamDetail> => callEndpoint(teamEndpoints.update, { params: { id }, body: input }),
      remove: (id: string): Promise<void> => callEndpoint(teamEndpoints.remove, { params: { id } }),
    },
    cycle: {
      list: (query: Partial<ListQuery> = {}): Promise<ListResponse<Cycle>> => callEndpoint(cycleEndpoints.list, listParams(query)),
      statusCounts: (query: Partial<ListQuery> = {}): Promise<StatusCounts> => callEndpoint(cycleEndpoints.statusCounts, listParams(statusCountsQuery(query))),
      detail: (id: string): Promise<CycleDetail> => callEndpoint(cycleEndpoints.get, { params: { id } }),
      create: (input: EndpointBodyInput<typeof cycleEndpoints.create>): Promise<CycleDetail> => callEndpoint(cycleEndpoints.create, { body: input }),
      /** Not_Started only (409 after launch). */
      update: (id: string, input: EndpointBodyInput<typeof cycleEndpoints.update>): Promise<CycleDetail> => callEndpoint(cycleEndpoints.update, { params: { id }, body: input }),
      /** 400 naming the KPI weight total when it is not 100; the answer's launchJobId is polled with `launchProgress`. */
      launch: (id: string, input: DecisionFields = {}): Promise<CycleDetail> => callEndpoint(cycleEndpoints.launch, { params: { id }, body: input }),
      /** The launch job's state and progress (done of total staff). Needs the `jobs` read permission too. */
      launchProgress: (jobId: string): Promise<JobStatus> => callEndpoint(jobEndpoints.get, { params: { id: jobId } }),
      complete: (id: string, input: DecisionFields = {}): Promise<CycleDetail> => callEndpoint(cycleEndpoints.complete, { params: { id }, body: input }),
      remove: (id: string): Promise<void> => callEndpoint(cycleEndpoints.delete, { params: { id } }),
    },
    review: {
      list: (query: Partial<ListQuery> = {}): Promise<ListResponse<Review>> => callEndpoint(adminReviewEndpoints.list, listParams(query)),
      statusCounts: (query: Partial<ListQuery> = {}): Promise<StatusCounts> => callEndpoint(adminReviewEndpoints.statusCounts, listParams(statusCountsQuery(query))),
      detail: (id: string): Promise<AdminReviewDetail> => callEndpoint(adminReviewEndpoints.get, { params: { id } }),
      /** KPI scores 1-5 with comments and the private note; 409 once completed. */
      score: (id: string, input: EndpointBodyInput<typeof adminReviewEndpoints.score>): Promise<AdminReviewDetail> =>
        callEndpoint(adminReviewEndpoints.score, { params: { id }, body: input }),
      /** The spec's approve?staffId&performanceReviewCycleId; 400 on kpis when one is unscored, 409 when no longer pending approval. */
      approve: (staffId: string, performanceReviewCycleId: string, input: DecisionFields = {}): Promise<AdminReviewDetail> =>
        callEndpoint(adminReviewEndpoints.approve, { query: { staffId, performanceReviewCycleId }, body: input }),
      /** Back to the staff member with the reason (required). */
      deny: (id: string, input: EndpointBodyInput<typeof adminReviewEndpoints.deny>): Promise<AdminReviewDetail> =>
        callEndpoint(adminReviewEndpoints.deny, { params: { id }, body: input }),
    },
    appraisal: {
      list: (query: Partial<ListQuery> = {}): Promise<ListResponse<Appraisal>> => callEndpoint(appraisalEndpoints.list, listParams(query)),
      detail: (id: string): Promise<AppraisalDetail> => callEndpoint(appraisalEndpoints.get, { params: { id } }),
    },
    reward: {
      list: (query: Partial<ListQuery> = {}): Promise<ListResponse<Reward>> => callEndpoint(rewardEndpoints.list, listParams(query)),
      detail: (id: string): Promise<Reward> => callEndpoint(rewardEndpoints.get, { params: { id } }),
      create: (input: EndpointBodyInput<typeof rewardEndpoints.create>): Promise<Reward> => callEndpoint(rewardEndpoints.create, { body: input }),
      /** 409 naming the pay run once one includes it. */
      update: (id: string, input: EndpointBodyInput<typeof rewardEndpoints.update>): Promise<Reward> => callEndpoint(rewardEndpoints.update, { params: { id }, body: input }),
      remove: (id: string): Promise<void> => callEndpoint(rewardEndpoints.remove, { params: { id } }),
    },
    penalty: {
      list: (query: Partial<ListQuery> = {}): Promise<ListResponse<Penalty>> => callEndpoint(penaltyEndpoints.list, listParams(query)),
      detail: (id: string): Promise<Penalty> => callEndpoint(penaltyEndpoints.get, { params: { id } }),
      create: (input: EndpointBodyInput<typeof penaltyEndpoints.create>): Promise<Penalty> => callEndpoint(penaltyEndpoints.create, { body: input }),
      update: (id: string, input: EndpointBodyInput<typeof penaltyEndpoints.update>): Promise<Penalty> => callEndpoint(penaltyEndpoints.update, { params: { id }, body: input }),
      remove: (id: string): Promise<void> => callEndpoint(penaltyEndpoints.remove, { params: { id } }),
    },
    metrics: (cycleId?: string): Promise<PerformanceMetrics> => callEndpoint(performanceMetricsEndpoints.metrics, { query: { cycleId } }),
  },
  staff: {
    summary: (): Promise<StaffPerformanceSummary> => callEndpoint(staffPerformanceEndpoints.summary),
    overallRating: (): Promise<StaffOverallRating> => callEndpoint(staffPerformanceEndpoints.overallRating),
    rewards: (query: Partial<ListQuery> = {}): Promise<ListResponse<Reward>> => callEndpoint(staffPerformanceEndpoints.rewards, listParams(query)),
    penalties: (query: Partial<ListQuery> = {}): Promise<ListResponse<Penalty>> => callEndpoint(staffPerformanceEndpoints.penalties, listParams(query)),
    /** 404 for anyone else's. */
    appraisal: (id: string): Promise<AppraisalDetail> => callEndpoint(staffPerformanceEndpoints.appraisal, { params: { id } }),
    reviews: (query: Partial<ListQuery> = {}): Promise<ListResponse<Review>> => callEndpoint(staffPerformanceEndpoints.reviews, listParams(query)),
    pending: (query: Partial<ListQuery> = {}): Promise<ListResponse<Review>> => callEndpoint(staffPerformanceEndpoints.pending, listParams(query)),
    previous: (query: Partial<ListQuery> = {}): Promise<ListResponse<Review>> => callEndpoint(staffPerformanceEndpoints.previous, listParams(query)),
    /** 404 for anyone else's. */
    review: (id: string): Promise<StaffReviewDetail> => callEndpoint(staffPerformanceEndpoints.get, { params: { id } }),
    details: (id: string) => callEndpoint(staffPerformanceEndpoints.details, { params: { id } }),
    kpis: (id: string) => callEndpoint(staffPerformanceEndpoints.kpis, { params: { id } }),
    /** Draft; 409 once submitted. */
    save: (id: string, input: EndpointBodyInput<typeof staffPerformanceEndpoints.save>): Promise<StaffReviewDetail> =>
      callEndpoint(staffPerformanceEndpoints.save, { params: { id }, body: input }),
    /** 400 names unanswered questions; 409 once submitted. */
    submit: (id: string, input: EndpointBodyInput<typeof staffPerformanceEndpoints.submit> = {}): Promise<StaffReviewDetail> =>
      callEndpoint(staffPerformanceEndpoints.submit, { params: { id }, body: input }),
  },
};
