// Demo performance management (demo mode only): a few KPIs and questions, a team, a completed mid-year cycle in which
// the demo staff member's review was approved (with an appraisal, a reward and a penalty), and a launched quarterly
// cycle in which their review waits for their answers. Created once (seed_history).
import { addDays, computeOverallRating, todayIso, OVERALL_RATING_FORMULA_VERSION } from '@crewbase/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../database';
import {
  auditLog,
  performanceCycles,
  performanceKpis,
  performancePenalties,
  performanceQuestions,
  performanceReviews,
  performanceRewards,
  performanceTeamMembers,
  performanceTeams,
  seedHistory,
  staff,
  users,
} from '../schema';
import { createCycleReviews } from '../../modules/performance/performance-launch.job';

const DEMO_PERFORMANCE = 'demo-performance-v1';
const DAY = 86_400_000;

export async function seedDemoPerformance(db: Db, options: { now?: Date } = {}): Promise<void> {
  const [done] = await db.select().from(seedHistory).where(eq(seedHistory.name, DEMO_PERFORMANCE));
  if (done) return;
  const now = options.now ?? new Date();
  const today = todayIso(now);
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);

  const [me] = await db.select({ id: staff.id, departmentId: staff.departmentId }).from(staff).where(eq(staff.email, 'staff@crewbase.test'));
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'hr@crewbase.test'));
  if (!me?.departmentId || !admin) return;
  const colleagues = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.departmentId, me.departmentId), eq(staff.status, 'Active')))
    .orderBy(asc(staff.staffId))
    .limit(6);
  const others = colleagues.filter((c) => c.id !== me.id);
  if (others.length < 2) return;

  const kpis = await db
    .insert(performanceKpis)
    .values([
      { name: 'Attendance and punctuality', description: 'On time for every shift; absences notified in advance.', weight: 30 },
      { name: 'Quality of work', description: 'Tasks done right the first time, to the standard of the site.', weight: 40 },
      { name: 'Teamwork', description: 'Helps colleagues, shares information, covers when needed.', weight: 30 },
    ])
    .returning({ id: performanceKpis.id, name: performanceKpis.name, description: performanceKpis.description, weight: performanceKpis.weight });
  const questions = await db
    .insert(performanceQuestions)
    .values([
      { text: 'I understand what is expected of me at work.', category: 'Clarity' },
      { text: 'I have the tools and training I need to do my job well.', category: 'Support' },
      { text: 'My supervisor gives me useful feedback.', category: 'Support' },
      { text: 'I would recommend this company as a place to work.', category: 'Engagement' },
    ])
    .returning({ id: performanceQuestions.id, text: performanceQuestions.text, category: performanceQuestions.category });

  const [team] = await db
    .insert(performanceTeams)
    .values({ name: 'Day Shift Team', departmentId: me.departmentId, managerId: others[0].id })
    .returning({ id: performanceTeams.id });
  await db.insert(performanceTeamMembers).values([me, ...others.slice(1)].map((s) => ({ teamId: team.id, staffId: s.id })));

  const kpiIds = kpis.map((k) => k.id);
  const questionIds = questions.map((q) => q.id);

  // The mid-year cycle: completed, the demo staff member's review approved.
  const midYearStart = addDays(today, -120);
  const [midYear] = await db
    .insert(performanceCycles)
    .values({
      name: 'Mid-year Review',
      departmentId: me.departmentId,
      frequency: 'half-yearly',
      dueDate: midYearStart,
      daysAllowed: 21,
      kpiIds,
      questionIds,
      status: 'Completed',
      launchedAt: at(120),
      completedAt: at(80),
      createdAt: at(125),
    })
    .returning({ id: performanceCycles.id });
  const answers = questions.map((q, i) => ({ questionId: q.id, text: q.text, category: q.category, rating: [4, 4, 3, 5][i] ?? 4 }));
  const scored = kpis.map((k, i) => ({ kpiId: k.id, name: k.name, description: k.description, weight: k.weight, score: [5, 4, 4][i] ?? 4, comment: ['Never late this half.', 'Careful, thorough work.', 'Always ready to cover a shift.'][i] ?? null }));
  const rating = computeOverallRating(scored, answers.map((a) => a.rating));
  const [completed] = await db
    .insert(performanceReviews)
    .values({
      cycleId: midYear.id,
      staffId: me.id,
      departmentId: me.departmentId,
      departmentName: null,
      jobTitleName: null,
      status: 'Completed',
      answers,
      kpis: scored,
      selfAssessmentComment: 'A good half: I took on the evening handovers.',
      overallRating: rating.overallRating,
      kpiMean: rating.kpiMean,
      selfAssessmentMean: rating.selfAssessmentMean,
      formulaVersion: OVERALL_RATING_FORMULA_VERSION,
      dueBy: addDays(midYearStart, 21),
      reviewerId: admin.id,
      privateNote: 'Ready for a team lead role next year.',
      submittedAt: at(105),
      completedAt: at(95),
      createdAt: at(120),
      updatedAt: at(95),
    })
    .returning({ id: performanceReviews.id });
  // The department and job title as they are now (the launch copies them the same way).
  await db.execute(
    sql`update performance_reviews r set department_name = d.name, job_title_name = j.name
          from staff s left join departments d on d.id = s.department_id left join job_titles j on j.id = s.job_title_id
         where s.id = r.staff_id and r.id = ${completed.id}`,
  );
  await db.insert(auditLog).values([
    { actorType: 'system', actorId: null, action: 'launch-reviews', entity: 'performance-review', entityId: midYear.id, from: null, to: { staffInScope: 1, reviewsCreated: 1 }, at: at(120) },
    { actorType: 'staff', actorId: me.id, action: 'submit', entity: 'performance-review', entityId: completed.id, from: { status: 'Not_Started' }, to: { status: 'Pending_Approval' }, at: at(105) },
    { actorType: 'admin', actorId: admin.id, action: 'score', entity: 'performance-review', entityId: completed.id, from: { status: 'Pending_Approval' }, to: { status: 'Pending_Approval' }, at: at(96) },
    { actorType: 'admin', actorId: admin.id, action: 'approve', entity: 'performance-review', entityId: completed.id, from: { status: 'Pending_Approval' }, to: { status: 'Completed', overallRating: rating.overallRating }, at: at(95) },
  ]);
  await db.insert(performanceRewards).values({
    kind: 'Spirit of Excellence',
    recipientType: 'Staff',
    staffId: me.id,
    amountKobo: 50_000_00,
    date: addDays(today, -90),
    reason: 'Outstanding mid-year review: never late, always covering.',
    appraisalId: completed.id,
    createdById: admin.id,
    createdAt: at(90),
  });
  await db.insert(performancePenalties).values({
    staffId: me.id,
    amountKobo: 5_000_00,
    date: addDays(today, -85),
    reason: 'Uniform not worn on two shifts.',
    appraisalId: completed.id,
    createdById: admin.id,
    createdAt: at(85),
  });

  // The quarterly cycle: launched, every Active colleague of the department with a review waiting for their answers.
  const [quarter] = await db
    .insert(performanceCycles)
    .values({
      name: 'Q4 Review',
      departmentId: me.departmentId,
      frequency: 'quarterly',
      dueDate: addDays(today, -3),
      daysAllowed: 21,
      kpiIds,
      questionIds,
      status: 'In_Progress',
      launchedAt: at(3),
      createdAt: at(7),
    })
    .returning({ id: performanceCycles.id });
  await createCycleReviews(db, quarter.id, { mail: false });

  await db.insert(seedHistory).values({ name: DEMO_PERFORMANCE }).onConflictDoNothing();
}
