// Review cycles and staff reviews as workflow records (platform/workflow-record): every state change is one
// conditional UPDATE with its audit entry, refused with 409 when the workflow forbids it or someone else moved first.
import {
  computeOverallRating,
  cycleWorkflow,
  kpiWeightProblem,
  reviewWorkflow,
  type AdminReviewDetail,
  type CycleStatus,
  type ReviewStatus,
  type SaveReviewAnswersInput,
  type ScoreReviewInput,
} from '@crewbase/domain';
import { eq, sql, type SQL } from 'drizzle-orm';
import { uuidArray } from './uuid-array';
import { selectRows, type Db } from '../../db/database';
import { departments, performanceCycles, performanceKpis, performanceQuestions, performanceReviews, staff, users, type ReviewAnswerCopy, type ReviewKpiCopy } from '../../db/schema';
import { badRequest } from '../../platform/errors';
import { defineWorkflowRecord, type ActionContext } from '../../platform/workflow-record';
import { cycleColumns, reviewColumns, reviewCycle, toCycle, toReview, type CycleRow, type ReviewListRow } from './performance.resources';

// ------------------------------------------------------------------ cycles

const cycleRows = async (db: Db, where: SQL): Promise<CycleRow[]> =>
  (await db
    .select(cycleColumns)
    .from(performanceCycles)
    .leftJoin(departments, eq(departments.id, performanceCycles.departmentId))
    .where(where)) as CycleRow[];

export const cycleRecord = defineWorkflowRecord({
  resource: 'performance-review',
  label: 'review cycle',
  table: performanceCycles,
  workflow: cycleWorkflow,
  rows: cycleRows,
  toItems: async (_db, rows) => rows.map(toCycle),
  detail: async (db, row) => {
    const kpis = await db
      .select({ id: performanceKpis.id, name: performanceKpis.name, weight: performanceKpis.weight, retired: performanceKpis.retired })
      .from(performanceKpis)
      .where(sql`${performanceKpis.id} = any(${uuidArray(row.kpiIds)})`)
      .orderBy(performanceKpis.name);
    const questions = await db
      .select({ id: performanceQuestions.id, text: performanceQuestions.text, category: performanceQuestions.category, retired: performanceQuestions.retired })
      .from(performanceQuestions)
      .where(sql`${performanceQuestions.id} = any(${uuidArray(row.questionIds)})`)
      .orderBy(performanceQuestions.category, performanceQuestions.text);
    const counts = await selectRows<{ status: ReviewStatus; count: number }>(
      db,
      sql`select status::text as status, count(*)::int as count from ${performanceReviews} where ${performanceReviews.cycleId} = ${row.id} and ${performanceReviews.deletedAt} is null group by 1`,
    );
    const reviewsByStatus: Record<string, number> = { Not_Started: 0, In_Progress: 0, Pending_Approval: 0, Completed: 0 };
    for (const c of counts) reviewsByStatus[c.status] = c.count;
    return { kpis, questions, reviewsByStatus, launchJobId: row.launchJobId };
  },
  effects: {
    launch: async ({ db, row }: ActionContext<CycleRow, CycleStatus, unknown>) => {
      const weights = await db.select({ weight: performanceKpis.weight }).from(performanceKpis).where(sql`${performanceKpis.id} = any(${uuidArray(row.kpiIds)})`);
      const problem = kpiWeightProblem(weights.map((w) => w.weight));
      if (problem) throw badRequest(problem, [{ path: 'kpiIds', message: problem }]);
      return { set: row.launchedAt ? {} : { launchedAt: new Date() } };
    },
    complete: () => ({ set: { completedAt: new Date() } }),
  },
});

// ------------------------------------------------------------------ reviews

const rv = performanceReviews;
const reviewRowColumns = {
  ...reviewColumns,
  staffId: rv.staffId,
  answers: rv.answers,
  kpis: rv.kpis,
  selfAssessmentComment: rv.selfAssessmentComment,
  kpiMean: rv.kpiMean,
  selfAssessmentMean: rv.selfAssessmentMean,
  denyReason: rv.denyReason,
  privateNote: rv.privateNote,
  reviewerId: rv.reviewerId,
  reviewerName: sql<string | null>`(select u.first_name || ' ' || u.last_name from ${users} u where u.id = ${rv.reviewerId})`,
};
export type ReviewRow = ReviewListRow & {
  staffId: string;
  answers: ReviewAnswerCopy[];
  kpis: ReviewKpiCopy[];
  selfAssessmentComment: string | null;
  kpiMean: number | null;
  selfAssessmentMean: number | null;
  denyReason: string | null;
  privateNote: string | null;
  reviewerId: string | null;
  reviewerName: string | null;
};

export const reviewRows = async (db: Db, where: SQL): Promise<ReviewRow[]> =>
  (await db
    .select(reviewRowColumns)
    .from(rv)
    .innerJoin(staff, eq(staff.id, rv.staffId))
    .innerJoin(reviewCycle, eq(reviewCycle.id, rv.cycleId))
    .where(sql`${where} and ${reviewCycle.deletedAt} is null`)) as ReviewRow[];

const num = (v: number | string | null): number | null => (v === null ? null : Number(v));

/** The admin's view of a review (the staff member's is cut down from it in the service). */
export const reviewDetailExtra = (row: ReviewRow): Omit<AdminReviewDetail, keyof ReturnType<typeof toReview> | 'history'> => ({
  answers: row.answers.map((a) => ({ questionId: a.questionId, text: a.text, category: a.category, rating: a.rating })),
  selfAssessmentComment: row.selfAssessmentComment,
  kpis: row.kpis.map((k) => ({ kpiId: k.kpiId, name: k.name, description: k.description, weight: k.weight, score: k.score, comment: k.comment })),
  kpiMean: num(row.kpiMean),
  selfAssessmentMean: num(row.selfAssessmentMean),
  denyReason: row.denyReason,
  appraisalId: row.status === 'Completed' ? row.id : null,
  reviewer: row.reviewerId ? { id: row.reviewerId, fullName: row.reviewerName ?? '' } : null,
  privateNote: row.privateNote,
});

/** The review's rating columns for these answers and KPI scores (formula in libs/domain). */
export function ratingColumns(answers: readonly ReviewAnswerCopy[], kpis: readonly ReviewKpiCopy[]) {
  const rating = computeOverallRating(
    kpis.map((k) => ({ weight: k.weight, score: k.score })),
    answers.map((a) => a.rating),
  );
  return { overallRating: rating.overallRating, kpiMean: rating.kpiMean, selfAssessmentMean: rating.selfAssessmentMean, formulaVersion: rating.formulaVersion };
}

/** The answers with the new ratings merged in; 400 on `answers` naming a question the review does not carry. */
function mergeAnswers(current: readonly ReviewAnswerCopy[], given: ReadonlyArray<{ questionId: string; rating: number }> | undefined): ReviewAnswerCopy[] {
  const byId = new Map((given ?? []).map((a) => [a.questionId, a.rating]));
  const unknown = [...byId.keys()].filter((id) => !current.some((a) => a.questionId === id));
  if (unknown.length > 0) {
    const message = `This review does not ask ${unknown.length === 1 ? 'that question' : 'those questions'}.`;
    throw badRequest(message, [{ path: 'answers', message }]);
  }
  return current.map((a) => (byId.has(a.questionId) ? { ...a, rating: byId.get(a.questionId) ?? null } : a));
}

type SaveBody = SaveReviewAnswersInput | null | undefined;

function answerChange(row: ReviewRow, body: SaveBody) {
  const answers = mergeAnswers(row.answers, body?.answers);
  const comment = body?.selfAssessmentComment === undefined ? row.selfAssessmentComment : body.selfAssessmentComment;
  return { answers, selfAssessmentComment: comment, ...ratingColumns(answers, row.kpis) };
}

export const reviewRecord = defineWorkflowRecord({
  resource: 'performance-review',
  label: 'review',
  table: rv,
  workflow: reviewWorkflow,
  owner: rv.staffId,
  rows: reviewRows,
  toItems: async (_db, rows) => rows.map(toReview),
  detail: async (_db, row) => reviewDetailExtra(row),
  effects: {
    save: ({ row, body }: ActionContext<ReviewRow, ReviewStatus, SaveBody>) => ({ set: answerChange(row, body) }),
    submit: ({ row, body }: ActionContext<ReviewRow, ReviewStatus, SaveBody>) => {
      const change = answerChange(row, body);
      const open = change.answers.filter((a) => a.rating === null);
      if (open.length > 0) {
        const message = `Answer every question before submitting: ${open.length} of ${change.answers.length} still ${open.length === 1 ? 'has' : 'have'} no answer (${open
          .slice(0, 3)
          .map((a) => `"${a.text}"`)
          .join(', ')}${open.length > 3 ? ', ...' : ''}).`;
        throw badRequest(message, [{ path: 'answers', message }]);
      }
      return { set: { ...change, submittedAt: new Date() }, details: { overallRating: change.overallRating } };
    },
    score: ({ row, body, actor }: ActionContext<ReviewRow, ReviewStatus, ScoreReviewInput>) => {
      const given = new Map((body.kpis ?? []).map((k) => [k.kpiId, k]));
      const unknown = [...given.keys()].filter((id) => !row.kpis.some((k) => k.kpiId === id));
      if (unknown.length > 0) {
        const message = `This review is not scored on ${unknown.length === 1 ? 'that KPI' : 'those KPIs'}.`;
        throw badRequest(message, [{ path: 'kpis', message }]);
      }
      const kpis = row.kpis.map((k) => {
        const score = given.get(k.kpiId);
        return score ? { ...k, score: score.score, comment: score.comment === undefined ? k.comment : score.comment } : k;
      });
      return {
        set: { kpis, ...ratingColumns(row.answers, kpis), reviewerId: actor.id, ...(body.privateNote === undefined ? {} : { privateNote: body.privateNote }) },
        details: { scores: kpis.map((k) => ({ kpiId: k.kpiId, score: k.score })) },
      };
    },
    approve: ({ row, actor }: ActionContext<ReviewRow, ReviewStatus, unknown>) => {
      const unscored = row.kpis.filter((k) => k.score === null);
      if (unscored.length > 0) {
        const message = `Score every KPI before approving: ${unscored.map((k) => k.name).join(', ')} ${unscored.length === 1 ? 'has' : 'have'} no score yet.`;
        throw badRequest(message, [{ path: 'kpis', message }]);
      }
      const rating = ratingColumns(row.answers, row.kpis);
      return { set: { ...rating, completedAt: new Date(), reviewerId: actor.id, denyReason: null }, details: { overallRating: rating.overallRating, formulaVersion: rating.formulaVersion } };
    },
    deny: ({ actor, body }: ActionContext<ReviewRow, ReviewStatus, { note: string }>) => ({ set: { denyReason: body.note, reviewerId: actor.id, submittedAt: null } }),
  },
});
