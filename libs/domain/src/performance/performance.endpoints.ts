// Performance management endpoints. Admin: /api/admin/performance-review/{measure,question,team,cycle,staff-review,
// appraisal,reward,penalty,metrics} with the `performance-review` permission. Staff: /api/staff/performance-review
// (+ overall-rating, reward, penalty, appraisal/:id) and /api/staff/staff-review (+ pending, previous, details,
// details/kpi, /:id), the caller's own records only (anyone else's: 404).
import { endpoint } from '../contract/endpoint';
import { exportEndpoint } from '../contract/export-endpoint';
import { listQuerystringSchema } from '../contract/list-querystring';
import { adminMay, staffAccess } from '../contract/route-access';
import { statusCountsEndpoint } from '../contract/status-counts-endpoint';
import { listResponseSchema } from '../list-query';
import { idParamsSchema } from '../organisation/fields';
import { requestDecisionBodySchema } from '../requests/common';
import { workflowEndpoints } from '../workflow/workflow-endpoints';
import {
  adminReviewDetailSchema,
  appraisalDetailSchema,
  appraisalSchema,
  approveReviewBodySchema,
  approveReviewQuerySchema,
  createCycleInputSchema,
  createKpiInputSchema,
  createPenaltyInputSchema,
  createQuestionInputSchema,
  createRewardInputSchema,
  createTeamInputSchema,
  cycleDetailSchema,
  cycleSchema,
  cycleWorkflow,
  denyReviewInputSchema,
  kpiSchema,
  penaltySchema,
  performanceMetricsQuerySchema,
  performanceMetricsSchema,
  questionSchema,
  reviewAnswerSchema,
  reviewKpiSchema,
  reviewSchema,
  rewardSchema,
  saveReviewAnswersInputSchema,
  scoreReviewInputSchema,
  staffOverallRatingSchema,
  staffPerformanceSummarySchema,
  staffReviewDetailSchema,
  submitReviewInputSchema,
  teamDetailSchema,
  teamSchema,
  updateCycleInputSchema,
  updateKpiInputSchema,
  updatePenaltyInputSchema,
  updateQuestionInputSchema,
  updateRewardInputSchema,
  updateTeamInputSchema,
} from './performance';
import { z } from 'zod';

const ADMIN = '/api/admin/performance-review';
const tags = ['admin performance'];
const staffTags = ['staff performance'];
const may = (action: 'read' | 'create' | 'update' | 'delete' | 'approve') => adminMay('performance-review', action);

const adminList = <S extends z.ZodType>(path: string, item: S, summary: string) =>
  endpoint({ method: 'GET', path, access: may('read'), tags, summary, list: true, query: listQuerystringSchema, status: 200, response: listResponseSchema(item) });
const staffList = <S extends z.ZodType>(path: string, item: S, summary: string) =>
  endpoint({ method: 'GET', path, access: staffAccess, tags: staffTags, summary, list: true, query: listQuerystringSchema, status: 200, response: listResponseSchema(item) });

// ------------------------------------------------ KPIs (measures)
const measureList = adminList(`${ADMIN}/measure`, kpiSchema, 'KPIs. Fields: name, weight, retired, createdAt');
export const kpiEndpoints = {
  list: measureList,
  export: exportEndpoint(measureList, 'KPIs'),
  get: endpoint({ method: 'GET', path: `${ADMIN}/measure/:id`, access: may('read'), tags, summary: 'One KPI', params: idParamsSchema, status: 200, response: kpiSchema }),
  create: endpoint({ method: 'POST', path: `${ADMIN}/measure`, access: may('create'), tags, summary: 'Create a KPI', body: createKpiInputSchema, status: 201, response: kpiSchema }),
  update: endpoint({
    method: 'PATCH', path: `${ADMIN}/measure/:id`, access: may('update'), tags,
    summary: 'Edit or retire a KPI (launched reviews keep the copy they were launched with)',
    params: idParamsSchema, body: updateKpiInputSchema, status: 200, response: kpiSchema,
  }),
  remove: endpoint({
    method: 'DELETE', path: `${ADMIN}/measure/:id`, access: may('delete'), tags,
    summary: 'Delete a KPI no cycle lists (409 otherwise: retire it instead)', params: idParamsSchema, status: 204,
  }),
};

// ------------------------------------------------ questions
const questionList = adminList(`${ADMIN}/question`, questionSchema, 'Questions. Fields: text, category, retired, createdAt');
export const questionEndpoints = {
  list: questionList,
  export: exportEndpoint(questionList, 'Questions'),
  get: endpoint({ method: 'GET', path: `${ADMIN}/question/:id`, access: may('read'), tags, summary: 'One question', params: idParamsSchema, status: 200, response: questionSchema }),
  create: endpoint({ method: 'POST', path: `${ADMIN}/question`, access: may('create'), tags, summary: 'Create a question', body: createQuestionInputSchema, status: 201, response: questionSchema }),
  update: endpoint({
    method: 'PATCH', path: `${ADMIN}/question/:id`, access: may('update'), tags,
    summary: 'Edit or retire a question (launched reviews keep the copy they were launched with)',
    params: idParamsSchema, body: updateQuestionInputSchema, status: 200, response: questionSchema,
  }),
  remove: endpoint({
    method: 'DELETE', path: `${ADMIN}/question/:id`, access: may('delete'), tags,
    summary: 'Delete a question no cycle lists (409 otherwise: retire it instead)', params: idParamsSchema, status: 204,
  }),
};

// ------------------------------------------------ teams
const teamList = adminList(`${ADMIN}/team`, teamSchema, 'Teams. Fields: name, department.name, department.id, manager.fullName, createdAt');
export const teamEndpoints = {
  list: teamList,
  export: exportEndpoint(teamList, 'Teams'),
  get: endpoint({ method: 'GET', path: `${ADMIN}/team/:id`, access: may('read'), tags, summary: 'One team with its members', params: idParamsSchema, status: 200, response: teamDetailSchema }),
  create: endpoint({ method: 'POST', path: `${ADMIN}/team`, access: may('create'), tags, summary: 'Create a team', body: createTeamInputSchema, status: 201, response: teamDetailSchema }),
  update: endpoint({
    method: 'PATCH', path: `${ADMIN}/team/:id`, access: may('update'), tags, summary: 'Edit a team (memberIds replaces the members)',
    params: idParamsSchema, body: updateTeamInputSchema, status: 200, response: teamDetailSchema,
  }),
  remove: endpoint({ method: 'DELETE', path: `${ADMIN}/team/:id`, access: may('delete'), tags, summary: 'Delete a team', params: idParamsSchema, status: 204 }),
};

// ------------------------------------------------ cycles
const cycleList = adminList(`${ADMIN}/cycle`, cycleSchema, 'Review cycles. Fields: name, department.name, department.id, frequency, dueDate (Start Date), status, createdAt');
export const cycleEndpoints = {
  list: cycleList,
  export: exportEndpoint(cycleList, 'Review cycles'),
  statusCounts: statusCountsEndpoint(cycleList, 'Review cycles'),
  get: endpoint({
    method: 'GET', path: `${ADMIN}/cycle/:id`, access: may('read'), tags, summary: 'A review cycle with its KPIs, questions, reviews by status and history',
    params: idParamsSchema, status: 200, response: cycleDetailSchema,
  }),
  create: endpoint({
    method: 'POST', path: `${ADMIN}/cycle`, access: may('create'), tags, summary: 'Create a review cycle (Not_Started)',
    body: createCycleInputSchema, status: 201, response: cycleDetailSchema,
  }),
  /**
   * update: PATCH cycle/:id (Not_Started only); launch: PATCH cycle/launch/:id (400 naming the KPI weight total when
   * it is not 100; queues the launch job, whose id is the detail's launchJobId); complete: PATCH cycle/complete/:id;
   * delete: DELETE cycle/:id (Not_Started only).
   */
  ...workflowEndpoints(cycleWorkflow, {
    resource: 'performance-review',
    base: { admin: `${ADMIN}/cycle` },
    tags: { admin: tags },
    params: idParamsSchema,
    response: cycleDetailSchema,
    decisionBody: requestDecisionBodySchema,
    bodies: { update: updateCycleInputSchema },
    summaries: {
      update: 'Change a cycle not yet launched',
      launch: 'Launch a cycle: one review per Active staff member in scope, once each however often it is launched, with its questions and KPIs copied in (a background job)',
      complete: 'Complete a launched cycle',
      delete: 'Delete a cycle not yet launched',
    },
  }),
};

// ------------------------------------------------ staff reviews (admin)
const reviewList = adminList(
  `${ADMIN}/staff-review`,
  reviewSchema,
  'Staff reviews. Fields: staffFullName, departmentName, jobTitleName, overallRating, createdAt, status, cycle.id, cycle.name, staff.id, dueBy',
);
export const adminReviewEndpoints = {
  list: reviewList,
  export: exportEndpoint(reviewList, 'Staff reviews'),
  statusCounts: statusCountsEndpoint(reviewList, 'Staff reviews'),
  get: endpoint({
    method: 'GET', path: `${ADMIN}/staff-review/:id`, access: may('read'), tags, summary: 'A staff review: answers, KPIs with scores, private note, history',
    params: idParamsSchema, status: 200, response: adminReviewDetailSchema,
  }),
  score: endpoint({
    method: 'PATCH', path: `${ADMIN}/staff-review/score/:id`, access: may('approve'), tags,
    summary: 'Score KPIs (1-5) with comments and keep a private note (any review not completed)',
    params: idParamsSchema, body: scoreReviewInputSchema, status: 200, response: adminReviewDetailSchema,
  }),
  approve: endpoint({
    method: 'PATCH', path: `${ADMIN}/staff-review/approve`, access: may('approve'), tags,
    summary: 'Approve the review of a staff member in a cycle (Pending_Approval -> Completed; every KPI scored); fixes its overall rating',
    query: approveReviewQuerySchema, body: approveReviewBodySchema, status: 200, response: adminReviewDetailSchema,
  }),
  deny: endpoint({
    method: 'PATCH', path: `${ADMIN}/staff-review/deny/:id`, access: may('approve'), tags,
    summary: 'Deny a submitted review with a reason (back to the staff member, In_Progress)',
    params: idParamsSchema, body: denyReviewInputSchema, status: 200, response: adminReviewDetailSchema,
  }),
};

// ------------------------------------------------ appraisals
const appraisalList = adminList(
  `${ADMIN}/appraisal`,
  appraisalSchema,
  'Appraisals (completed reviews). Fields: staffFullName, departmentName, jobTitleName, overallRating, completedAt, cycle.id, cycle.name, staff.id',
);
export const appraisalEndpoints = {
  list: appraisalList,
  export: exportEndpoint(appraisalList, 'Appraisals'),
  get: endpoint({
    method: 'GET', path: `${ADMIN}/appraisal/:id`, access: may('read'), tags, summary: 'An appraisal with its rewards and penalties',
    params: idParamsSchema, status: 200, response: appraisalDetailSchema,
  }),
};

// ------------------------------------------------ rewards and penalties
const rewardList = adminList(`${ADMIN}/reward`, rewardSchema, 'Rewards. Fields: rewardAmount, date, kind, recipientType, staff, staff.id, staff.fullName, appraisalId, createdAt');
export const rewardEndpoints = {
  list: rewardList,
  export: exportEndpoint(rewardList, 'Rewards'),
  get: endpoint({ method: 'GET', path: `${ADMIN}/reward/:id`, access: may('read'), tags, summary: 'One reward', params: idParamsSchema, status: 200, response: rewardSchema }),
  create: endpoint({
    method: 'POST', path: `${ADMIN}/reward`, access: may('create'), tags, summary: 'Grant a reward (on its own or from an appraisal)',
    body: createRewardInputSchema, status: 201, response: rewardSchema,
  }),
  update: endpoint({
    method: 'PATCH', path: `${ADMIN}/reward/:id`, access: may('update'), tags, summary: 'Edit a reward (409 naming the pay run once one includes it)',
    params: idParamsSchema, body: updateRewardInputSchema, status: 200, response: rewardSchema,
  }),
  remove: endpoint({
    method: 'DELETE', path: `${ADMIN}/reward/:id`, access: may('delete'), tags, summary: 'Delete a reward (409 naming the pay run once one includes it)',
    params: idParamsSchema, status: 204,
  }),
};

const penaltyList = adminList(`${ADMIN}/penalty`, penaltySchema, 'Penalties. Fields: staff, staff.id, staff.fullName, date, amount, appraisalId, createdAt');
export const penaltyEndpoints = {
  list: penaltyList,
  export: exportEndpoint(penaltyList, 'Penalties'),
  get: endpoint({ method: 'GET', path: `${ADMIN}/penalty/:id`, access: may('read'), tags, summary: 'One penalty', params: idParamsSchema, status: 200, response: penaltySchema }),
  create: endpoint({
    method: 'POST', path: `${ADMIN}/penalty`, access: may('create'), tags, summary: 'Record a penalty (on its own or from an appraisal)',
    body: createPenaltyInputSchema, status: 201, response: penaltySchema,
  }),
  update: endpoint({
    method: 'PATCH', path: `${ADMIN}/penalty/:id`, access: may('update'), tags, summary: 'Edit a penalty (409 naming the pay run once one includes it)',
    params: idParamsSchema, body: updatePenaltyInputSchema, status: 200, response: penaltySchema,
  }),
  remove: endpoint({
    method: 'DELETE', path: `${ADMIN}/penalty/:id`, access: may('delete'), tags, summary: 'Delete a penalty (409 naming the pay run once one includes it)',
    params: idParamsSchema, status: 204,
  }),
};

export const performanceMetricsEndpoints = {
  metrics: endpoint({
    method: 'GET', path: `${ADMIN}/metrics`, access: may('read'), tags,
    summary: 'Cycles in progress, reviews by status, completion per department, average rating and distribution, waiting approval, calibration per department and reviewer',
    query: performanceMetricsQuerySchema, status: 200, response: performanceMetricsSchema,
  }),
};

// ------------------------------------------------ staff portal
const STAFF_PERF = '/api/staff/performance-review';
const STAFF_REVIEW = '/api/staff/staff-review';
const staffReviewFields = 'Fields: cycle.name, status, dueBy, overallRating, createdAt';
export const staffPerformanceEndpoints = {
  summary: endpoint({
    method: 'GET', path: STAFF_PERF, access: staffAccess, tags: staffTags,
    summary: 'My performance: overall rating, pending reviews (the next due), rewards and penalties',
    status: 200, response: staffPerformanceSummarySchema,
  }),
  overallRating: endpoint({
    method: 'GET', path: `${STAFF_PERF}/overall-rating`, access: staffAccess, tags: staffTags, summary: 'My overall rating (latest and average of completed reviews)',
    status: 200, response: staffOverallRatingSchema,
  }),
  rewards: staffList(`${STAFF_PERF}/reward`, rewardSchema, 'My rewards. Fields: rewardAmount, date, kind, createdAt'),
  penalties: staffList(`${STAFF_PERF}/penalty`, penaltySchema, 'My penalties. Fields: date, amount, createdAt'),
  appraisal: endpoint({
    method: 'GET', path: `${STAFF_PERF}/appraisal/:id`, access: staffAccess, tags: staffTags, summary: 'One of my appraisals (a completed review) with its rewards and penalties',
    params: idParamsSchema, status: 200, response: appraisalDetailSchema,
  }),
  reviews: staffList(STAFF_REVIEW, reviewSchema, `My reviews. ${staffReviewFields}`),
  pending: staffList(`${STAFF_REVIEW}/pending`, reviewSchema, `My reviews waiting for my answers (Not_Started, In_Progress), due soonest first. ${staffReviewFields}`),
  previous: staffList(`${STAFF_REVIEW}/previous`, reviewSchema, `My submitted reviews (Pending_Approval, Completed). ${staffReviewFields}`),
  details: endpoint({
    method: 'GET', path: `${STAFF_REVIEW}/details/:id`, access: staffAccess, tags: staffTags, summary: "A review's questions with my answers",
    params: idParamsSchema, status: 200, response: z.object({ answers: z.array(reviewAnswerSchema), selfAssessmentComment: z.string().nullable() }),
  }),
  kpis: endpoint({
    method: 'GET', path: `${STAFF_REVIEW}/details/kpi/:id`, access: staffAccess, tags: staffTags,
    summary: "A review's KPIs with their weights (scores and comments once completed)",
    params: idParamsSchema, status: 200, response: z.object({ kpis: z.array(reviewKpiSchema) }),
  }),
  get: endpoint({
    method: 'GET', path: `${STAFF_REVIEW}/:id`, access: staffAccess, tags: staffTags, summary: 'One of my reviews (never the reviewer\'s private note)',
    params: idParamsSchema, status: 200, response: staffReviewDetailSchema,
  }),
  save: endpoint({
    method: 'PATCH', path: `${STAFF_REVIEW}/details/:id`, access: staffAccess, tags: staffTags,
    summary: 'Save my answers as a draft (In_Progress); 409 once submitted',
    params: idParamsSchema, body: saveReviewAnswersInputSchema, status: 200, response: staffReviewDetailSchema,
  }),
  submit: endpoint({
    method: 'PATCH', path: `${STAFF_REVIEW}/:id`, access: staffAccess, tags: staffTags,
    summary: 'Submit my review (Pending_Approval): every question answered (400 names the rest); 409 once submitted',
    params: idParamsSchema, body: submitReviewInputSchema, status: 200, response: staffReviewDetailSchema,
  }),
};

/** Every performance endpoint, for the API's route registration. */
export const performanceEndpoints = {
  kpi: kpiEndpoints,
  question: questionEndpoints,
  team: teamEndpoints,
  cycle: cycleEndpoints,
  review: adminReviewEndpoints,
  appraisal: appraisalEndpoints,
  reward: rewardEndpoints,
  penalty: penaltyEndpoints,
  metrics: performanceMetricsEndpoints,
  staff: staffPerformanceEndpoints,
};
