// Performance management services: setup records (KPIs, questions, teams), cycles (create, edit, launch on the job
// queue), reviews (through the workflow record), appraisals, rewards and penalties (locked once a pay run has them),
// the staff member's own view, and the metrics.
import {
  fromMinorUnits,
  ratingScaleLabels,
  roundRating,
  toMinorUnits,
  OVERALL_RATING_FORMULA_VERSION,
  type AdminReviewDetail,
  type AppraisalDetail,
  type CreateCycleInput,
  type CreateKpiInput,
  type CreatePenaltyInput,
  type CreateQuestionInput,
  type CreateRewardInput,
  type CreateTeamInput,
  type CycleDetail,
  type Kpi,
  type Penalty,
  type PerformanceMetrics,
  type Question,
  type Reward,
  type StaffOverallRating,
  type StaffPerformanceSummary,
  type StaffReviewDetail,
  type TeamDetail,
  type UpdateCycleInput,
  type UpdateKpiInput,
  type UpdatePenaltyInput,
  type UpdateQuestionInput,
  type UpdateRewardInput,
  type UpdateTeamInput,
} from '@crewbase/domain';
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { uuidArray } from './uuid-array';
import { selectRows, type Db } from '../../db/database';
import {
  departments,
  performanceCycles,
  performanceKpis,
  performancePenalties,
  performanceQuestions,
  performanceReviews,
  performanceRewards,
  performanceTeamMembers,
  performanceTeams,
  staff,
} from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import { adminActor, staffActor, type ServiceContext } from '../../platform/context';
import { badRequest, conflict, notFound } from '../../platform/errors';
import type { JobKit } from '../../platform/jobs';
import { signedInActor } from '../../platform/workflow-record';
import { staffFullName } from '../requests/request-list';
import { cycleLaunchJob } from './performance-launch.job';
import { cycleRecord, reviewRecord, reviewRows, reviewDetailExtra } from './performance.records';
import {
  kpiColumns,
  penaltyColumns,
  penaltyJoin,
  questionColumns,
  rewardColumns,
  rewardJoin,
  teamColumns,
  toKpi,
  toPenalty,
  toQuestion,
  forReader,
  toReview,
  toReward,
  toTeam,
  type KpiRow,
  type PenaltyRow,
  type QuestionRow,
  type RewardRow,
  type TeamRow,
} from './performance.resources';

const ENTITY = 'performance-review';
const field = (path: string, message: string) => badRequest(message, [{ path, message }]);

// ------------------------------------------------------------------ reference checks (400 naming the field)

async function missingIds(db: Db, table: 'departments' | 'job_titles' | 'staff', ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const unique = [...new Set(ids)];
  const [row] = await selectRows<{ found: number }>(db, sql`select count(*)::int as found from ${sql.raw(`"${table}"`)} where id = any(${uuidArray(unique)})`);
  return unique.length - row.found;
}

async function requireAll(db: Db, table: 'departments' | 'job_titles' | 'staff', ids: readonly string[] | undefined, path: string, what: string): Promise<void> {
  if (!ids) return;
  const missing = await missingIds(db, table, ids);
  if (missing > 0) throw field(path, missing === 1 && ids.length === 1 ? `That ${what} does not exist.` : `${missing} of the chosen ${what}s do not exist.`);
}

/** KPIs or questions named by a cycle: they must exist and not be retired. */
async function requireLive(db: Db, kind: 'kpi' | 'question', ids: readonly string[] | undefined): Promise<void> {
  if (!ids || ids.length === 0) return;
  const table = kind === 'kpi' ? performanceKpis : performanceQuestions;
  const rows = await db.select({ id: table.id, retired: table.retired }).from(table).where(inArray(table.id, [...new Set(ids)]));
  const path = kind === 'kpi' ? 'kpiIds' : 'questionIds';
  const what = kind === 'kpi' ? 'KPI' : 'question';
  if (rows.length < new Set(ids).size) throw field(path, `A chosen ${what} does not exist.`);
  if (rows.some((r) => r.retired)) throw field(path, `A retired ${what} cannot be added to a cycle.`);
}

// ------------------------------------------------------------------ KPIs

async function findKpi(db: Db, id: string): Promise<Kpi> {
  const [row] = await db.select(kpiColumns).from(performanceKpis).where(eq(performanceKpis.id, id));
  if (!row) throw notFound('That KPI does not exist.');
  return toKpi(row as KpiRow);
}
export const getKpi = (ctx: ServiceContext, id: string) => findKpi(ctx.db, id);

export async function createKpi(ctx: ServiceContext, input: CreateKpiInput): Promise<Kpi> {
  const actor = adminActor(ctx);
  const departmentIds = [...new Set(input.departmentIds ?? [])];
  const jobTitleIds = [...new Set(input.jobTitleIds ?? [])];
  await requireAll(ctx.db, 'departments', departmentIds, 'departmentIds', 'department');
  await requireAll(ctx.db, 'job_titles', jobTitleIds, 'jobTitleIds', 'job title');
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(performanceKpis)
      .values({ name: input.name, description: input.description ?? null, departmentIds, jobTitleIds, weight: input.weight })
      .returning({ id: performanceKpis.id });
    await writeAudit(tx, { actor, action: 'create-kpi', entity: ENTITY, entityId: row.id, to: { name: input.name, weight: input.weight } });
    return row.id;
  });
  return findKpi(ctx.db, id);
}

export async function updateKpi(ctx: ServiceContext, id: string, input: UpdateKpiInput): Promise<Kpi> {
  const actor = adminActor(ctx);
  const before = await findKpi(ctx.db, id);
  const departmentIds = input.departmentIds ? [...new Set(input.departmentIds)] : undefined;
  const jobTitleIds = input.jobTitleIds ? [...new Set(input.jobTitleIds)] : undefined;
  await requireAll(ctx.db, 'departments', departmentIds, 'departmentIds', 'department');
  await requireAll(ctx.db, 'job_titles', jobTitleIds, 'jobTitleIds', 'job title');
  const set = {
    ...(input.name === undefined ? {} : { name: input.name }),
    ...(input.description === undefined ? {} : { description: input.description }),
    ...(departmentIds ? { departmentIds } : {}),
    ...(jobTitleIds ? { jobTitleIds } : {}),
    ...(input.weight === undefined ? {} : { weight: input.weight }),
    ...(input.retired === undefined ? {} : { retired: input.retired }),
  };
  if (Object.keys(set).length > 0) {
    await ctx.db.transaction(async (tx) => {
      await tx.update(performanceKpis).set(set).where(eq(performanceKpis.id, id));
      await writeAudit(tx, { actor, action: input.retired === true ? 'retire-kpi' : 'update-kpi', entity: ENTITY, entityId: id, from: { name: before.name, weight: before.weight, retired: before.retired }, to: set });
    });
  }
  return findKpi(ctx.db, id);
}

async function cyclesListing(db: Db, column: 'kpi_ids' | 'question_ids', id: string): Promise<number> {
  const [row] = await selectRows<{ n: number }>(db, sql`select count(*)::int as n from ${performanceCycles} where ${id}::uuid = any(${sql.raw(column)}) and deleted_at is null`);
  return row.n;
}

export async function deleteKpi(ctx: ServiceContext, id: string): Promise<void> {
  const actor = adminActor(ctx);
  const before = await findKpi(ctx.db, id);
  const used = await cyclesListing(ctx.db, 'kpi_ids', id);
  if (used > 0) throw conflict(`The KPI "${before.name}" is listed by ${used} review cycle${used === 1 ? '' : 's'}: retire it instead, so the reviews keep it.`);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(performanceKpis).where(eq(performanceKpis.id, id));
    await writeAudit(tx, { actor, action: 'delete-kpi', entity: ENTITY, entityId: id, from: { name: before.name } });
  });
}

// ------------------------------------------------------------------ questions

async function findQuestion(db: Db, id: string): Promise<Question> {
  const [row] = await db.select(questionColumns).from(performanceQuestions).where(eq(performanceQuestions.id, id));
  if (!row) throw notFound('That question does not exist.');
  return toQuestion(row as QuestionRow);
}
export const getQuestion = (ctx: ServiceContext, id: string) => findQuestion(ctx.db, id);

export async function createQuestion(ctx: ServiceContext, input: CreateQuestionInput): Promise<Question> {
  const actor = adminActor(ctx);
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.insert(performanceQuestions).values({ text: input.text, category: input.category }).returning({ id: performanceQuestions.id });
    await writeAudit(tx, { actor, action: 'create-question', entity: ENTITY, entityId: row.id, to: input });
    return row.id;
  });
  return findQuestion(ctx.db, id);
}

export async function updateQuestion(ctx: ServiceContext, id: string, input: UpdateQuestionInput): Promise<Question> {
  const actor = adminActor(ctx);
  const before = await findQuestion(ctx.db, id);
  const set = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  if (Object.keys(set).length > 0) {
    await ctx.db.transaction(async (tx) => {
      await tx.update(performanceQuestions).set(set).where(eq(performanceQuestions.id, id));
      await writeAudit(tx, { actor, action: input.retired === true ? 'retire-question' : 'update-question', entity: ENTITY, entityId: id, from: { text: before.text, category: before.category, retired: before.retired }, to: set });
    });
  }
  return findQuestion(ctx.db, id);
}

export async function deleteQuestion(ctx: ServiceContext, id: string): Promise<void> {
  const actor = adminActor(ctx);
  const before = await findQuestion(ctx.db, id);
  const used = await cyclesListing(ctx.db, 'question_ids', id);
  if (used > 0) throw conflict(`This question is listed by ${used} review cycle${used === 1 ? '' : 's'}: retire it instead, so the reviews keep it.`);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(performanceQuestions).where(eq(performanceQuestions.id, id));
    await writeAudit(tx, { actor, action: 'delete-question', entity: ENTITY, entityId: id, from: { text: before.text } });
  });
}

// ------------------------------------------------------------------ teams

async function findTeam(db: Db, id: string): Promise<TeamDetail> {
  const [row] = await db
    .select(teamColumns)
    .from(performanceTeams)
    .innerJoin(departments, eq(departments.id, performanceTeams.departmentId))
    .innerJoin(staff, eq(staff.id, performanceTeams.managerId))
    .where(eq(performanceTeams.id, id));
  if (!row) throw notFound('That team does not exist.');
  const members = await db
    .select({ id: staff.id, staffId: staff.staffId, fullName: staffFullName })
    .from(performanceTeamMembers)
    .innerJoin(staff, eq(staff.id, performanceTeamMembers.staffId))
    .where(eq(performanceTeamMembers.teamId, id))
    .orderBy(staff.firstName, staff.lastName, staff.id);
  return { ...toTeam(row as TeamRow), members };
}
export const getTeam = (ctx: ServiceContext, id: string) => findTeam(ctx.db, id);

async function checkTeam(db: Db, input: UpdateTeamInput): Promise<void> {
  if (input.departmentId) await requireAll(db, 'departments', [input.departmentId], 'departmentId', 'department');
  if (input.managerId) await requireAll(db, 'staff', [input.managerId], 'managerId', 'staff member');
  await requireAll(db, 'staff', input.memberIds, 'memberIds', 'staff member');
}

async function setMembers(db: Db, teamId: string, memberIds: readonly string[]): Promise<void> {
  await db.delete(performanceTeamMembers).where(eq(performanceTeamMembers.teamId, teamId));
  const unique = [...new Set(memberIds)];
  if (unique.length > 0) await db.insert(performanceTeamMembers).values(unique.map((staffId) => ({ teamId, staffId })));
}

export async function createTeam(ctx: ServiceContext, input: CreateTeamInput): Promise<TeamDetail> {
  const actor = adminActor(ctx);
  await checkTeam(ctx.db, input);
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.insert(performanceTeams).values({ name: input.name, departmentId: input.departmentId, managerId: input.managerId }).returning({ id: performanceTeams.id });
    await setMembers(tx, row.id, input.memberIds ?? []);
    await writeAudit(tx, { actor, action: 'create-team', entity: ENTITY, entityId: row.id, to: { name: input.name, members: (input.memberIds ?? []).length } });
    return row.id;
  });
  return findTeam(ctx.db, id);
}

export async function updateTeam(ctx: ServiceContext, id: string, input: UpdateTeamInput): Promise<TeamDetail> {
  const actor = adminActor(ctx);
  const before = await findTeam(ctx.db, id);
  await checkTeam(ctx.db, input);
  await ctx.db.transaction(async (tx) => {
    const set = {
      ...(input.name === undefined ? {} : { name: input.name }),
      ...(input.departmentId === undefined ? {} : { departmentId: input.departmentId }),
      ...(input.managerId === undefined ? {} : { managerId: input.managerId }),
    };
    if (Object.keys(set).length > 0) await tx.update(performanceTeams).set(set).where(eq(performanceTeams.id, id));
    else await tx.update(performanceTeams).set({ updatedAt: new Date() }).where(eq(performanceTeams.id, id));
    if (input.memberIds) await setMembers(tx, id, input.memberIds);
    await writeAudit(tx, { actor, action: 'update-team', entity: ENTITY, entityId: id, from: { name: before.name, members: before.memberCount }, to: { ...set, ...(input.memberIds ? { members: new Set(input.memberIds).size } : {}) } });
  });
  return findTeam(ctx.db, id);
}

export async function deleteTeam(ctx: ServiceContext, id: string): Promise<void> {
  const actor = adminActor(ctx);
  const before = await findTeam(ctx.db, id);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(performanceTeams).where(eq(performanceTeams.id, id));
    await writeAudit(tx, { actor, action: 'delete-team', entity: ENTITY, entityId: id, from: { name: before.name } });
  });
}

// ------------------------------------------------------------------ cycles

async function checkCycle(db: Db, input: UpdateCycleInput): Promise<void> {
  if (input.departmentId) await requireAll(db, 'departments', [input.departmentId], 'departmentId', 'department');
  await requireLive(db, 'kpi', input.kpiIds);
  await requireLive(db, 'question', input.questionIds);
}

export const createCycle = (ctx: ServiceContext, input: CreateCycleInput): Promise<CycleDetail> =>
  cycleRecord.create(ctx, async (tx) => {
    await checkCycle(tx, input);
    return {
      values: {
        name: input.name,
        departmentId: input.departmentId ?? null,
        frequency: input.frequency,
        dueDate: input.dueDate,
        daysAllowed: input.daysAllowed,
        kpiIds: [...new Set(input.kpiIds ?? [])],
        questionIds: [...new Set(input.questionIds ?? [])],
      },
      details: { name: input.name },
    };
  }) as Promise<CycleDetail>;

export const updateCycle = (ctx: ServiceContext, id: string, input: UpdateCycleInput): Promise<CycleDetail> =>
  cycleRecord.edit(ctx, id, 'update', async (tx, _actor, current) => {
    await checkCycle(tx, input);
    const set = {
      ...(input.name === undefined ? {} : { name: input.name }),
      ...(input.departmentId === undefined ? {} : { departmentId: input.departmentId }),
      ...(input.frequency === undefined ? {} : { frequency: input.frequency }),
      ...(input.dueDate === undefined ? {} : { dueDate: input.dueDate }),
      ...(input.daysAllowed === undefined ? {} : { daysAllowed: input.daysAllowed }),
      ...(input.kpiIds === undefined ? {} : { kpiIds: [...new Set(input.kpiIds)] }),
      ...(input.questionIds === undefined ? {} : { questionIds: [...new Set(input.questionIds)] }),
      updatedAt: new Date(),
    };
    return { set, from: { name: current.name, dueDate: current.dueDate }, to: { ...set, updatedAt: undefined } };
  }) as Promise<CycleDetail>;

/**
 * Launch: the cycle moves to In_Progress (400 naming the KPI weight total when it is not 100), then the job creates the
 * reviews. Launching again while In_Progress queues another run, which only adds people not yet reviewed.
 */
export async function launchCycle(ctx: ServiceContext, jobs: JobKit, id: string, body: unknown): Promise<CycleDetail> {
  await cycleRecord.decide(ctx, id, 'launch', body);
  const jobId = await jobs.enqueue(cycleLaunchJob, { cycleId: id });
  await ctx.db.update(performanceCycles).set({ launchJobId: jobId }).where(eq(performanceCycles.id, id));
  return cycleRecord.get(ctx, id) as Promise<CycleDetail>;
}

// ------------------------------------------------------------------ reviews

export const getAdminReview = (ctx: ServiceContext, id: string) => reviewRecord.get(ctx, id) as Promise<AdminReviewDetail>;

/** What a staff member may read of their review: no reviewer, no private note, KPI scores only once completed. */
export function staffView(detail: AdminReviewDetail): StaffReviewDetail {
  const { reviewer: _reviewer, privateNote: _privateNote, ...rest } = detail;
  const completed = detail.status === 'Completed';
  return {
    ...rest,
    kpis: rest.kpis.map((k) => (completed ? k : { ...k, score: null, comment: null })),
    kpiMean: completed ? rest.kpiMean : null,
    overallRating: completed ? rest.overallRating : null,
  };
}

export const getStaffReview = async (ctx: ServiceContext, id: string): Promise<StaffReviewDetail> => staffView((await reviewRecord.get(ctx, id)) as AdminReviewDetail);

export const decideReview = async (ctx: ServiceContext, id: string, action: 'save' | 'submit' | 'score' | 'deny', body: unknown) => {
  const detail = (await reviewRecord.decide(ctx, id, action, body)) as AdminReviewDetail;
  return detail;
};

/** approve?staffId&performanceReviewCycleId: the review of that staff member in that cycle. */
export async function approveReview(ctx: ServiceContext, staffId: string, cycleId: string, body: unknown): Promise<AdminReviewDetail> {
  adminActor(ctx);
  const [row] = await ctx.db
    .select({ id: performanceReviews.id })
    .from(performanceReviews)
    .where(and(eq(performanceReviews.staffId, staffId), eq(performanceReviews.cycleId, cycleId), isNull(performanceReviews.deletedAt)));
  if (!row) throw notFound('That staff member has no review in that cycle.');
  return (await reviewRecord.decide(ctx, row.id, 'approve', body)) as AdminReviewDetail;
}

// ------------------------------------------------------------------ appraisals

async function rewardsOf(db: Db, where: ReturnType<typeof eq>): Promise<Reward[]> {
  const rows = await db.select(rewardColumns).from(performanceRewards).leftJoin(staff, rewardJoin.on).where(where).orderBy(performanceRewards.date, performanceRewards.id);
  return (rows as RewardRow[]).map(toReward);
}
async function penaltiesOf(db: Db, where: ReturnType<typeof eq>): Promise<Penalty[]> {
  const rows = await db.select(penaltyColumns).from(performancePenalties).innerJoin(staff, penaltyJoin.on).where(where).orderBy(performancePenalties.date, performancePenalties.id);
  return (rows as PenaltyRow[]).map(toPenalty);
}

/** A completed review's outcome; 404 for one not completed (or, for staff, not theirs). */
export async function getAppraisal(ctx: ServiceContext, id: string): Promise<AppraisalDetail> {
  const actor = signedInActor(ctx);
  const [row] = await reviewRows(ctx.db, and(eq(performanceReviews.id, id), reviewRecord.scope(actor), eq(performanceReviews.status, 'Completed')) as ReturnType<typeof eq>);
  if (!row) throw notFound('That appraisal does not exist.');
  const review = toReview(row);
  const extra = reviewDetailExtra(row);
  const rewards = await rewardsOf(ctx.db, eq(performanceRewards.appraisalId, id));
  const penalties = await penaltiesOf(ctx.db, eq(performancePenalties.appraisalId, id));
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
    rewardCount: rewards.length,
    penaltyCount: penalties.length,
    kpis: extra.kpis,
    answers: extra.answers,
    kpiMean: extra.kpiMean,
    selfAssessmentMean: extra.selfAssessmentMean,
    rewards: actor.area === 'staff' ? rewards.filter((w) => w.recipientType === 'Staff' && w.staff?.id === actor.id) : rewards,
    penalties,
  };
}

/** An appraisal named by a reward or penalty must be a completed review (of that staff member, when one is named). */
async function checkAppraisal(db: Db, appraisalId: string | null | undefined, staffId: string | null | undefined): Promise<void> {
  if (!appraisalId) return;
  const [row] = await db
    .select({ staffId: performanceReviews.staffId })
    .from(performanceReviews)
    .where(and(eq(performanceReviews.id, appraisalId), eq(performanceReviews.status, 'Completed'), isNull(performanceReviews.deletedAt)));
  if (!row) throw field('appraisalId', 'That appraisal does not exist (only a completed review is one).');
  if (staffId && row.staffId !== staffId) throw field('staffId', 'The staff member is not the one this appraisal is about.');
}

// ------------------------------------------------------------------ rewards and penalties

async function findReward(db: Db, id: string): Promise<Reward> {
  const [row] = await rewardsOf(db, eq(performanceRewards.id, id));
  if (!row) throw notFound('That reward does not exist.');
  return row;
}
export const getReward = (ctx: ServiceContext, id: string) => findReward(ctx.db, id);

async function findPenalty(db: Db, id: string): Promise<Penalty> {
  const [row] = await penaltiesOf(db, eq(performancePenalties.id, id));
  if (!row) throw notFound('That penalty does not exist.');
  return row;
}
export const getPenalty = (ctx: ServiceContext, id: string) => findPenalty(ctx.db, id);

const lockedMessage = (what: 'reward' | 'penalty', payRunId: string) =>
  `This ${what} was included in pay run ${payRunId}, so it can no longer be changed or deleted; correct it in a later pay run.`;

export async function createReward(ctx: ServiceContext, input: CreateRewardInput): Promise<Reward> {
  const actor = adminActor(ctx);
  const staffId = input.recipientType === 'Staff' ? (input.staffId ?? null) : null;
  if (staffId) await requireAll(ctx.db, 'staff', [staffId], 'staffId', 'staff member');
  await checkAppraisal(ctx.db, input.appraisalId, staffId);
  const amountKobo = toMinorUnits(input.rewardAmount);
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(performanceRewards)
      .values({
        kind: input.kind,
        recipientType: input.recipientType,
        staffId,
        customerName: input.recipientType === 'Customer' ? (input.customerName ?? null) : null,
        amountKobo,
        date: input.date,
        reason: input.reason,
        appraisalId: input.appraisalId ?? null,
        createdById: actor.id,
      })
      .returning({ id: performanceRewards.id });
    await writeAudit(tx, { actor, action: 'create-reward', entity: ENTITY, entityId: row.id, to: { kind: input.kind, amount: fromMinorUnits(amountKobo), staffId } });
    return row.id;
  });
  return findReward(ctx.db, id);
}

export async function updateReward(ctx: ServiceContext, id: string, input: UpdateRewardInput): Promise<Reward> {
  const actor = adminActor(ctx);
  return ctx.db.transaction(async (tx) => {
    await tx.select({ id: performanceRewards.id }).from(performanceRewards).where(eq(performanceRewards.id, id)).for('update');
    const before = await findReward(tx, id);
    if (before.payRunId) throw conflict(lockedMessage('reward', before.payRunId));
    const recipientType = input.recipientType ?? before.recipientType;
    const staffId = recipientType === 'Staff' ? (input.staffId === undefined ? (before.staff?.id ?? null) : input.staffId) : null;
    const customerName = recipientType === 'Customer' ? (input.customerName === undefined ? before.customerName : input.customerName) : null;
    if (recipientType === 'Staff' && !staffId) throw field('staffId', 'Choose the staff member rewarded.');
    if (recipientType === 'Customer' && !customerName) throw field('customerName', "Enter the customer's name.");
    if (staffId && input.staffId) await requireAll(tx, 'staff', [staffId], 'staffId', 'staff member');
    if (before.appraisalId && staffId && input.staffId !== undefined) await checkAppraisal(tx, before.appraisalId, staffId);
    const set = {
      recipientType,
      staffId,
      customerName,
      ...(input.kind === undefined ? {} : { kind: input.kind }),
      ...(input.rewardAmount === undefined ? {} : { amountKobo: toMinorUnits(input.rewardAmount) }),
      ...(input.date === undefined ? {} : { date: input.date }),
      ...(input.reason === undefined ? {} : { reason: input.reason }),
      updatedAt: new Date(),
    };
    const updated = await tx
      .update(performanceRewards)
      .set(set)
      .where(and(eq(performanceRewards.id, id), isNull(performanceRewards.payRunId)))
      .returning({ id: performanceRewards.id });
    if (updated.length === 0) throw conflict('This reward was included in a pay run a moment ago, so it can no longer be changed.');
    await writeAudit(tx, { actor, action: 'update-reward', entity: ENTITY, entityId: id, from: { amount: before.rewardAmount, kind: before.kind }, to: { ...set, updatedAt: undefined } });
    return findReward(tx, id);
  });
}

export async function deleteReward(ctx: ServiceContext, id: string): Promise<void> {
  const actor = adminActor(ctx);
  await ctx.db.transaction(async (tx) => {
    const before = await findReward(tx, id);
    if (before.payRunId) throw conflict(lockedMessage('reward', before.payRunId));
    const gone = await tx.delete(performanceRewards).where(and(eq(performanceRewards.id, id), isNull(performanceRewards.payRunId))).returning({ id: performanceRewards.id });
    if (gone.length === 0) throw conflict('This reward was included in a pay run a moment ago, so it can no longer be deleted.');
    await writeAudit(tx, { actor, action: 'delete-reward', entity: ENTITY, entityId: id, from: { kind: before.kind, amount: before.rewardAmount } });
  });
}

export async function createPenalty(ctx: ServiceContext, input: CreatePenaltyInput): Promise<Penalty> {
  const actor = adminActor(ctx);
  await requireAll(ctx.db, 'staff', [input.staffId], 'staffId', 'staff member');
  await checkAppraisal(ctx.db, input.appraisalId, input.staffId);
  const amountKobo = toMinorUnits(input.amount);
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(performancePenalties)
      .values({ staffId: input.staffId, amountKobo, date: input.date, reason: input.reason, appraisalId: input.appraisalId ?? null, createdById: actor.id })
      .returning({ id: performancePenalties.id });
    await writeAudit(tx, { actor, action: 'create-penalty', entity: ENTITY, entityId: row.id, to: { amount: fromMinorUnits(amountKobo), staffId: input.staffId } });
    return row.id;
  });
  return findPenalty(ctx.db, id);
}

export async function updatePenalty(ctx: ServiceContext, id: string, input: UpdatePenaltyInput): Promise<Penalty> {
  const actor = adminActor(ctx);
  return ctx.db.transaction(async (tx) => {
    await tx.select({ id: performancePenalties.id }).from(performancePenalties).where(eq(performancePenalties.id, id)).for('update');
    const before = await findPenalty(tx, id);
    if (before.payRunId) throw conflict(lockedMessage('penalty', before.payRunId));
    if (input.staffId) {
      await requireAll(tx, 'staff', [input.staffId], 'staffId', 'staff member');
      await checkAppraisal(tx, before.appraisalId, input.staffId);
    }
    const set = {
      ...(input.staffId === undefined ? {} : { staffId: input.staffId }),
      ...(input.amount === undefined ? {} : { amountKobo: toMinorUnits(input.amount) }),
      ...(input.date === undefined ? {} : { date: input.date }),
      ...(input.reason === undefined ? {} : { reason: input.reason }),
      updatedAt: new Date(),
    };
    const updated = await tx
      .update(performancePenalties)
      .set(set)
      .where(and(eq(performancePenalties.id, id), isNull(performancePenalties.payRunId)))
      .returning({ id: performancePenalties.id });
    if (updated.length === 0) throw conflict('This penalty was included in a pay run a moment ago, so it can no longer be changed.');
    await writeAudit(tx, { actor, action: 'update-penalty', entity: ENTITY, entityId: id, from: { amount: before.amount }, to: { ...set, updatedAt: undefined } });
    return findPenalty(tx, id);
  });
}

export async function deletePenalty(ctx: ServiceContext, id: string): Promise<void> {
  const actor = adminActor(ctx);
  await ctx.db.transaction(async (tx) => {
    const before = await findPenalty(tx, id);
    if (before.payRunId) throw conflict(lockedMessage('penalty', before.payRunId));
    const gone = await tx.delete(performancePenalties).where(and(eq(performancePenalties.id, id), isNull(performancePenalties.payRunId))).returning({ id: performancePenalties.id });
    if (gone.length === 0) throw conflict('This penalty was included in a pay run a moment ago, so it can no longer be deleted.');
    await writeAudit(tx, { actor, action: 'delete-penalty', entity: ENTITY, entityId: id, from: { amount: before.amount, staffId: before.staff.id } });
  });
}

// ------------------------------------------------------------------ the staff member's own view

export async function overallRating(ctx: ServiceContext): Promise<StaffOverallRating> {
  const actor = staffActor(ctx);
  const [row] = await selectRows<{ latest: string | null; latestId: string | null; latestAt: Date | null; average: string | null; counted: number }>(
    ctx.db,
    sql`select (select r.overall_rating from ${performanceReviews} r join ${performanceCycles} c on c.id = r.cycle_id and c.deleted_at is null
                 where r.staff_id = ${actor.id} and r.status = 'Completed' and r.deleted_at is null and r.overall_rating is not null order by r.completed_at desc, r.id limit 1) as latest,
               (select r.id from ${performanceReviews} r join ${performanceCycles} c on c.id = r.cycle_id and c.deleted_at is null
                 where r.staff_id = ${actor.id} and r.status = 'Completed' and r.deleted_at is null and r.overall_rating is not null order by r.completed_at desc, r.id limit 1) as "latestId",
               (select r.completed_at from ${performanceReviews} r join ${performanceCycles} c on c.id = r.cycle_id and c.deleted_at is null
                 where r.staff_id = ${actor.id} and r.status = 'Completed' and r.deleted_at is null and r.overall_rating is not null order by r.completed_at desc, r.id limit 1) as "latestAt",
               avg(r.overall_rating)::text as average, count(r.overall_rating)::int as counted
          from ${performanceReviews} r join ${performanceCycles} c on c.id = r.cycle_id and c.deleted_at is null
         where r.staff_id = ${actor.id} and r.status = 'Completed' and r.deleted_at is null`,
  );
  return {
    latest: row.latest === null ? null : Number(row.latest),
    average: row.average === null ? null : roundRating(Number(row.average)),
    reviewsCounted: row.counted,
    latestReviewId: row.latestId,
    latestCompletedAt: row.latestAt ? new Date(row.latestAt).toISOString() : null,
    formulaVersion: OVERALL_RATING_FORMULA_VERSION,
  };
}

export async function staffSummary(ctx: ServiceContext): Promise<StaffPerformanceSummary> {
  const actor = staffActor(ctx);
  const rating = await overallRating(ctx);
  const pending = await reviewRows(
    ctx.db,
    and(reviewRecord.scope(actor), inArray(performanceReviews.status, ['Not_Started', 'In_Progress'])) as ReturnType<typeof eq>,
  );
  pending.sort((a, b) => a.dueBy.localeCompare(b.dueBy) || a.id.localeCompare(b.id));
  const [money] = await selectRows<{ rewardCount: number; rewardKobo: string; penaltyCount: number; penaltyKobo: string }>(
    ctx.db,
    sql`select (select count(*)::int from ${performanceRewards} where staff_id = ${actor.id} and recipient_type = 'Staff') as "rewardCount",
               (select coalesce(sum(amount_kobo), 0)::text from ${performanceRewards} where staff_id = ${actor.id} and recipient_type = 'Staff') as "rewardKobo",
               (select count(*)::int from ${performancePenalties} where staff_id = ${actor.id}) as "penaltyCount",
               (select coalesce(sum(amount_kobo), 0)::text from ${performancePenalties} where staff_id = ${actor.id}) as "penaltyKobo"`,
  );
  return {
    overallRating: rating,
    pendingCount: pending.length,
    nextPending: pending[0] ? forReader(toReview(pending[0]), actor) : null,
    rewardCount: money.rewardCount,
    rewardTotal: fromMinorUnits(Number(money.rewardKobo)),
    penaltyCount: money.penaltyCount,
    penaltyTotal: fromMinorUnits(Number(money.penaltyKobo)),
  };
}

// ------------------------------------------------------------------ metrics

const buckets = (rows: ReadonlyArray<{ rating: number; count: number }>) =>
  ratingScaleLabels.map((label, i) => ({ rating: i + 1, label, count: rows.find((r) => Number(r.rating) === i + 1)?.count ?? 0 }));

export async function metrics(ctx: ServiceContext, cycleId?: string): Promise<PerformanceMetrics> {
  adminActor(ctx);
  const db = ctx.db;
  const inCycle = cycleId ? sql` and r.cycle_id = ${cycleId}` : sql``;
  const live = sql`r.deleted_at is null and exists (select 1 from ${performanceCycles} c where c.id = r.cycle_id and c.deleted_at is null)${inCycle}`;
  const [cycles] = await selectRows<{ n: number }>(db, sql`select count(*)::int as n from ${performanceCycles} where status = 'In_Progress' and deleted_at is null`);
  const byStatus = await selectRows<{ status: string; count: number }>(db, sql`select r.status::text as status, count(*)::int as count from ${performanceReviews} r where ${live} group by 1`);
  const reviewsByStatus: Record<string, number> = { Not_Started: 0, In_Progress: 0, Pending_Approval: 0, Completed: 0 };
  for (const s of byStatus) reviewsByStatus[s.status] = s.count;
  const completion = await selectRows<{ departmentId: string | null; departmentName: string | null; total: number; completed: number }>(
    db,
    sql`select r.department_id as "departmentId", max(r.department_name) as "departmentName", count(*)::int as total,
               count(*) filter (where r.status = 'Completed')::int as completed
          from ${performanceReviews} r where ${live} group by r.department_id order by 2 nulls last`,
  );
  const [avg] = await selectRows<{ average: string | null }>(db, sql`select avg(r.overall_rating)::text as average from ${performanceReviews} r where ${live} and r.status = 'Completed'`);
  const distribution = await selectRows<{ rating: number; count: number }>(
    db,
    sql`select least(5, greatest(1, round(r.overall_rating)))::int as rating, count(*)::int as count
          from ${performanceReviews} r where ${live} and r.status = 'Completed' and r.overall_rating is not null group by 1`,
  );
  const calibration = async (key: SQL, name: SQL) => {
    const rows = await selectRows<{ id: string | null; name: string | null; rating: number | null; count: number }>(
      db,
      sql`select ${key} as id, max(${name}) as name, least(5, greatest(1, round(r.overall_rating)))::int as rating, count(*)::int as count
            from ${performanceReviews} r left join "users" u on u.id = r.reviewer_id
           where ${live} and r.status = 'Completed' and r.overall_rating is not null group by 1, 3`,
    );
    const averages = await selectRows<{ id: string | null; average: string | null; count: number }>(
      db,
      sql`select ${key} as id, avg(r.overall_rating)::text as average, count(*)::int as count
            from ${performanceReviews} r where ${live} and r.status = 'Completed' and r.overall_rating is not null group by 1`,
    );
    return averages
      .map((a) => {
        const mine = rows.filter((x) => x.id === a.id);
        return {
          id: a.id,
          name: mine.find((x) => x.name)?.name ?? (a.id ? 'Unknown' : 'None'),
          reviewCount: a.count,
          averageRating: a.average === null ? null : roundRating(Number(a.average)),
          distribution: buckets(mine.map((x) => ({ rating: x.rating ?? 0, count: x.count }))),
        };
      })
      .sort((x, y) => x.name.localeCompare(y.name));
  };
  return {
    cyclesInProgress: cycles.n,
    reviewsByStatus,
    completionByDepartment: completion.map((row) => ({
      departmentId: row.departmentId,
      departmentName: row.departmentName ?? 'No department',
      total: row.total,
      completed: row.completed,
      completionRate: row.total === 0 ? 0 : roundRating(row.completed / row.total),
    })),
    averageRating: avg.average === null ? null : roundRating(Number(avg.average)),
    ratingDistribution: buckets(distribution),
    waitingApproval: reviewsByStatus.Pending_Approval,
    calibration: {
      byDepartment: (await calibration(sql`r.department_id`, sql`r.department_name`)).map((row) => ({ ...row, name: row.id ? row.name : 'No department' })),
      byReviewer: await calibration(sql`r.reviewer_id`, sql`(u.first_name || ' ' || u.last_name)`),
    },
  };
}

