// Routes of performance management; the endpoints are declared in libs/domain (performance.endpoints.ts).
import {
  adminReviewEndpoints,
  appraisalEndpoints,
  cycleEndpoints,
  kpiEndpoints,
  penaltyEndpoints,
  performanceMetricsEndpoints,
  questionEndpoints,
  reviewPendingStatuses,
  reviewPreviousStatuses,
  rewardEndpoints,
  staffPerformanceEndpoints,
  teamEndpoints,
} from '@crewbase/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { adminActor, serviceContext, staffActor } from '../../platform/context';
import { endpointRoutes } from '../../platform/endpoints';
import { exportResource, replyWithExport } from '../../platform/export';
import { rawQueryString } from '../../platform/list-query';
import { countResourceByStatus, listResource, type Resource } from '../../platform/resource';
import { cycleRecord } from './performance.records';
import {
  appraisalResource,
  cycleResource,
  kpiResource,
  penaltyResource,
  questionResource,
  reviewResource,
  rewardResource,
  teamResource,
} from './performance.resources';
import * as service from './performance.service';

const ctx = serviceContext;
const raw = (request: FastifyRequest) => rawQueryString(request.url);
const adminScope = (request: FastifyRequest) => ({ actor: adminActor(ctx(request)) });
const list = <T, P>(resource: Resource<T, P>, params: (request: FastifyRequest) => P) => (request: FastifyRequest) =>
  listResource(ctx(request), resource, raw(request), params(request));
const exportOf =
  <T, P>(resource: Resource<T, P>, params: (request: FastifyRequest) => P) =>
  async (request: FastifyRequest, reply: Parameters<typeof replyWithExport>[0]) =>
    replyWithExport(reply, await exportResource(ctx(request), resource, raw(request), params(request)));
const none = () => undefined;
const asAdmin = (request: FastifyRequest) => adminActor(ctx(request));
const asStaff = (request: FastifyRequest) => staffActor(ctx(request));

const kpiRoutes = endpointRoutes(kpiEndpoints, {
  list: list(kpiResource, none),
  export: exportOf(kpiResource, none),
  get: (request) => service.getKpi(ctx(request), request.params.id),
  create: (request) => service.createKpi(ctx(request), request.body),
  update: (request) => service.updateKpi(ctx(request), request.params.id, request.body),
  remove: (request) => service.deleteKpi(ctx(request), request.params.id),
});

const questionRoutes = endpointRoutes(questionEndpoints, {
  list: list(questionResource, none),
  export: exportOf(questionResource, none),
  get: (request) => service.getQuestion(ctx(request), request.params.id),
  create: (request) => service.createQuestion(ctx(request), request.body),
  update: (request) => service.updateQuestion(ctx(request), request.params.id, request.body),
  remove: (request) => service.deleteQuestion(ctx(request), request.params.id),
});

const teamRoutes = endpointRoutes(teamEndpoints, {
  list: list(teamResource, none),
  export: exportOf(teamResource, none),
  get: (request) => service.getTeam(ctx(request), request.params.id),
  create: (request) => service.createTeam(ctx(request), request.body),
  update: (request) => service.updateTeam(ctx(request), request.params.id, request.body),
  remove: (request) => service.deleteTeam(ctx(request), request.params.id),
});

const cycleRoutes = endpointRoutes(cycleEndpoints, {
  list: list(cycleResource, none),
  export: exportOf(cycleResource, none),
  statusCounts: (request) => countResourceByStatus(ctx(request), cycleResource, raw(request), undefined),
  get: (request) => cycleRecord.get(ctx(request), request.params.id),
  create: (request) => service.createCycle(ctx(request), request.body),
  update: (request) => service.updateCycle(ctx(request), request.params.id, request.body),
  launch: (request) => service.launchCycle(ctx(request), request.server.jobs, request.params.id, request.body),
  complete: (request) => cycleRecord.decide(ctx(request), request.params.id, 'complete', request.body),
  delete: (request) => cycleRecord.remove(ctx(request), request.params.id),
});

const adminReviewRoutes = endpointRoutes(adminReviewEndpoints, {
  list: list(reviewResource, adminScope),
  export: exportOf(reviewResource, adminScope),
  statusCounts: (request) => countResourceByStatus(ctx(request), reviewResource, raw(request), adminScope(request)),
  get: (request) => service.getAdminReview(ctx(request), request.params.id),
  score: (request) => service.decideReview(ctx(request), request.params.id, 'score', request.body),
  approve: (request) => service.approveReview(ctx(request), request.query.staffId, request.query.performanceReviewCycleId, request.body),
  deny: (request) => service.decideReview(ctx(request), request.params.id, 'deny', request.body),
});

const appraisalRoutes = endpointRoutes(appraisalEndpoints, {
  list: list(appraisalResource, asAdmin),
  export: exportOf(appraisalResource, asAdmin),
  get: (request) => service.getAppraisal(ctx(request), request.params.id),
});

const rewardRoutes = endpointRoutes(rewardEndpoints, {
  list: list(rewardResource, asAdmin),
  export: exportOf(rewardResource, asAdmin),
  get: (request) => service.getReward(ctx(request), request.params.id),
  create: (request) => service.createReward(ctx(request), request.body),
  update: (request) => service.updateReward(ctx(request), request.params.id, request.body),
  remove: (request) => service.deleteReward(ctx(request), request.params.id),
});

const penaltyRoutes = endpointRoutes(penaltyEndpoints, {
  list: list(penaltyResource, asAdmin),
  export: exportOf(penaltyResource, asAdmin),
  get: (request) => service.getPenalty(ctx(request), request.params.id),
  create: (request) => service.createPenalty(ctx(request), request.body),
  update: (request) => service.updatePenalty(ctx(request), request.params.id, request.body),
  remove: (request) => service.deletePenalty(ctx(request), request.params.id),
});

const metricsRoutes = endpointRoutes(performanceMetricsEndpoints, {
  metrics: (request) => service.metrics(ctx(request), request.query.cycleId),
});

const staffRoutes = endpointRoutes(staffPerformanceEndpoints, {
  summary: (request) => service.staffSummary(ctx(request)),
  overallRating: (request) => service.overallRating(ctx(request)),
  rewards: list(rewardResource, asStaff),
  penalties: list(penaltyResource, asStaff),
  appraisal: (request) => service.getAppraisal(ctx(request), request.params.id),
  reviews: list(reviewResource, (request) => ({ actor: asStaff(request) })),
  pending: list(reviewResource, (request) => ({ actor: asStaff(request), statuses: reviewPendingStatuses })),
  previous: list(reviewResource, (request) => ({ actor: asStaff(request), statuses: reviewPreviousStatuses })),
  details: async (request) => {
    const review = await service.getStaffReview(ctx(request), request.params.id);
    return { answers: review.answers, selfAssessmentComment: review.selfAssessmentComment };
  },
  kpis: async (request) => ({ kpis: (await service.getStaffReview(ctx(request), request.params.id)).kpis }),
  get: (request) => service.getStaffReview(ctx(request), request.params.id),
  save: async (request) => service.staffView(await service.decideReview(ctx(request), request.params.id, 'save', request.body)),
  submit: async (request) => service.staffView(await service.decideReview(ctx(request), request.params.id, 'submit', request.body)),
});

export const performanceRoutes: FastifyPluginAsync = async (app) => {
  for (const routes of [kpiRoutes, questionRoutes, teamRoutes, cycleRoutes, adminReviewRoutes, appraisalRoutes, rewardRoutes, penaltyRoutes, metricsRoutes, staffRoutes]) {
    await routes(app, {});
  }
};
