// Every performance list (and its export) on the resource kit: KPIs, questions, teams, cycles, reviews (admin, and the
// staff member's own), appraisals (completed reviews), rewards and penalties.
import {
  appraisalListFields,
  cycleListFields,
  cycleStatusSchema,
  cycleFrequencySchema,
  fromMinorUnits,
  kpiListFields,
  penaltyListFields,
  questionListFields,
  reviewListFields,
  reviewStatusSchema,
  rewardKindSchema,
  recipientTypeSchema,
  rewardListFields,
  teamListFields,
  type Appraisal,
  type Cycle,
  type CycleFrequency,
  type CycleStatus,
  type Kpi,
  type Penalty,
  type Question,
  type Review,
  type ReviewStatus,
  type Reward,
  type RewardKind,
  type RecipientType,
  type Team,
} from '@crewbase/domain';
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  departments,
  performanceCycles,
  performanceKpis,
  performancePenalties,
  performanceQuestions,
  performanceReviews,
  performanceRewards,
  performanceTeams,
  staff,
} from '../../db/schema';
import type { Actor } from '../../platform/accounts';
import { exportColumns } from '../../platform/export-format';
import type { ListField } from '../../platform/list-query';
import { defineResource, orNull, type ResourceDefinition } from '../../platform/resource';
import { requestStaffColumns, staffFullName, toRequestStaff } from '../requests/request-list';

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);
const utcToday = sql`(now() at time zone 'UTC')::date`;

// ------------------------------------------------------------------ KPIs

const k = performanceKpis;
/** Cycles not completed (nor deleted) that list the KPI or question. */
const openCycles = (id: SQL | typeof k.id, column: 'kpi_ids' | 'question_ids') =>
  sql<number>`(select count(*)::int from "performance_cycles" c where ${id} = any(c.${sql.raw(column)}) and c.status <> 'Completed' and c.deleted_at is null)`;

/** The names of the departments / job titles a KPI lists, as JSON [{ id, name }] in name order. */
const namedRefs = (table: 'departments' | 'job_titles', ids: SQL | typeof k.departmentIds) =>
  sql<Array<{ id: string; name: string }>>`(select coalesce(json_agg(json_build_object('id', x.id, 'name', x.name) order by x.name), '[]'::json) from ${sql.raw(`"${table}"`)} x where x.id = any(${ids}))`;

export const kpiColumns = {
  id: k.id,
  name: k.name,
  description: k.description,
  departments: namedRefs('departments', sql`"performance_kpis"."department_ids"`),
  jobTitles: namedRefs('job_titles', sql`"performance_kpis"."job_title_ids"`),
  weight: k.weight,
  retired: k.retired,
  openCycleCount: openCycles(sql`"performance_kpis"."id"`, 'kpi_ids'),
  createdAt: k.createdAt,
  updatedAt: k.updatedAt,
};
export type KpiRow = {
  id: string;
  name: string;
  description: string | null;
  departments: Array<{ id: string; name: string }>;
  jobTitles: Array<{ id: string; name: string }>;
  weight: number;
  retired: boolean;
  openCycleCount: number;
  createdAt: Date;
  updatedAt: Date;
};
export const toKpi = (r: KpiRow): Kpi => ({ ...r, departments: r.departments ?? [], jobTitles: r.jobTitles ?? [], createdAt: iso(r.createdAt), updatedAt: iso(r.updatedAt) });

export const kpiResource = defineResource({
  name: 'performance-kpis',
  title: 'KPIs',
  permission: 'performance-review',
  table: k,
  id: k.id,
  fields: {
    name: { expr: k.name, type: 'text', notNull: true },
    weight: { expr: k.weight, type: 'number', notNull: true },
    retired: { expr: sql`${k.retired}::text`, type: 'enum', values: ['true', 'false'], notNull: true },
    createdAt: { expr: k.createdAt, type: 'timestamp', notNull: true },
  } satisfies Record<(typeof kpiListFields)[number], ListField>,
  defaultSort: [{ field: 'name', direction: 'ASC' }],
  columns: kpiColumns,
  toItem: (row) => toKpi(row as KpiRow),
  exportColumns: exportColumns<Kpi>()([
    { header: 'Name', type: 'text', value: (x) => x.name },
    { header: 'Description', type: 'text', value: (x) => x.description },
    { header: 'Weight', type: 'number', value: (x) => x.weight },
    { header: 'Departments', type: 'text', value: (x) => (x.departments.length ? x.departments.map((d) => d.name).join(', ') : 'All') },
    { header: 'Job titles', type: 'text', value: (x) => (x.jobTitles.length ? x.jobTitles.map((d) => d.name).join(', ') : 'All') },
    { header: 'Retired', type: 'text', value: (x) => (x.retired ? 'Yes' : 'No') },
    { header: 'Created', type: 'datetime', value: (x) => x.createdAt },
  ]),
});

// ------------------------------------------------------------------ questions

const q = performanceQuestions;
export const questionColumns = {
  id: q.id,
  text: q.text,
  category: q.category,
  retired: q.retired,
  openCycleCount: openCycles(sql`"performance_questions"."id"`, 'question_ids'),
  createdAt: q.createdAt,
  updatedAt: q.updatedAt,
};
export type QuestionRow = { id: string; text: string; category: string; retired: boolean; openCycleCount: number; createdAt: Date; updatedAt: Date };
export const toQuestion = (r: QuestionRow): Question => ({ ...r, createdAt: iso(r.createdAt), updatedAt: iso(r.updatedAt) });

export const questionResource = defineResource({
  name: 'performance-questions',
  title: 'Questions',
  permission: 'performance-review',
  table: q,
  id: q.id,
  fields: {
    text: { expr: q.text, type: 'text', notNull: true },
    category: { expr: q.category, type: 'text', notNull: true },
    retired: { expr: sql`${q.retired}::text`, type: 'enum', values: ['true', 'false'], notNull: true },
    createdAt: { expr: q.createdAt, type: 'timestamp', notNull: true },
  } satisfies Record<(typeof questionListFields)[number], ListField>,
  defaultSort: [{ field: 'createdAt', direction: 'DESC' }],
  columns: questionColumns,
  toItem: (row) => toQuestion(row as QuestionRow),
  exportColumns: exportColumns<Question>()([
    { header: 'Question', type: 'text', value: (x) => x.text },
    { header: 'Category', type: 'text', value: (x) => x.category },
    { header: 'Retired', type: 'text', value: (x) => (x.retired ? 'Yes' : 'No') },
    { header: 'Created', type: 'datetime', value: (x) => x.createdAt },
  ]),
});

// ------------------------------------------------------------------ teams

const tm = performanceTeams;
export const teamColumns = {
  id: tm.id,
  name: tm.name,
  departmentId: departments.id,
  departmentName: departments.name,
  managerUuid: staff.id,
  managerNumber: staff.staffId,
  managerName: staffFullName,
  memberCount: sql<number>`(select count(*)::int from "performance_team_members" m where m.team_id = "performance_teams"."id")`,
  createdAt: tm.createdAt,
  updatedAt: tm.updatedAt,
};
export type TeamRow = {
  id: string;
  name: string;
  departmentId: string;
  departmentName: string;
  managerUuid: string;
  managerNumber: string;
  managerName: string;
  memberCount: number;
  createdAt: Date;
  updatedAt: Date;
};
export const toTeam = (r: TeamRow): Team => ({
  id: r.id,
  name: r.name,
  department: { id: r.departmentId, name: r.departmentName },
  manager: { id: r.managerUuid, staffId: r.managerNumber, fullName: r.managerName },
  memberCount: r.memberCount,
  createdAt: iso(r.createdAt),
  updatedAt: iso(r.updatedAt),
});
export const teamJoins = [
  { table: departments, on: eq(departments.id, tm.departmentId), inner: true },
  { table: staff, on: eq(staff.id, tm.managerId), inner: true },
];

export const teamResource = defineResource({
  name: 'performance-teams',
  title: 'Teams',
  permission: 'performance-review',
  table: tm,
  id: tm.id,
  joins: teamJoins,
  fields: {
    name: { expr: tm.name, type: 'text', notNull: true },
    'department.name': { expr: departments.name, type: 'text', notNull: true },
    'department.id': { expr: tm.departmentId, type: 'uuid', sortable: false },
    'manager.fullName': { expr: staffFullName, type: 'text', notNull: true },
    createdAt: { expr: tm.createdAt, type: 'timestamp', notNull: true },
  } satisfies Record<(typeof teamListFields)[number], ListField>,
  defaultSort: [{ field: 'name', direction: 'ASC' }],
  columns: teamColumns,
  toItem: (row) => toTeam(row as TeamRow),
  exportColumns: exportColumns<Team>()([
    { header: 'Name', type: 'text', value: (x) => x.name },
    { header: 'Department', type: 'text', value: (x) => x.department.name },
    { header: 'Manager', type: 'text', value: (x) => x.manager.fullName },
    { header: 'Members', type: 'number', value: (x) => x.memberCount },
    { header: 'Created', type: 'datetime', value: (x) => x.createdAt },
  ]),
});

// ------------------------------------------------------------------ cycles

const c = performanceCycles;
const closesOn = sql<string>`((${c.dueDate} + ${c.daysAllowed})::text)`;
export const cycleColumns = {
  id: c.id,
  name: c.name,
  departmentId: orNull(departments.id),
  departmentName: orNull(departments.name),
  frequency: c.frequency,
  dueDate: c.dueDate,
  daysAllowed: c.daysAllowed,
  closesOn,
  status: c.status,
  kpiWeightTotal: sql<number>`(select coalesce(sum(k.weight), 0)::int from "performance_kpis" k where k.id = any("performance_cycles"."kpi_ids"))`,
  // Kept by the database as reviews are created or deleted (migration 0027).
  reviewCount: c.reviewCount,
  launchedAt: c.launchedAt,
  completedAt: c.completedAt,
  launchJobId: c.launchJobId,
  kpiIds: c.kpiIds,
  questionIds: c.questionIds,
  createdAt: c.createdAt,
  updatedAt: c.updatedAt,
};
export type CycleRow = {
  id: string;
  name: string;
  departmentId: string | null;
  departmentName: string | null;
  frequency: CycleFrequency;
  dueDate: string;
  daysAllowed: number;
  closesOn: string;
  status: CycleStatus;
  kpiWeightTotal: number;
  reviewCount: number;
  launchedAt: Date | null;
  completedAt: Date | null;
  launchJobId: string | null;
  kpiIds: string[];
  questionIds: string[];
  createdAt: Date;
  updatedAt: Date;
};
export const toCycle = (r: CycleRow): Cycle => ({
  id: r.id,
  name: r.name,
  department: r.departmentId ? { id: r.departmentId, name: r.departmentName ?? '' } : null,
  frequency: r.frequency,
  dueDate: r.dueDate,
  daysAllowed: r.daysAllowed,
  closesOn: r.closesOn,
  status: r.status,
  kpiWeightTotal: r.kpiWeightTotal,
  reviewCount: r.reviewCount,
  launchedAt: isoOrNull(r.launchedAt),
  completedAt: isoOrNull(r.completedAt),
  createdAt: iso(r.createdAt),
  updatedAt: iso(r.updatedAt),
});
export const cycleJoin = { table: departments, on: eq(departments.id, c.departmentId) };

export const cycleResource = defineResource({
  name: 'performance-cycles',
  title: 'Review cycles',
  permission: 'performance-review',
  table: c,
  id: c.id,
  joins: [cycleJoin],
  scope: () => isNull(c.deletedAt),
  fields: {
    name: { expr: c.name, type: 'text', notNull: true },
    'department.name': { expr: departments.name, type: 'text' },
    'department.id': { expr: c.departmentId, type: 'uuid', sortable: false },
    frequency: { expr: c.frequency, type: 'enum', values: cycleFrequencySchema.options, notNull: true },
    dueDate: { expr: c.dueDate, type: 'date', notNull: true },
    status: { expr: c.status, type: 'enum', values: cycleStatusSchema.options, notNull: true },
    createdAt: { expr: c.createdAt, type: 'timestamp', notNull: true },
  } satisfies Record<(typeof cycleListFields)[number], ListField>,
  statusField: 'status',
  defaultSort: [{ field: 'dueDate', direction: 'DESC' }],
  columns: cycleColumns,
  toItem: (row) => toCycle(row as CycleRow),
  exportColumns: exportColumns<Cycle>()([
    { header: 'Name', type: 'text', value: (x) => x.name },
    { header: 'Department', type: 'text', value: (x) => x.department?.name ?? 'All departments' },
    { header: 'Frequency', type: 'text', value: (x) => x.frequency },
    { header: 'Start Date', type: 'date', value: (x) => x.dueDate },
    { header: 'Days allowed', type: 'number', value: (x) => x.daysAllowed },
    { header: 'Status', type: 'text', value: (x) => x.status },
    { header: 'Reviews', type: 'number', value: (x) => x.reviewCount },
  ]),
});

// ------------------------------------------------------------------ reviews and appraisals

const r = performanceReviews;
export const reviewCycle = alias(performanceCycles, 'review_cycle');
// Left joins along NOT NULL foreign keys (one row each), which PostgreSQL drops when no filter or sort needs them.
export const reviewJoins = [
  { table: staff, on: eq(staff.id, r.staffId) },
  // Written out: the kit renders a join's table as given, and an alias alone would name no table.
  { table: sql`${performanceCycles} as "review_cycle"`, on: eq(reviewCycle.id, r.cycleId) },
];
const overdue = sql<boolean>`(${r.status} in ('Not_Started', 'In_Progress') and ${r.dueBy} < ${utcToday})`;
export const reviewColumns = {
  id: r.id,
  ...requestStaffColumns,
  departmentName: r.departmentName,
  jobTitleName: r.jobTitleName,
  cycleId: reviewCycle.id,
  cycleName: reviewCycle.name,
  cycleFrequency: reviewCycle.frequency,
  cycleDueDate: reviewCycle.dueDate,
  status: r.status,
  overallRating: r.overallRating,
  formulaVersion: r.formulaVersion,
  dueBy: r.dueBy,
  overdue,
  submittedAt: r.submittedAt,
  completedAt: r.completedAt,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
};
export type ReviewListRow = {
  id: string;
  staffUuid: string;
  staffNumber: string;
  staffFullName: string;
  departmentName: string | null;
  jobTitleName: string | null;
  cycleId: string;
  cycleName: string;
  cycleFrequency: CycleFrequency;
  cycleDueDate: string;
  status: ReviewStatus;
  overallRating: number | null;
  formulaVersion: number;
  dueBy: string;
  overdue: boolean;
  submittedAt: Date | null;
  completedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};
const num = (v: number | string | null): number | null => (v === null ? null : Number(v));
export const toReview = (row: ReviewListRow): Review => ({
  id: row.id,
  staff: toRequestStaff(row),
  staffFullName: row.staffFullName,
  departmentName: row.departmentName,
  jobTitleName: row.jobTitleName,
  cycle: { id: row.cycleId, name: row.cycleName, frequency: row.cycleFrequency, dueDate: row.cycleDueDate },
  status: row.status,
  overallRating: num(row.overallRating),
  formulaVersion: row.formulaVersion,
  dueBy: row.dueBy,
  overdue: row.overdue === true,
  submittedAt: isoOrNull(row.submittedAt),
  completedAt: isoOrNull(row.completedAt),
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

/** A staff member sees a review's overall rating once it is final (before, it would show the reviewer's draft scores). */
export const forReader = (review: Review, actor: Actor): Review => (actor.area === 'staff' && review.status !== 'Completed' ? { ...review, overallRating: null } : review);

/** Who reads the reviews, and (staff pending/previous) which states. */
export interface ReviewScope {
  actor: Actor;
  statuses?: readonly ReviewStatus[];
}
export const reviewScope = ({ actor, statuses }: ReviewScope): SQL =>
  and(
    isNull(r.deletedAt),
    // "Its cycle is not deleted" as an anti-join against the few deleted cycles, rather than a test on the joined
    // cycle's row: a page read from an index then skips no row-by-row cycle lookup (appraisals' deep page 84 -> 11 ms).
    sql`not exists (select 1 from ${performanceCycles} "deleted_cycle" where "deleted_cycle"."id" = ${r.cycleId} and "deleted_cycle"."deleted_at" is not null)`,
    actor.area === 'staff' ? eq(r.staffId, actor.id) : undefined,
    statuses ? inArray(r.status, [...statuses]) : undefined,
  ) as SQL;

const reviewFields = {
  staffFullName: { expr: staffFullName, type: 'text', notNull: true },
  departmentName: { expr: r.departmentName, type: 'text' },
  jobTitleName: { expr: r.jobTitleName, type: 'text' },
  overallRating: { expr: r.overallRating, type: 'number' },
  createdAt: { expr: r.createdAt, type: 'timestamp', notNull: true },
  status: { expr: r.status, type: 'enum', values: reviewStatusSchema.options, notNull: true },
  'cycle.id': { expr: r.cycleId, type: 'uuid', sortable: false },
  'cycle.name': { expr: reviewCycle.name, type: 'text', notNull: true },
  'staff.id': { expr: r.staffId, type: 'uuid', sortable: false },
  dueBy: { expr: r.dueBy, type: 'date', notNull: true },
} satisfies Record<(typeof reviewListFields)[number], ListField>;

const reviewDefinition: ResourceDefinition<keyof typeof reviewFields, typeof reviewColumns, Review, ReviewScope> = {
  name: 'performance-reviews',
  title: 'Staff reviews',
  permission: 'performance-review',
  table: r,
  id: r.id,
  joins: reviewJoins,
  scope: reviewScope,
  fields: reviewFields,
  statusField: 'status',
  defaultSort: [{ field: 'createdAt', direction: 'DESC' }],
  columns: reviewColumns,
  toItem: (row, scope) => forReader(toReview(row as ReviewListRow), scope.actor),
  exportColumns: exportColumns<Review>()([
    { header: 'Staff ID', type: 'text', value: (x) => x.staff.staffId },
    { header: 'Staff', type: 'text', value: (x) => x.staffFullName },
    { header: 'Department', type: 'text', value: (x) => x.departmentName },
    { header: 'Job title', type: 'text', value: (x) => x.jobTitleName },
    { header: 'Cycle', type: 'text', value: (x) => x.cycle.name },
    { header: 'Status', type: 'text', value: (x) => x.status },
    { header: 'Overall rating', type: 'number', value: (x) => x.overallRating },
    { header: 'Due by', type: 'date', value: (x) => x.dueBy },
    { header: 'Created', type: 'datetime', value: (x) => x.createdAt },
  ]),
};

export const reviewResource = defineResource(reviewDefinition);

/** The staff member's pending reviews: due soonest first. */
export const pendingReviewResource = defineResource({
  ...reviewDefinition,
  name: 'performance-reviews-pending',
  defaultSort: [
    { field: 'dueBy', direction: 'ASC' },
    { field: 'createdAt', direction: 'ASC' },
  ],
});

const appraisalFields = {
  staffFullName: reviewFields.staffFullName,
  departmentName: reviewFields.departmentName,
  jobTitleName: reviewFields.jobTitleName,
  overallRating: reviewFields.overallRating,
  completedAt: { expr: r.completedAt, type: 'timestamp' },
  'cycle.id': reviewFields['cycle.id'],
  'cycle.name': reviewFields['cycle.name'],
  'staff.id': reviewFields['staff.id'],
} satisfies Record<(typeof appraisalListFields)[number], ListField>;

export const appraisalColumns = {
  ...reviewColumns,
  rewardCount: sql<number>`(select count(*)::int from "performance_rewards" w where w.appraisal_id = "performance_reviews"."id")`,
  penaltyCount: sql<number>`(select count(*)::int from "performance_penalties" p where p.appraisal_id = "performance_reviews"."id")`,
};
export const toAppraisal = (row: ReviewListRow & { rewardCount: number; penaltyCount: number }): Appraisal => {
  const review = toReview(row);
  return {
    id: review.id,
    staff: review.staff,
    staffFullName: review.staffFullName,
    departmentName: review.departmentName,
    jobTitleName: review.jobTitleName,
    cycle: review.cycle,
    overallRating: review.overallRating,
    formulaVersion: review.formulaVersion,
    completedAt: review.completedAt ?? review.updatedAt,
    rewardCount: row.rewardCount,
    penaltyCount: row.penaltyCount,
  };
};

export const appraisalResource = defineResource({
  name: 'performance-appraisals',
  title: 'Appraisals',
  permission: 'performance-review',
  table: r,
  id: r.id,
  joins: reviewJoins,
  scope: (actor: Actor) => reviewScope({ actor, statuses: ['Completed'] }),
  fields: appraisalFields,
  defaultSort: [{ field: 'completedAt', direction: 'DESC' }],
  columns: appraisalColumns,
  toItem: (row) => toAppraisal(row as ReviewListRow & { rewardCount: number; penaltyCount: number }),
  exportColumns: exportColumns<Appraisal>()([
    { header: 'Staff ID', type: 'text', value: (x) => x.staff.staffId },
    { header: 'Staff', type: 'text', value: (x) => x.staffFullName },
    { header: 'Department', type: 'text', value: (x) => x.departmentName },
    { header: 'Job title', type: 'text', value: (x) => x.jobTitleName },
    { header: 'Cycle', type: 'text', value: (x) => x.cycle.name },
    { header: 'Overall rating', type: 'number', value: (x) => x.overallRating },
    { header: 'Completed', type: 'datetime', value: (x) => x.completedAt },
    { header: 'Rewards', type: 'number', value: (x) => x.rewardCount },
    { header: 'Penalties', type: 'number', value: (x) => x.penaltyCount },
  ]),
});

// ------------------------------------------------------------------ rewards and penalties

const w = performanceRewards;
export const rewardColumns = {
  id: w.id,
  kind: w.kind,
  recipientType: w.recipientType,
  staffUuid: orNull(staff.id),
  staffNumber: orNull(staff.staffId),
  staffFullName: sql<string | null>`(${staff.firstName} || ' ' || ${staff.lastName})`,
  customerName: w.customerName,
  amountKobo: w.amountKobo,
  date: w.date,
  reason: w.reason,
  appraisalId: w.appraisalId,
  payRunId: w.payRunId,
  createdAt: w.createdAt,
  updatedAt: w.updatedAt,
};
export type RewardRow = {
  id: string;
  kind: RewardKind;
  recipientType: RecipientType;
  staffUuid: string | null;
  staffNumber: string | null;
  staffFullName: string | null;
  customerName: string | null;
  amountKobo: number;
  date: string;
  reason: string;
  appraisalId: string | null;
  payRunId: string | null;
  createdAt: Date;
  updatedAt: Date;
};
export const toReward = (x: RewardRow): Reward => ({
  id: x.id,
  kind: x.kind,
  recipientType: x.recipientType,
  staff: x.staffUuid ? { id: x.staffUuid, staffId: x.staffNumber ?? '', fullName: x.staffFullName ?? '' } : null,
  customerName: x.customerName,
  rewardAmount: fromMinorUnits(Number(x.amountKobo)),
  date: x.date,
  reason: x.reason,
  appraisalId: x.appraisalId,
  payRunId: x.payRunId,
  createdAt: iso(x.createdAt),
  updatedAt: iso(x.updatedAt),
});
export const rewardJoin = { table: staff, on: eq(staff.id, w.staffId) };

export const rewardResource = defineResource({
  name: 'performance-rewards',
  title: 'Rewards',
  permission: 'performance-review',
  table: w,
  id: w.id,
  joins: [rewardJoin],
  scope: (actor: Actor) => (actor.area === 'staff' ? (and(eq(w.recipientType, 'Staff'), eq(w.staffId, actor.id)) as SQL) : undefined),
  fields: {
    rewardAmount: { expr: sql`(${w.amountKobo} / 100.0)`, type: 'number', notNull: true },
    date: { expr: w.date, type: 'date', notNull: true },
    kind: { expr: w.kind, type: 'enum', values: rewardKindSchema.options, notNull: true },
    recipientType: { expr: w.recipientType, type: 'enum', values: recipientTypeSchema.options, notNull: true },
    staff: { expr: staffFullName, type: 'text' },
    'staff.id': { expr: w.staffId, type: 'uuid', sortable: false },
    'staff.fullName': { expr: staffFullName, type: 'text' },
    appraisalId: { expr: w.appraisalId, type: 'uuid', sortable: false },
    createdAt: { expr: w.createdAt, type: 'timestamp', notNull: true },
  } satisfies Record<(typeof rewardListFields)[number], ListField>,
  defaultSort: [{ field: 'date', direction: 'DESC' }],
  columns: rewardColumns,
  toItem: (row) => toReward(row as RewardRow),
  exportColumns: exportColumns<Reward>()([
    { header: 'Kind', type: 'text', value: (x) => x.kind },
    { header: 'Recipient', type: 'text', value: (x) => x.recipientType },
    { header: 'Staff ID', type: 'text', value: (x) => x.staff?.staffId },
    { header: 'Name', type: 'text', value: (x) => x.staff?.fullName ?? x.customerName },
    { header: 'Amount', type: 'money', value: (x) => x.rewardAmount },
    { header: 'Date', type: 'date', value: (x) => x.date },
    { header: 'Reason', type: 'text', value: (x) => x.reason },
  ]),
});

const p = performancePenalties;
export const penaltyColumns = {
  id: p.id,
  ...requestStaffColumns,
  amountKobo: p.amountKobo,
  date: p.date,
  reason: p.reason,
  appraisalId: p.appraisalId,
  payRunId: p.payRunId,
  createdAt: p.createdAt,
  updatedAt: p.updatedAt,
};
export type PenaltyRow = {
  id: string;
  staffUuid: string;
  staffNumber: string;
  staffFullName: string;
  amountKobo: number;
  date: string;
  reason: string;
  appraisalId: string | null;
  payRunId: string | null;
  createdAt: Date;
  updatedAt: Date;
};
export const toPenalty = (x: PenaltyRow): Penalty => ({
  id: x.id,
  staff: toRequestStaff(x),
  amount: fromMinorUnits(Number(x.amountKobo)),
  date: x.date,
  reason: x.reason,
  appraisalId: x.appraisalId,
  payRunId: x.payRunId,
  createdAt: iso(x.createdAt),
  updatedAt: iso(x.updatedAt),
});
/** A left join along the NOT NULL staff_id (one row), which PostgreSQL drops when no filter or sort needs it. */
export const penaltyJoin = { table: staff, on: eq(staff.id, p.staffId) };

export const penaltyResource = defineResource({
  name: 'performance-penalties',
  title: 'Penalties',
  permission: 'performance-review',
  table: p,
  id: p.id,
  joins: [penaltyJoin],
  scope: (actor: Actor) => (actor.area === 'staff' ? eq(p.staffId, actor.id) : undefined),
  fields: {
    staff: { expr: staffFullName, type: 'text', notNull: true },
    'staff.id': { expr: p.staffId, type: 'uuid', sortable: false },
    'staff.fullName': { expr: staffFullName, type: 'text', notNull: true },
    date: { expr: p.date, type: 'date', notNull: true },
    amount: { expr: sql`(${p.amountKobo} / 100.0)`, type: 'number', notNull: true },
    appraisalId: { expr: p.appraisalId, type: 'uuid', sortable: false },
    createdAt: { expr: p.createdAt, type: 'timestamp', notNull: true },
  } satisfies Record<(typeof penaltyListFields)[number], ListField>,
  defaultSort: [{ field: 'date', direction: 'DESC' }],
  columns: penaltyColumns,
  toItem: (row) => toPenalty(row as PenaltyRow),
  exportColumns: exportColumns<Penalty>()([
    { header: 'Staff ID', type: 'text', value: (x) => x.staff.staffId },
    { header: 'Staff', type: 'text', value: (x) => x.staff.fullName },
    { header: 'Amount', type: 'money', value: (x) => x.amount },
    { header: 'Date', type: 'date', value: (x) => x.date },
    { header: 'Reason', type: 'text', value: (x) => x.reason },
  ]),
});
