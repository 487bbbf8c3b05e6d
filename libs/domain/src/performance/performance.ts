// Performance management: KPIs (measures), questions, teams, review cycles, staff reviews, appraisals, rewards and
// penalties. Admin endpoints under /api/admin/performance-review (permission resource `performance-review`), staff
// endpoints under /api/staff/performance-review and /api/staff/staff-review (the caller's own records only).
import { z } from 'zod';
import { recipientTypeSchema } from '../enums';
import { calendarDateSchema } from '../requests/calendar';
import { requestHistoryEntrySchema, requestStaffSchema } from '../requests/common';
import { moneyInputSchema, moneySchema } from '../requests/money';
import { defineWorkflow } from '../workflow/workflow';
import { kpiScoreSchema, ratingValueSchema } from './rating';

const uuidField = (what: string) => z.uuid({ message: `Choose ${what}.` });
const trimmed = (what: string, min: number, max: number) =>
  z.string({ message: `Enter ${what}.` }).trim().min(min, min <= 1 ? `Enter ${what}.` : `Enter ${what} of at least ${min} characters.`).max(max, `Use at most ${max} characters for ${what}.`);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max} characters.`)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

/** A department or job title as a performance record names it. */
export const performanceNamedRefSchema = z.object({ id: z.string(), name: z.string() });
export type PerformanceNamedRef = z.infer<typeof performanceNamedRefSchema>;
/** A staff member as a performance record names them: uuid, staff number (STF-0001) and full name. */
export const performanceStaffRefSchema = requestStaffSchema;
export type PerformanceStaffRef = z.infer<typeof performanceStaffRefSchema>;
/** An admin account that scored, approved or denied a review. */
export const performanceAdminRefSchema = z.object({ id: z.string(), fullName: z.string() });

// ---------------------------------------------------------------- KPIs (measures)

export const kpiSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** Empty: the KPI applies to every department. */
  departments: z.array(performanceNamedRefSchema),
  /** Empty: the KPI applies to every job title. */
  jobTitles: z.array(performanceNamedRefSchema),
  /** Percent of the KPI part of the rating; the KPIs of one cycle add up to 100. */
  weight: z.number().int(),
  /** Retired KPIs stay on the reviews that copied them but cannot be added to a cycle. */
  retired: z.boolean(),
  /** Cycles that list this KPI and are not completed: the console warns that an edit reaches only reviews not yet launched. */
  openCycleCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Kpi = z.infer<typeof kpiSchema>;

export const kpiWeightSchema = z
  .number({ message: 'Give the weight as a whole number from 1 to 100.' })
  .int('Give the weight as a whole number from 1 to 100.')
  .min(1, 'Give the weight as a whole number from 1 to 100.')
  .max(100, 'Give the weight as a whole number from 1 to 100.');

export const createKpiInputSchema = z.object({
  name: trimmed('a KPI name', 2, 120),
  description: optionalText(1000),
  departmentIds: z.array(uuidField('a department')).max(200).default([]),
  jobTitleIds: z.array(uuidField('a job title')).max(200).default([]),
  weight: kpiWeightSchema,
});
export type CreateKpiInput = z.input<typeof createKpiInputSchema>;
/** PATCH: any subset, plus retiring (or bringing back) the KPI. */
export const updateKpiInputSchema = z.object({
  name: trimmed('a KPI name', 2, 120).optional(),
  description: optionalText(1000),
  departmentIds: z.array(uuidField('a department')).max(200).optional(),
  jobTitleIds: z.array(uuidField('a job title')).max(200).optional(),
  weight: kpiWeightSchema.optional(),
  retired: z.boolean().optional(),
});
export type UpdateKpiInput = z.input<typeof updateKpiInputSchema>;
export const kpiListFields = ['name', 'weight', 'retired', 'createdAt'] as const;

// ---------------------------------------------------------------- questions

export const questionSchema = z.object({
  id: z.string(),
  text: z.string(),
  /** Free grouping shown on the form: "Teamwork", "Customer care". */
  category: z.string(),
  retired: z.boolean(),
  openCycleCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Question = z.infer<typeof questionSchema>;

export const createQuestionInputSchema = z.object({
  text: trimmed('the question', 5, 500),
  category: trimmed('a category', 2, 80),
});
export type CreateQuestionInput = z.input<typeof createQuestionInputSchema>;
export const updateQuestionInputSchema = createQuestionInputSchema.partial().extend({ retired: z.boolean().optional() });
export type UpdateQuestionInput = z.input<typeof updateQuestionInputSchema>;
export const questionListFields = ['text', 'category', 'retired', 'createdAt'] as const;

// ---------------------------------------------------------------- teams

export const teamSchema = z.object({
  id: z.string(),
  name: z.string(),
  department: performanceNamedRefSchema,
  manager: performanceStaffRefSchema,
  memberCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Team = z.infer<typeof teamSchema>;
export const teamDetailSchema = teamSchema.extend({ members: z.array(performanceStaffRefSchema) });
export type TeamDetail = z.infer<typeof teamDetailSchema>;

export const createTeamInputSchema = z.object({
  name: trimmed('a team name', 2, 80),
  departmentId: uuidField('a department'),
  managerId: uuidField('a manager'),
  /** The manager need not be listed; duplicates are ignored. */
  memberIds: z.array(uuidField('a staff member')).max(500, 'A team has at most 500 members.').default([]),
});
export type CreateTeamInput = z.input<typeof createTeamInputSchema>;
export const updateTeamInputSchema = z.object({
  name: trimmed('a team name', 2, 80).optional(),
  departmentId: uuidField('a department').optional(),
  managerId: uuidField('a manager').optional(),
  /** Replaces the whole member list when given. */
  memberIds: z.array(uuidField('a staff member')).max(500, 'A team has at most 500 members.').optional(),
});
export type UpdateTeamInput = z.input<typeof updateTeamInputSchema>;
/** Spec section 3: name, department.name, manager.fullName. */
export const teamListFields = ['name', 'department.name', 'department.id', 'manager.fullName', 'createdAt'] as const;

// ---------------------------------------------------------------- cycles

export const cycleStatusSchema = z.enum(['Not_Started', 'In_Progress', 'Completed']);
export type CycleStatus = z.infer<typeof cycleStatusSchema>;
export const cycleFrequencySchema = z.enum(['monthly', 'quarterly', 'half-yearly', 'yearly'], { message: 'Choose monthly, quarterly, half-yearly or yearly.' });
export type CycleFrequency = z.infer<typeof cycleFrequencySchema>;
export const cycleFrequencyLabels: Record<CycleFrequency, string> = { monthly: 'Monthly', quarterly: 'Quarterly', 'half-yearly': 'Half-yearly', yearly: 'Yearly' };

/**
 * Cycle: Not_Started -> In_Progress (launch: one review per Active staff member in scope, questions and KPIs copied in)
 * -> Completed. Launching again while In_Progress reaches staff who joined the scope since (never twice the same
 * person). Only a cycle not started may be edited or deleted.
 */
export const cycleWorkflow = defineWorkflow<CycleStatus, 'update' | 'launch' | 'complete' | 'delete'>({
  update: { actor: 'admin', from: ['Not_Started'], refusals: { In_Progress: 'A launched cycle cannot be changed: its reviews carry what it was launched with.', Completed: 'A completed cycle cannot be changed.' } },
  launch: { actor: 'admin', from: ['Not_Started', 'In_Progress'], to: 'In_Progress', refusals: { Completed: 'A completed cycle cannot be launched again.' } },
  complete: { actor: 'admin', from: ['In_Progress'], to: 'Completed', refusals: { Not_Started: 'A cycle that was never launched cannot be completed: launch it or delete it.' } },
  delete: { actor: 'admin', from: ['Not_Started'], refusals: { In_Progress: 'A launched cycle cannot be deleted: it has reviews.', Completed: 'A completed cycle cannot be deleted: it has reviews.' } },
});
export type CycleAction = keyof typeof cycleWorkflow;

export const cycleSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Null: every department. */
  department: performanceNamedRefSchema.nullable(),
  frequency: cycleFrequencySchema,
  /** The cycle's start date (shown as "Start Date"). */
  dueDate: z.string(),
  /** Days staff have from the start date to submit; a review is overdue after dueDate + daysAllowed. */
  daysAllowed: z.number().int(),
  /** dueDate + daysAllowed: the last day to submit. */
  closesOn: z.string(),
  status: cycleStatusSchema,
  kpiWeightTotal: z.number().int(),
  reviewCount: z.number().int(),
  launchedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Cycle = z.infer<typeof cycleSchema>;

export const cycleDetailSchema = cycleSchema.extend({
  kpis: z.array(z.object({ id: z.string(), name: z.string(), weight: z.number().int(), retired: z.boolean() })),
  questions: z.array(z.object({ id: z.string(), text: z.string(), category: z.string(), retired: z.boolean() })),
  /** Reviews of the cycle by status (every status present, zero included). */
  reviewsByStatus: z.record(z.string(), z.number().int()),
  /** The last launch's background job: poll GET /api/admin/jobs/:id for its progress. */
  launchJobId: z.string().nullable(),
  history: z.array(requestHistoryEntrySchema),
});
export type CycleDetail = z.infer<typeof cycleDetailSchema>;

export const createCycleInputSchema = z.object({
  name: trimmed('a cycle name', 2, 120),
  /** Null or left out: every department. */
  departmentId: uuidField('a department').nullable().optional(),
  frequency: cycleFrequencySchema,
  dueDate: calendarDateSchema,
  daysAllowed: z
    .number({ message: 'Give the days allowed as a whole number from 1 to 365.' })
    .int('Give the days allowed as a whole number from 1 to 365.')
    .min(1, 'Give the days allowed as a whole number from 1 to 365.')
    .max(365, 'Give the days allowed as a whole number from 1 to 365.'),
  /** The KPIs every review of the cycle is scored on (those that apply to the person); weights must add up to 100 to launch. */
  kpiIds: z.array(uuidField('a KPI')).max(50, 'A cycle has at most 50 KPIs.').default([]),
  questionIds: z.array(uuidField('a question')).max(100, 'A cycle has at most 100 questions.').default([]),
});
export type CreateCycleInput = z.input<typeof createCycleInputSchema>;
export const updateCycleInputSchema = z.object({
  name: trimmed('a cycle name', 2, 120).optional(),
  departmentId: uuidField('a department').nullable().optional(),
  frequency: cycleFrequencySchema.optional(),
  dueDate: calendarDateSchema.optional(),
  daysAllowed: createCycleInputSchema.shape.daysAllowed.optional(),
  kpiIds: z.array(uuidField('a KPI')).max(50, 'A cycle has at most 50 KPIs.').optional(),
  questionIds: z.array(uuidField('a question')).max(100, 'A cycle has at most 100 questions.').optional(),
});
export type UpdateCycleInput = z.input<typeof updateCycleInputSchema>;
/** Spec section 3: name, department.name, frequency, dueDate (Start Date); plus status and createdAt. */
export const cycleListFields = ['name', 'department.name', 'department.id', 'frequency', 'dueDate', 'status', 'createdAt'] as const;

// ---------------------------------------------------------------- reviews

export const reviewStatusSchema = z.enum(['Not_Started', 'In_Progress', 'Pending_Approval', 'Completed']);
export type ReviewStatus = z.infer<typeof reviewStatusSchema>;

const submittedRefusal = 'This review has been submitted: its answers are read-only.';
const completedRefusal = 'This review is completed: its answers are read-only.';
/**
 * Review: Not_Started -> In_Progress (staff saved answers) -> Pending_Approval (staff submitted) -> Completed (admin
 * approved), or back to In_Progress (admin denied, with a reason the staff member sees). An admin scores the KPIs
 * of any review not yet completed; approving needs every KPI scored.
 */
export const reviewWorkflow = defineWorkflow<ReviewStatus, 'save' | 'submit' | 'score' | 'approve' | 'deny'>({
  save: { actor: 'staff', from: ['Not_Started', 'In_Progress'], to: 'In_Progress', refusals: { Pending_Approval: submittedRefusal, Completed: completedRefusal } },
  submit: { actor: 'staff', from: ['Not_Started', 'In_Progress'], to: 'Pending_Approval', refusals: { Pending_Approval: 'This review has already been submitted.', Completed: completedRefusal } },
  score: { actor: 'admin', from: ['Not_Started', 'In_Progress', 'Pending_Approval'], refusals: { Completed: 'This review is completed: its scores are final.' } },
  approve: { actor: 'admin', from: ['Pending_Approval'], to: 'Completed' },
  deny: { actor: 'admin', from: ['Pending_Approval'], to: 'In_Progress', noteRequired: true },
});
export type ReviewAction = keyof typeof reviewWorkflow;

/** The review states a staff member still has to act on ("pending"); the others are "previous". */
export const reviewPendingStatuses = ['Not_Started', 'In_Progress'] as const satisfies readonly ReviewStatus[];
export const reviewPreviousStatuses = ['Pending_Approval', 'Completed'] as const satisfies readonly ReviewStatus[];

/** One list row (admin reviews, staff pending/previous). */
export const reviewSchema = z.object({
  id: z.string(),
  staff: performanceStaffRefSchema,
  staffFullName: z.string(),
  departmentName: z.string().nullable(),
  jobTitleName: z.string().nullable(),
  cycle: z.object({ id: z.string(), name: z.string(), frequency: cycleFrequencySchema, dueDate: z.string() }),
  status: reviewStatusSchema,
  /** Final once Completed (the formula's result at approval); the current preview before. */
  overallRating: z.number().nullable(),
  formulaVersion: z.number().int(),
  /** The last day to submit: the cycle's dueDate + daysAllowed. */
  dueBy: z.string(),
  /** Past dueBy and not yet submitted. */
  overdue: z.boolean(),
  submittedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

/** A question copied into the review, with the staff member's answer (1..5, null while unanswered). */
export const reviewAnswerSchema = z.object({
  questionId: z.string(),
  text: z.string(),
  category: z.string(),
  rating: z.number().int().nullable(),
});
export type ReviewAnswer = z.infer<typeof reviewAnswerSchema>;

/** A KPI copied into the review with its weight, and the admin's score (1..5) and comment. */
export const reviewKpiSchema = z.object({
  kpiId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  weight: z.number().int(),
  score: z.number().int().nullable(),
  comment: z.string().nullable(),
});
export type ReviewKpi = z.infer<typeof reviewKpiSchema>;

const reviewDetailCommon = reviewSchema.extend({
  answers: z.array(reviewAnswerSchema),
  /** The staff member's own words beside the answers. */
  selfAssessmentComment: z.string().nullable(),
  kpis: z.array(reviewKpiSchema),
  kpiMean: z.number().nullable(),
  selfAssessmentMean: z.number().nullable(),
  /** Why the review was last denied (shown to the staff member while it is back with them); null otherwise. */
  denyReason: z.string().nullable(),
  /** The appraisal (the completed review's outcome) id: the review's own id once Completed, else null. */
  appraisalId: z.string().nullable(),
  history: z.array(requestHistoryEntrySchema),
});

/** What an admin sees: everything, the reviewer and their private note included. */
export const adminReviewDetailSchema = reviewDetailCommon.extend({
  reviewer: performanceAdminRefSchema.nullable(),
  /** The reviewer's private note: never shown to the staff member. */
  privateNote: z.string().nullable(),
});
export type AdminReviewDetail = z.infer<typeof adminReviewDetailSchema>;

/** What the staff member sees: no private note, no reviewer; KPI scores and comments only once Completed. */
export const staffReviewDetailSchema = reviewDetailCommon;
export type StaffReviewDetail = z.infer<typeof staffReviewDetailSchema>;

export const reviewAnswerInputSchema = z.object({ questionId: uuidField('a question'), rating: ratingValueSchema });
/** Save a draft (PATCH staff-review/details/:id): the answers given so far, each replacing the earlier one. */
export const saveReviewAnswersInputSchema = z.object({
  answers: z.array(reviewAnswerInputSchema).max(100).default([]),
  selfAssessmentComment: optionalText(2000),
});
export type SaveReviewAnswersInput = z.input<typeof saveReviewAnswersInputSchema>;
/** Submit (PATCH staff-review/:id): optionally the last answers; every question must then be answered (400 names them). */
export const submitReviewInputSchema = saveReviewAnswersInputSchema.partial().nullish();
export type SubmitReviewInput = z.input<typeof submitReviewInputSchema>;

/** Score (PATCH staff-review/score/:id): KPI scores 1..5 with comments, and the reviewer's private note. */
export const scoreReviewInputSchema = z.object({
  kpis: z
    .array(z.object({ kpiId: uuidField('a KPI'), score: kpiScoreSchema, comment: optionalText(1000) }))
    .max(50)
    .default([]),
  privateNote: optionalText(2000),
});
export type ScoreReviewInput = z.input<typeof scoreReviewInputSchema>;

/** Approve (PATCH staff-review/approve?staffId&performanceReviewCycleId): the spec's query names the review. */
export const approveReviewQuerySchema = z.object({
  staffId: z.uuid({ message: 'Not a valid staff id.' }),
  performanceReviewCycleId: z.uuid({ message: 'Not a valid cycle id.' }),
});
export const approveReviewBodySchema = z.object({ note: z.string().trim().max(500, 'Keep the note under 500 characters.').optional() }).nullish();
/** Deny: the reason is required; the staff member sees it. */
export const denyReviewInputSchema = z.object({
  note: z.string({ message: 'Say why: write a note for the record.' }).trim().min(1, 'Say why: write a note for the record.').max(1000, 'Keep the reason under 1000 characters.'),
});
export type DenyReviewInput = z.input<typeof denyReviewInputSchema>;

/** Admin review list: spec fields staffFullName, departmentName, jobTitleName, overallRating, createdAt; plus filters. */
export const reviewListFields = ['staffFullName', 'departmentName', 'jobTitleName', 'overallRating', 'createdAt', 'status', 'cycle.id', 'cycle.name', 'staff.id', 'dueBy'] as const;

// ---------------------------------------------------------------- rewards and penalties

export const rewardKindSchema = z.enum(['Special Event', 'Referral Bonus', 'Award Bonus', 'Holiday', 'Spirit of Excellence'], {
  message: 'Choose Special Event, Referral Bonus, Award Bonus, Holiday or Spirit of Excellence.',
});
export type RewardKind = z.infer<typeof rewardKindSchema>;
/** The spec's recipient types (Staff, Customer), as the messages' audience uses them too. */
export const rewardRecipientTypeSchema = z.enum(recipientTypeSchema.options, { message: 'Choose Staff or Customer.' });

/** Once a pay run includes a reward or penalty it is locked (409 naming the run). Reserved for payroll. */
const payRunFields = {
  payRunId: z.string().nullable(),
};

export const rewardSchema = z.object({
  id: z.string(),
  kind: rewardKindSchema,
  recipientType: rewardRecipientTypeSchema,
  /** The staff member rewarded (recipient Staff); null for a customer. */
  staff: performanceStaffRefSchema.nullable(),
  /** The customer's name (recipient Customer); null for staff. */
  customerName: z.string().nullable(),
  /** Decimal naira with two places ("25000.00"); stored in kobo. */
  rewardAmount: moneySchema,
  date: z.string(),
  reason: z.string(),
  /** The appraisal (completed review) it was granted from, if any. */
  appraisalId: z.string().nullable(),
  ...payRunFields,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Reward = z.infer<typeof rewardSchema>;

export const createRewardInputSchema = z
  .object({
    kind: rewardKindSchema,
    recipientType: rewardRecipientTypeSchema,
    staffId: uuidField('a staff member').nullable().optional(),
    customerName: optionalText(120),
    rewardAmount: moneyInputSchema,
    date: calendarDateSchema,
    reason: trimmed('a reason', 1, 1000),
    appraisalId: uuidField('an appraisal').nullable().optional(),
  })
  .superRefine((input, ctx) => {
    if (input.recipientType === 'Staff' && !input.staffId) ctx.addIssue({ code: 'custom', path: ['staffId'], message: 'Choose the staff member rewarded.' });
    if (input.recipientType === 'Customer' && !input.customerName) ctx.addIssue({ code: 'custom', path: ['customerName'], message: "Enter the customer's name." });
  });
export type CreateRewardInput = z.input<typeof createRewardInputSchema>;
/** PATCH: any subset; the recipient rules are checked against the record as it would become (400 on staffId / customerName). */
export const updateRewardInputSchema = z.object({
  kind: rewardKindSchema.optional(),
  recipientType: rewardRecipientTypeSchema.optional(),
  staffId: uuidField('a staff member').nullable().optional(),
  customerName: optionalText(120),
  rewardAmount: moneyInputSchema.optional(),
  date: calendarDateSchema.optional(),
  reason: trimmed('a reason', 1, 1000).optional(),
});
export type UpdateRewardInput = z.input<typeof updateRewardInputSchema>;
/** Spec section 3: rewardAmount, date; plus filters. */
export const rewardListFields = ['rewardAmount', 'date', 'kind', 'recipientType', 'staff', 'staff.id', 'staff.fullName', 'appraisalId', 'createdAt'] as const;

export const penaltySchema = z.object({
  id: z.string(),
  staff: performanceStaffRefSchema,
  /** Decimal naira with two places; stored in kobo. */
  amount: moneySchema,
  date: z.string(),
  reason: z.string(),
  appraisalId: z.string().nullable(),
  ...payRunFields,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Penalty = z.infer<typeof penaltySchema>;

export const createPenaltyInputSchema = z.object({
  staffId: uuidField('the staff member'),
  amount: moneyInputSchema,
  date: calendarDateSchema,
  reason: trimmed('a reason', 1, 1000),
  appraisalId: uuidField('an appraisal').nullable().optional(),
});
export type CreatePenaltyInput = z.input<typeof createPenaltyInputSchema>;
export const updatePenaltyInputSchema = z.object({
  staffId: uuidField('the staff member').optional(),
  amount: moneyInputSchema.optional(),
  date: calendarDateSchema.optional(),
  reason: trimmed('a reason', 1, 1000).optional(),
});
export type UpdatePenaltyInput = z.input<typeof updatePenaltyInputSchema>;
/** Spec section 3: staff, date; plus filters. */
export const penaltyListFields = ['staff', 'staff.id', 'staff.fullName', 'date', 'amount', 'appraisalId', 'createdAt'] as const;

// ---------------------------------------------------------------- appraisals

/** An appraisal: a completed review's outcome (its id is the review's), with the rewards and penalties granted from it. */
export const appraisalSchema = z.object({
  id: z.string(),
  staff: performanceStaffRefSchema,
  staffFullName: z.string(),
  departmentName: z.string().nullable(),
  jobTitleName: z.string().nullable(),
  cycle: z.object({ id: z.string(), name: z.string(), frequency: cycleFrequencySchema, dueDate: z.string() }),
  overallRating: z.number().nullable(),
  formulaVersion: z.number().int(),
  completedAt: z.string(),
  rewardCount: z.number().int(),
  penaltyCount: z.number().int(),
});
export type Appraisal = z.infer<typeof appraisalSchema>;
export const appraisalDetailSchema = appraisalSchema.extend({
  kpis: z.array(reviewKpiSchema),
  answers: z.array(reviewAnswerSchema),
  kpiMean: z.number().nullable(),
  selfAssessmentMean: z.number().nullable(),
  rewards: z.array(rewardSchema),
  penalties: z.array(penaltySchema),
});
export type AppraisalDetail = z.infer<typeof appraisalDetailSchema>;
export const appraisalListFields = ['staffFullName', 'departmentName', 'jobTitleName', 'overallRating', 'completedAt', 'cycle.id', 'cycle.name', 'staff.id'] as const;

// ---------------------------------------------------------------- staff summary

export const staffOverallRatingSchema = z.object({
  /** The most recent completed review's rating. */
  latest: z.number().nullable(),
  /** The mean of every completed review's rating, two decimals. */
  average: z.number().nullable(),
  reviewsCounted: z.number().int(),
  latestReviewId: z.string().nullable(),
  latestCompletedAt: z.string().nullable(),
  formulaVersion: z.number().int(),
});
export type StaffOverallRating = z.infer<typeof staffOverallRatingSchema>;

/** GET /api/staff/performance-review: the staff member's performance page at a glance. */
export const staffPerformanceSummarySchema = z.object({
  overallRating: staffOverallRatingSchema,
  pendingCount: z.number().int(),
  /** The pending review due soonest (the dashboard shows it with its due date). */
  nextPending: reviewSchema.nullable(),
  rewardCount: z.number().int(),
  rewardTotal: moneySchema,
  penaltyCount: z.number().int(),
  penaltyTotal: moneySchema,
});
export type StaffPerformanceSummary = z.infer<typeof staffPerformanceSummarySchema>;

// ---------------------------------------------------------------- metrics

const ratingBucketsSchema = z.array(z.object({ rating: z.number().int(), label: z.string(), count: z.number().int() }));
const calibrationRowSchema = z.object({
  id: z.string().nullable(),
  name: z.string(),
  reviewCount: z.number().int(),
  averageRating: z.number().nullable(),
  /** Completed reviews by overall rating rounded to the scale (1..5), every step present. */
  distribution: ratingBucketsSchema,
});
export const performanceMetricsSchema = z.object({
  cyclesInProgress: z.number().int(),
  /** Every review status with its count, zero included. */
  reviewsByStatus: z.record(z.string(), z.number().int()),
  completionByDepartment: z.array(
    z.object({ departmentId: z.string().nullable(), departmentName: z.string(), total: z.number().int(), completed: z.number().int(), completionRate: z.number() }),
  ),
  averageRating: z.number().nullable(),
  ratingDistribution: ratingBucketsSchema,
  waitingApproval: z.number().int(),
  calibration: z.object({ byDepartment: z.array(calibrationRowSchema), byReviewer: z.array(calibrationRowSchema) }),
});
export type PerformanceMetrics = z.infer<typeof performanceMetricsSchema>;
export const performanceMetricsQuerySchema = z.object({ cycleId: z.uuid({ message: 'Not a valid cycle id.' }).optional() });

/** The launch of a cycle, as its detail shows it and the job reports it. */
export const cycleLaunchJobResultSchema = z.object({ staffInScope: z.number().int(), reviewsCreated: z.number().int() });
