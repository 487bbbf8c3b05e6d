// Performance management: KPIs, questions, teams, review cycles, staff reviews (with the cycle's questions and KPIs
// copied in as JSON, so later edits never change a launched review), rewards and penalties (money in kobo).
import { cycleFrequencySchema, cycleStatusSchema, reviewStatusSchema, rewardKindSchema, recipientTypeSchema } from '@crewbase/domain';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, jsonb, numeric, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { departments } from './departments';
import { staff } from './staff';
import { users } from './users';

type Values<T extends string> = [T, ...T[]];
const values = <T extends string>(options: readonly T[]) => options as unknown as Values<T>;

export const performanceCycleStatusEnum = pgEnum('performance_cycle_status', values(cycleStatusSchema.options));
export const performanceCycleFrequencyEnum = pgEnum('performance_cycle_frequency', values(cycleFrequencySchema.options));
export const performanceReviewStatusEnum = pgEnum('performance_review_status', values(reviewStatusSchema.options));
export const performanceRewardKindEnum = pgEnum('performance_reward_kind', values(rewardKindSchema.options));
export const performanceRecipientTypeEnum = pgEnum('performance_recipient_type', values(recipientTypeSchema.options));

/** KPIs ("measures"). Empty department/job title lists: the KPI applies to everyone. */
export const performanceKpis = pgTable(
  'performance_kpis',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description'),
    departmentIds: uuid('department_ids').array().notNull().default(sql`'{}'::uuid[]`),
    jobTitleIds: uuid('job_title_ids').array().notNull().default(sql`'{}'::uuid[]`),
    weight: integer('weight').notNull(),
    retired: boolean('retired').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('performance_kpis_name_idx').on(t.name, t.id),
    index('performance_kpis_created_at_idx').on(t.createdAt, t.id),
    check('performance_kpis_weight_check', sql`${t.weight} between 1 and 100`),
  ],
);

export const performanceQuestions = pgTable(
  'performance_questions',
  {
    id: id(),
    text: text('text').notNull(),
    category: text('category').notNull(),
    retired: boolean('retired').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('performance_questions_created_at_idx').on(t.createdAt, t.id), index('performance_questions_category_idx').on(t.category, t.id)],
);

export const performanceTeams = pgTable(
  'performance_teams',
  {
    id: id(),
    name: text('name').notNull(),
    departmentId: uuid('department_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'restrict' }),
    managerId: uuid('manager_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'restrict' }),
    ...timestamps,
  },
  (t) => [
    index('performance_teams_name_idx').on(t.name, t.id),
    index('performance_teams_created_at_idx').on(t.createdAt, t.id),
    index('performance_teams_department_id_idx').on(t.departmentId),
    index('performance_teams_manager_id_idx').on(t.managerId),
  ],
);

export const performanceTeamMembers = pgTable(
  'performance_team_members',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => performanceTeams.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.staffId] }), index('performance_team_members_staff_id_idx').on(t.staffId)],
);

/** Review cycles. Null department: every department. The KPIs and questions it lists are copied at launch. */
export const performanceCycles = pgTable(
  'performance_cycles',
  {
    id: id(),
    name: text('name').notNull(),
    departmentId: uuid('department_id').references(() => departments.id, { onDelete: 'restrict' }),
    frequency: performanceCycleFrequencyEnum('frequency').notNull(),
    /** The start date ("Start Date" on screen). */
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    daysAllowed: integer('days_allowed').notNull(),
    kpiIds: uuid('kpi_ids').array().notNull().default(sql`'{}'::uuid[]`),
    questionIds: uuid('question_ids').array().notNull().default(sql`'{}'::uuid[]`),
    status: performanceCycleStatusEnum('status').notNull().default('Not_Started'),
    launchedAt: timestamp('launched_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The last launch's job (GET /api/admin/jobs/:id). */
    launchJobId: uuid('launch_job_id'),
    /** Its reviews not deleted, kept by the database (migration 0027's review triggers). */
    reviewCount: integer('review_count').notNull().default(0),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedById: uuid('deleted_by_id'),
    ...timestamps,
  },
  (t) => [
    index('performance_cycles_created_at_idx').on(t.createdAt, t.id),
    index('performance_cycles_due_date_idx').on(t.dueDate, t.id),
    index('performance_cycles_name_idx').on(t.name, t.id),
    index('performance_cycles_status_idx').on(t.status),
    index('performance_cycles_department_id_idx').on(t.departmentId),
    check('performance_cycles_days_allowed_check', sql`${t.daysAllowed} between 1 and 365`),
  ],
);

/** A copied question with the staff member's answer. */
export interface ReviewAnswerCopy {
  questionId: string;
  text: string;
  category: string;
  rating: number | null;
}
/** A copied KPI with the admin's score and comment. */
export interface ReviewKpiCopy {
  kpiId: string;
  name: string;
  description: string | null;
  weight: number;
  score: number | null;
  comment: string | null;
}

/** One review per (cycle, staff member), however often the cycle is launched. */
export const performanceReviews = pgTable(
  'performance_reviews',
  {
    id: id(),
    cycleId: uuid('cycle_id')
      .notNull()
      .references(() => performanceCycles.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    /** The staff member's department and job title when the review was launched (what the list shows). */
    departmentId: uuid('department_id'),
    departmentName: text('department_name'),
    jobTitleName: text('job_title_name'),
    status: performanceReviewStatusEnum('status').notNull().default('Not_Started'),
    answers: jsonb('answers').$type<ReviewAnswerCopy[]>().notNull(),
    kpis: jsonb('kpis').$type<ReviewKpiCopy[]>().notNull(),
    selfAssessmentComment: text('self_assessment_comment'),
    overallRating: numeric('overall_rating', { precision: 4, scale: 2, mode: 'number' }),
    kpiMean: numeric('kpi_mean', { precision: 4, scale: 2, mode: 'number' }),
    selfAssessmentMean: numeric('self_assessment_mean', { precision: 4, scale: 2, mode: 'number' }),
    formulaVersion: integer('formula_version').notNull(),
    /** The last day to submit (the cycle's start date + days allowed). */
    dueBy: date('due_by', { mode: 'string' }).notNull(),
    denyReason: text('deny_reason'),
    reviewerId: uuid('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    /** The reviewer's private note: never shown to the staff member. */
    privateNote: text('private_note'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The UTC day the last overdue reminder went out: at most one a day. */
    remindedOn: date('reminded_on', { mode: 'string' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedById: uuid('deleted_by_id'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('performance_reviews_cycle_id_staff_id_idx').on(t.cycleId, t.staffId),
    index('performance_reviews_staff_id_created_at_idx').on(t.staffId, t.createdAt),
    // A search on the person's name counts the matching staff's live reviews (and by status) from this index alone;
    // cycle_id for the cycle join the list's scope reads.
    index('performance_reviews_live_staff_id_created_at_id_idx').on(t.staffId, t.createdAt, t.id, t.cycleId, t.status).where(sql`${t.deletedAt} is null`),
    // The list's order; staff_id so a search on the person's name walks this index alone, asking the staff index of
    // names (staff_search_names_idx) about each row's person; cycle_id and deleted_at for the list's scope.
    index('performance_reviews_created_at_idx').on(t.createdAt, t.id, t.staffId, t.cycleId, t.deletedAt),
    index('performance_reviews_status_idx').on(t.status),
    // The status filter with the list's order, from the index.
    index('performance_reviews_status_created_at_id_idx').on(t.status, t.createdAt, t.id),
    index('performance_reviews_overall_rating_idx').on(t.overallRating),
    index('performance_reviews_department_name_idx').on(t.departmentName),
    index('performance_reviews_job_title_name_idx').on(t.jobTitleName),
    index('performance_reviews_due_by_idx').on(t.dueBy),
    index('performance_reviews_completed_at_idx').on(t.completedAt),
    // A cycle's live reviews (its detail counts them by status) from the index.
    index('performance_reviews_live_cycle_idx').on(t.cycleId).where(sql`${t.deletedAt} is null`),
    // The appraisals list (live Completed reviews, newest completion first) with the cycle it tests for deletion and
    // the staff member it left-joins (PostgreSQL 15 still wants a dropped left join's column), so a page, a deep page
    // and the count read the index alone; without it the order's backward scan walked every unfinished review's null
    // completion first.
    index('performance_reviews_appraisals_idx')
      .on(t.completedAt, t.id, t.cycleId, t.staffId)
      .where(sql`${t.status} = 'Completed' and ${t.deletedAt} is null`),
  ],
);

/** Rewards; `payRunId` is set by payroll when a pay run includes one, which locks it. */
export const performanceRewards = pgTable(
  'performance_rewards',
  {
    id: id(),
    kind: performanceRewardKindEnum('kind').notNull(),
    recipientType: performanceRecipientTypeEnum('recipient_type').notNull(),
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'cascade' }),
    customerName: text('customer_name'),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    appraisalId: uuid('appraisal_id').references(() => performanceReviews.id, { onDelete: 'set null' }),
    payRunId: uuid('pay_run_id'),
    createdById: uuid('created_by_id'),
    ...timestamps,
  },
  (t) => [
    index('performance_rewards_created_at_idx').on(t.createdAt, t.id),
    // The list's order; staff_id so a search on the person's name walks this index alone, asking the staff index of
    // names (staff_search_names_idx) about each row's person, never either table.
    index('performance_rewards_date_idx').on(t.date, t.id, t.staffId),
    index('performance_rewards_amount_idx').on(t.amountKobo),
    index('performance_rewards_staff_id_idx').on(t.staffId, t.date),
    index('performance_rewards_appraisal_id_idx').on(t.appraisalId),
    index('performance_rewards_pay_run_id_idx').on(t.payRunId),
    check('performance_rewards_amount_check', sql`${t.amountKobo} > 0`),
    check('performance_rewards_recipient_check', sql`(${t.recipientType} = 'Staff' and ${t.staffId} is not null) or (${t.recipientType} = 'Customer' and ${t.customerName} is not null)`),
  ],
);

export const performancePenalties = pgTable(
  'performance_penalties',
  {
    id: id(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    appraisalId: uuid('appraisal_id').references(() => performanceReviews.id, { onDelete: 'set null' }),
    payRunId: uuid('pay_run_id'),
    createdById: uuid('created_by_id'),
    ...timestamps,
  },
  (t) => [
    index('performance_penalties_created_at_idx').on(t.createdAt, t.id),
    // The list's order; staff_id so a search on the person's name walks this index alone, asking the staff index of
    // names (staff_search_names_idx) about each row's person, never either table.
    index('performance_penalties_date_idx').on(t.date, t.id, t.staffId),
    index('performance_penalties_staff_id_idx').on(t.staffId, t.date),
    index('performance_penalties_appraisal_id_idx').on(t.appraisalId),
    index('performance_penalties_pay_run_id_idx').on(t.payRunId),
    check('performance_penalties_amount_check', sql`${t.amountKobo} > 0`),
  ],
);
