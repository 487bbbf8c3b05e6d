// Performance management through the real API and database: setup, cycle launch (once per person, however often),
// the review workflow (answers, submit, score, deny, approve; one winner when two admins decide at once), staff
// isolation, rewards and penalties locked by a pay run, the overdue reminder at most once a day.
import { and, eq, inArray } from 'drizzle-orm';
import { departments, notifications, performancePenalties, performanceReviews, performanceRewards, staff } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { call, freshStaff, signedIn, type Person } from '../requests/request-test-kit';

let t: TestApp;
let admin: Person;
let hr: Person;
let departmentId: string;
let people: Person[];
let outsider: Person;

const A = '/api/admin/performance-review';

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedIn(t.app, 'admin', 'admin@crewbase.test');
  hr = await signedIn(t.app, 'admin', 'hr@crewbase.test');
  const [dept] = await t.app.database.db.insert(departments).values({ name: `Perf ${Date.now()}` }).returning({ id: departments.id });
  departmentId = dept.id;
  people = [await freshStaff(t), await freshStaff(t), await freshStaff(t)];
  for (const p of people) await t.app.database.db.update(staff).set({ departmentId }).where(eq(staff.id, p.id));
  outsider = await freshStaff(t);
});
afterAll(() => t.close());

async function setup(weights: number[] = [60, 40]) {
  const kpis = [];
  for (const [i, weight] of weights.entries()) {
    const created = await call(t.app, 'POST', `${A}/measure`, admin.headers, { name: `Quality ${i} ${Date.now()}`, weight, departmentIds: [departmentId] });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    kpis.push(created.body.id as string);
  }
  const questions = [];
  for (const text of ['I understand my goals', 'I get the help I need']) {
    const created = await call(t.app, 'POST', `${A}/question`, admin.headers, { text, category: 'Engagement' });
    expect(created.status).toBe(201);
    questions.push(created.body.id as string);
  }
  const cycle = await call(t.app, 'POST', `${A}/cycle`, admin.headers, {
    name: `Q${Date.now()}`,
    departmentId,
    frequency: 'quarterly',
    dueDate: '2026-01-05',
    daysAllowed: 14,
    kpiIds: kpis,
    questionIds: questions,
  });
  expect(cycle.status).toBe(201);
  return { kpis, questions, cycleId: cycle.body.id as string };
}

async function launch(cycleId: string) {
  const launched = await call(t.app, 'PATCH', `${A}/cycle/launch/${cycleId}`, admin.headers, {});
  expect(launched.status).toBe(200);
  await t.app.jobs.runDue();
  return launched;
}

const reviewsOf = (cycleId: string) => t.app.database.db.select().from(performanceReviews).where(eq(performanceReviews.cycleId, cycleId));
const reviewFor = async (cycleId: string, staffId: string) => (await reviewsOf(cycleId)).find((r) => r.staffId === staffId)!;

describe('performance cycles', () => {
  it('launches one review per staff member in scope, however often it is launched, with questions and KPIs copied in', async () => {
    const { cycleId, kpis } = await setup();
    const launched = await launch(cycleId);
    expect(launched.body).toMatchObject({ status: 'In_Progress', kpiWeightTotal: 100 });
    expect(launched.body.launchJobId).toEqual(expect.any(String));
    const job = await call(t.app, 'GET', `/api/admin/jobs/${launched.body.launchJobId}`, admin.headers);
    expect(job.body).toMatchObject({ state: 'completed', result: { staffInScope: 3, reviewsCreated: 3 } });
    await launch(cycleId);
    const reviews = await reviewsOf(cycleId);
    expect(reviews).toHaveLength(3);
    expect(reviews.map((r) => r.staffId).sort()).toEqual(people.map((p) => p.id).sort());
    // Each person is told once that their review waits, however often it is launched.
    const told = await t.app.database.db
      .select({ recipientId: notifications.recipientId, entityId: notifications.entityId })
      .from(notifications)
      .where(and(eq(notifications.kind, 'review-assigned'), inArray(notifications.entityId, reviews.map((r) => r.id))));
    expect(told.map((n) => n.recipientId).sort()).toEqual(people.map((p) => p.id).sort());
    expect(reviews[0].answers).toHaveLength(2);
    expect(reviews[0].kpis.map((k) => k.weight).sort()).toEqual([40, 60]);
    // An edit after launch reaches no launched review
    await call(t.app, 'PATCH', `${A}/measure/${kpis[0]}`, admin.headers, { weight: 10, name: 'Renamed' });
    const after = await reviewFor(cycleId, people[0].id);
    expect(after.kpis.find((k) => k.kpiId === kpis[0])).toMatchObject({ weight: 60 });
    const shown = (await call(t.app, 'GET', `${A}/cycle/${cycleId}`, admin.headers)).body;
    expect(shown.reviewsByStatus).toMatchObject({ Not_Started: 3 });
    // The count the cycles list shows is kept by the database as reviews are created and deleted.
    expect(shown.reviewCount).toBe(3);
    const listed = await call(t.app, 'GET', `${A}/cycle?filter=${encodeURIComponent(`name||$eq||${shown.name}`)}`, admin.headers);
    expect(listed.body.data.map((c: { reviewCount: number }) => c.reviewCount)).toEqual([3]);
    await t.app.database.db.update(performanceReviews).set({ deletedAt: new Date() }).where(eq(performanceReviews.id, reviews[0].id));
    expect((await call(t.app, 'GET', `${A}/cycle/${cycleId}`, admin.headers)).body.reviewCount).toBe(2);
    await t.app.database.db.update(performanceReviews).set({ deletedAt: null }).where(eq(performanceReviews.id, reviews[0].id));
    expect((await call(t.app, 'GET', `${A}/cycle/${cycleId}`, admin.headers)).body.reviewCount).toBe(3);
    // A launched cycle cannot be edited or deleted
    expect((await call(t.app, 'PATCH', `${A}/cycle/${cycleId}`, admin.headers, { name: 'Changed' })).status).toBe(409);
    expect((await call(t.app, 'DELETE', `${A}/cycle/${cycleId}`, admin.headers)).status).toBe(409);
  });

  it('refuses to launch when the KPI weights do not add up to 100, naming the total', async () => {
    const { cycleId } = await setup([50, 30]);
    const refused = await call(t.app, 'PATCH', `${A}/cycle/launch/${cycleId}`, admin.headers, {});
    expect(refused.status).toBe(400);
    expect(refused.body.details).toEqual([{ path: 'kpiIds', message: 'The KPI weights of this cycle add up to 80; they must add up to 100.' }]);
    expect((await call(t.app, 'GET', `${A}/cycle/${cycleId}`, admin.headers)).body.status).toBe('Not_Started');
  });

  it('names every bad field of a new cycle, KPI or question', async () => {
    const cycle = await call(t.app, 'POST', `${A}/cycle`, admin.headers, { name: 'X', frequency: 'weekly', dueDate: '05/01/2026', daysAllowed: 0 });
    expect(cycle.status).toBe(400);
    expect(cycle.body.details.map((d: { path: string }) => d.path).sort()).toEqual(['daysAllowed', 'dueDate', 'frequency', 'name']);
    const kpi = await call(t.app, 'POST', `${A}/measure`, admin.headers, { name: 'Speed', weight: 101 });
    expect(kpi.body.details.map((d: { path: string }) => d.path)).toEqual(['weight']);
    const unknownDept = await call(t.app, 'POST', `${A}/cycle`, admin.headers, {
      name: 'Cycle',
      frequency: 'yearly',
      dueDate: '2026-01-05',
      daysAllowed: 10,
      departmentId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknownDept.body.details).toEqual([{ path: 'departmentId', message: 'That department does not exist.' }]);
  });
});

describe('staff reviews', () => {
  it('goes Not_Started -> In_Progress -> Pending_Approval -> denied -> resubmitted -> Completed, answers read-only after submit', async () => {
    const { cycleId, questions, kpis } = await setup();
    await launch(cycleId);
    const me = people[0];
    const review = await reviewFor(cycleId, me.id);
    const pending = await call(t.app, 'GET', '/api/staff/staff-review/pending', me.headers);
    expect(pending.body.data.map((r: { id: string }) => r.id)).toContain(review.id);

    const saved = await call(t.app, 'PATCH', `/api/staff/staff-review/details/${review.id}`, me.headers, { answers: [{ questionId: questions[0], rating: 4 }] });
    expect(saved.body).toMatchObject({ status: 'In_Progress' });
    const early = await call(t.app, 'PATCH', `/api/staff/staff-review/${review.id}`, me.headers, {});
    expect(early.status).toBe(400);
    expect(early.body.details[0].path).toBe('answers');
    const submitted = await call(t.app, 'PATCH', `/api/staff/staff-review/${review.id}`, me.headers, { answers: [{ questionId: questions[1], rating: 5 }] });
    expect(submitted.body).toMatchObject({ status: 'Pending_Approval', selfAssessmentMean: 4.5 });

    const late = await call(t.app, 'PATCH', `/api/staff/staff-review/details/${review.id}`, me.headers, { answers: [{ questionId: questions[0], rating: 1 }] });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('This review has been submitted: its answers are read-only.');

    // Approving needs every KPI scored
    const unscored = await call(t.app, 'PATCH', `${A}/staff-review/approve?staffId=${me.id}&performanceReviewCycleId=${cycleId}`, admin.headers, {});
    expect(unscored.status).toBe(400);
    expect(unscored.body.details[0].path).toBe('kpis');

    const scored = await call(t.app, 'PATCH', `${A}/staff-review/score/${review.id}`, admin.headers, {
      kpis: [
        { kpiId: kpis[0], score: 4, comment: 'Solid' },
        { kpiId: kpis[1], score: 2 },
      ],
      privateNote: 'Watch the deadlines',
    });
    expect(scored.body).toMatchObject({ kpiMean: 3.2, overallRating: 3.59, privateNote: 'Watch the deadlines' });

    // The staff member never sees the private note nor scores before completion
    const mine = await call(t.app, 'GET', `/api/staff/staff-review/${review.id}`, me.headers);
    expect(mine.body.privateNote).toBeUndefined();
    expect(JSON.stringify(mine.body)).not.toContain('Watch the deadlines');
    expect(mine.body.kpis.every((k: { score: number | null }) => k.score === null)).toBe(true);

    const noReason = await call(t.app, 'PATCH', `${A}/staff-review/deny/${review.id}`, admin.headers, {});
    expect(noReason.status).toBe(400);
    const denied = await call(t.app, 'PATCH', `${A}/staff-review/deny/${review.id}`, admin.headers, { note: 'Add examples to your answers' });
    expect(denied.body).toMatchObject({ status: 'In_Progress', denyReason: 'Add examples to your answers' });
    expect((await call(t.app, 'GET', `/api/staff/staff-review/${review.id}`, me.headers)).body.denyReason).toBe('Add examples to your answers');

    expect((await call(t.app, 'PATCH', `/api/staff/staff-review/${review.id}`, me.headers, {})).body.status).toBe('Pending_Approval');
    const approved = await call(t.app, 'PATCH', `${A}/staff-review/approve?staffId=${me.id}&performanceReviewCycleId=${cycleId}`, admin.headers, {});
    expect(approved.body).toMatchObject({ status: 'Completed', overallRating: 3.59, formulaVersion: 1, appraisalId: review.id });
    expect(approved.body.history.map((h: { action: string }) => h.action)).toEqual(['save', 'submit', 'score', 'deny', 'submit', 'approve']);

    const previous = await call(t.app, 'GET', '/api/staff/staff-review/previous', me.headers);
    expect(previous.body.data.find((r: { id: string }) => r.id === review.id)).toMatchObject({ status: 'Completed', overallRating: 3.59 });
    const rating = await call(t.app, 'GET', '/api/staff/performance-review/overall-rating', me.headers);
    expect(rating.body).toMatchObject({ latest: 3.59, average: 3.59, reviewsCounted: 1 });
    const shown = await call(t.app, 'GET', `/api/staff/staff-review/details/kpi/${review.id}`, me.headers);
    expect(shown.body.kpis.map((k: { score: number }) => k.score).sort()).toEqual([2, 4]);
    expect((await call(t.app, 'GET', `/api/staff/performance-review/appraisal/${review.id}`, me.headers)).body.overallRating).toBe(3.59);
  });

  it('gives one winner and one 409 when two admins decide at once', async () => {
    const { cycleId, questions, kpis } = await setup();
    await launch(cycleId);
    const me = people[1];
    const review = await reviewFor(cycleId, me.id);
    await call(t.app, 'PATCH', `/api/staff/staff-review/${review.id}`, me.headers, { answers: questions.map((questionId) => ({ questionId, rating: 3 })) });
    await call(t.app, 'PATCH', `${A}/staff-review/score/${review.id}`, admin.headers, { kpis: kpis.map((kpiId) => ({ kpiId, score: 5 })) });
    const [first, second] = await Promise.all([
      call(t.app, 'PATCH', `${A}/staff-review/approve?staffId=${me.id}&performanceReviewCycleId=${cycleId}`, admin.headers, {}),
      call(t.app, 'PATCH', `${A}/staff-review/deny/${review.id}`, hr.headers, { note: 'Not yet' }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
  });

  it('shows a staff member only their own reviews and appraisals (404 otherwise)', async () => {
    const { cycleId } = await setup();
    await launch(cycleId);
    const theirs = await reviewFor(cycleId, people[2].id);
    expect((await call(t.app, 'GET', `/api/staff/staff-review/${theirs.id}`, outsider.headers)).status).toBe(404);
    expect((await call(t.app, 'PATCH', `/api/staff/staff-review/details/${theirs.id}`, outsider.headers, { answers: [] })).status).toBe(404);
    expect((await call(t.app, 'GET', `/api/staff/staff-review/details/kpi/${theirs.id}`, outsider.headers)).status).toBe(404);
    expect((await call(t.app, 'GET', `/api/staff/performance-review/appraisal/${theirs.id}`, outsider.headers)).status).toBe(404);
    const list = await call(t.app, 'GET', '/api/staff/staff-review?limit=100', outsider.headers);
    expect(list.body.data.map((r: { id: string }) => r.id)).not.toContain(theirs.id);
    // Staff cannot reach admin routes
    expect((await call(t.app, 'GET', `${A}/staff-review`, outsider.headers)).status).toBe(401);
  });

  it('lists reviews for admins with the spec fields, filters and status counts', async () => {
    const { cycleId } = await setup();
    await launch(cycleId);
    const filter = `filter=${encodeURIComponent(`cycle.id||$eq||${cycleId}`)}`;
    const list = await call(t.app, 'GET', `${A}/staff-review?${filter}&sort=staffFullName,ASC`, admin.headers);
    expect(list.body.total).toBe(3);
    expect(list.body.data[0]).toMatchObject({ status: 'Not_Started', overallRating: null, cycle: { id: cycleId } });
    expect(list.body.data[0]).toHaveProperty('staffFullName');
    const counts = await call(t.app, 'GET', `${A}/staff-review/status-counts?${filter}`, admin.headers);
    expect(counts.body).toEqual({ counts: { Not_Started: 3, In_Progress: 0, Pending_Approval: 0, Completed: 0 }, total: 3 });
    const bad = await call(t.app, 'GET', `${A}/staff-review?filter=${encodeURIComponent('privateNote||$eq||x')}`, admin.headers);
    expect(bad.status).toBe(400);
  });

  it('reminds overdue reviews by mail at most once a day', async () => {
    const { cycleId } = await setup();
    await launch(cycleId);
    const { reviewReminderJob } = await import('./performance-reminder.job');
    await t.app.jobs.enqueue(reviewReminderJob, {});
    await t.app.jobs.runDue();
    const reminded = (await reviewsOf(cycleId)).filter((r) => r.remindedOn !== null);
    expect(reminded.length).toBeGreaterThan(0);
    const mails = () => (t.app.mailer.delivered ?? []).filter((m) => m.to === people[2].email && /overdue/.test(m.subject)).length;
    const before = mails();
    expect(before).toBeGreaterThan(0);
    await t.app.jobs.enqueue(reviewReminderJob, {});
    await t.app.jobs.runDue();
    expect(mails()).toBe(before);
  });
});

describe('rewards and penalties', () => {
  it('grants a reward and a penalty, and locks them once a pay run includes them (409 naming the run)', async () => {
    const reward = await call(t.app, 'POST', `${A}/reward`, admin.headers, {
      kind: 'Spirit of Excellence',
      recipientType: 'Staff',
      staffId: people[0].id,
      rewardAmount: '25000.50',
      date: '2026-11-20',
      reason: 'Covered every weekend shift',
    });
    expect(reward.status, JSON.stringify(reward.body)).toBe(201);
    expect(reward.body).toMatchObject({ rewardAmount: '25000.50', staff: { id: people[0].id }, payRunId: null });
    const penalty = await call(t.app, 'POST', `${A}/penalty`, admin.headers, { staffId: people[0].id, amount: 1500, date: '2026-11-21', reason: 'Late twice' });
    expect(penalty.body).toMatchObject({ amount: '1500.00' });
    expect((await call(t.app, 'PATCH', `${A}/reward/${reward.body.id}`, admin.headers, { rewardAmount: 30000 })).body.rewardAmount).toBe('30000.00');

    const run = '11111111-1111-4111-8111-111111111111';
    await t.app.database.db.update(performanceRewards).set({ payRunId: run }).where(eq(performanceRewards.id, reward.body.id));
    await t.app.database.db.update(performancePenalties).set({ payRunId: run }).where(eq(performancePenalties.id, penalty.body.id));
    const locked = await call(t.app, 'PATCH', `${A}/reward/${reward.body.id}`, admin.headers, { rewardAmount: 1 });
    expect(locked.status).toBe(409);
    expect(locked.body.message).toContain(run);
    expect((await call(t.app, 'DELETE', `${A}/reward/${reward.body.id}`, admin.headers)).status).toBe(409);
    expect((await call(t.app, 'PATCH', `${A}/penalty/${penalty.body.id}`, admin.headers, { reason: 'x' })).status).toBe(409);
    expect((await call(t.app, 'DELETE', `${A}/penalty/${penalty.body.id}`, admin.headers)).status).toBe(409);

    const mine = await call(t.app, 'GET', '/api/staff/performance-review/reward', people[0].headers);
    expect(mine.body.data.map((r: { id: string }) => r.id)).toContain(reward.body.id);
    const others = await call(t.app, 'GET', '/api/staff/performance-review/reward', outsider.headers);
    expect(others.body.data.map((r: { id: string }) => r.id)).not.toContain(reward.body.id);
  });

  it('names the missing recipient, a bad kind and a bad amount', async () => {
    const bad = await call(t.app, 'POST', `${A}/reward`, admin.headers, { kind: 'Bonus', recipientType: 'Staff', rewardAmount: -5, date: '2026-11-20', reason: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.details.map((d: { path: string }) => d.path).sort()).toEqual(['kind', 'rewardAmount']);
    const noStaff = await call(t.app, 'POST', `${A}/reward`, admin.headers, { kind: 'Holiday', recipientType: 'Staff', rewardAmount: 5, date: '2026-11-20', reason: 'x' });
    expect(noStaff.body.details).toEqual([{ path: 'staffId', message: 'Choose the staff member rewarded.' }]);
  });

  it('answers the metrics with every status and rating step', async () => {
    const metrics = await call(t.app, 'GET', `${A}/metrics`, admin.headers);
    expect(metrics.status).toBe(200);
    expect(Object.keys(metrics.body.reviewsByStatus).sort()).toEqual(['Completed', 'In_Progress', 'Not_Started', 'Pending_Approval']);
    expect(metrics.body.ratingDistribution.map((b: { label: string }) => b.label)).toEqual(['Strongly Disagree', 'Disagree', 'Neutral', 'Agree', 'Strongly Agree']);
  });
});

describe('the demo company', () => {
  it('gives staff@crewbase.test one pending review, one completed with its appraisal, a reward and a penalty', async () => {
    const me = await signedIn(t.app, 'staff', 'staff@crewbase.test');
    const summary = await call(t.app, 'GET', '/api/staff/performance-review', me.headers);
    expect(summary.body).toMatchObject({ pendingCount: 1, rewardCount: 1, rewardTotal: '50000.00', penaltyCount: 1, penaltyTotal: '5000.00' });
    expect(summary.body.nextPending).toMatchObject({ status: 'Not_Started', cycle: { name: 'Q4 Review' } });
    const previous = await call(t.app, 'GET', '/api/staff/staff-review/previous', me.headers);
    expect(previous.body.data).toHaveLength(1);
    const appraisal = await call(t.app, 'GET', `/api/staff/performance-review/appraisal/${previous.body.data[0].id}`, me.headers);
    expect(appraisal.body).toMatchObject({ rewardCount: 1, penaltyCount: 1 });
    expect(appraisal.body.overallRating).toBeGreaterThan(3);
    const mine = await call(t.app, 'GET', `/api/staff/staff-review/${previous.body.data[0].id}`, me.headers);
    expect(JSON.stringify(mine.body)).not.toContain('team lead role');
  });
});

describe('setup and teams', () => {
  it('retires a KPI a cycle lists instead of deleting it, and keeps retired KPIs out of new cycles', async () => {
    const { kpis, cycleId } = await setup();
    const refused = await call(t.app, 'DELETE', `${A}/measure/${kpis[0]}`, admin.headers);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/retire it instead/);
    const retired = await call(t.app, 'PATCH', `${A}/measure/${kpis[0]}`, admin.headers, { retired: true });
    expect(retired.body).toMatchObject({ retired: true, openCycleCount: 1 });
    const again = await call(t.app, 'POST', `${A}/cycle`, admin.headers, { name: 'Another', frequency: 'monthly', dueDate: '2026-02-01', daysAllowed: 7, kpiIds: [kpis[0]] });
    expect(again.body.details).toEqual([{ path: 'kpiIds', message: 'A retired KPI cannot be added to a cycle.' }]);
    // A cycle not launched may be deleted; then its KPIs may go too
    expect((await call(t.app, 'DELETE', `${A}/cycle/${cycleId}`, admin.headers)).status).toBe(204);
    expect((await call(t.app, 'GET', `${A}/cycle/${cycleId}`, admin.headers)).status).toBe(404);
  });

  it('creates, lists, changes and deletes a team with its manager and members', async () => {
    const created = await call(t.app, 'POST', `${A}/team`, admin.headers, { name: 'Night Shift', departmentId, managerId: people[0].id, memberIds: [people[1].id, people[2].id, people[2].id] });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Night Shift', department: { id: departmentId }, manager: { id: people[0].id }, memberCount: 2 });
    const listed = await call(t.app, 'GET', `${A}/team?filter=${encodeURIComponent('manager.fullName||$cont||Test Person')}&sort=department.name,ASC`, admin.headers);
    expect(listed.body.data.map((team: { id: string }) => team.id)).toContain(created.body.id);
    const changed = await call(t.app, 'PATCH', `${A}/team/${created.body.id}`, admin.headers, { memberIds: [people[1].id] });
    expect(changed.body.members.map((m: { id: string }) => m.id)).toEqual([people[1].id]);
    const bad = await call(t.app, 'POST', `${A}/team`, admin.headers, { name: 'X', departmentId: 'nope' });
    expect(bad.body.details.map((d: { path: string }) => d.path).sort()).toEqual(['departmentId', 'managerId', 'name']);
    expect((await call(t.app, 'DELETE', `${A}/team/${created.body.id}`, admin.headers)).status).toBe(204);
  });
});
