// The review and cycle state machines, exhaustively, and the overall rating formula at its edges.
import type { Area } from '../enums';
import { actionNeedsNote, availableActions, canTake, transitionOf, type Workflow } from '../workflow/workflow';
import { createRewardInputSchema, cycleStatusSchema, cycleWorkflow, reviewStatusSchema, reviewWorkflow } from './performance';
import { computeOverallRating, kpiWeightProblem, ratingLabel, roundRating, selfAssessmentMean, weightedKpiMean } from './rating';

const actors: Area[] = ['staff', 'admin'];

function allowedMoves<S extends string, A extends string>(workflow: Workflow<S, A>, states: readonly S[]): string[] {
  const seen: string[] = [];
  for (const action of Object.keys(workflow) as A[]) {
    for (const actor of actors) {
      for (const status of states) {
        const result = transitionOf(workflow, action, actor, status, 'review');
        expect(canTake(workflow, action, actor, status)).toBe(result.ok);
        if (result.ok) seen.push(`${actor} ${action} ${status} -> ${result.to}`);
        else expect(result.message.length).toBeGreaterThan(10);
      }
    }
  }
  return seen.sort();
}

describe('review workflow', () => {
  it('allows exactly the documented transitions', () => {
    expect(allowedMoves(reviewWorkflow, reviewStatusSchema.options)).toEqual(
      [
        'staff save Not_Started -> In_Progress',
        'staff save In_Progress -> In_Progress',
        'staff submit Not_Started -> Pending_Approval',
        'staff submit In_Progress -> Pending_Approval',
        'admin score Not_Started -> Not_Started',
        'admin score In_Progress -> In_Progress',
        'admin score Pending_Approval -> Pending_Approval',
        'admin approve Pending_Approval -> Completed',
        'admin deny Pending_Approval -> In_Progress',
      ].sort(),
    );
  });

  it('refuses answers after submitting with a message saying they are read-only', () => {
    const saved = transitionOf(reviewWorkflow, 'save', 'staff', 'Pending_Approval', 'review');
    expect(saved).toEqual({ ok: false, message: 'This review has been submitted: its answers are read-only.' });
    expect(transitionOf(reviewWorkflow, 'submit', 'staff', 'Completed', 'review').ok).toBe(false);
  });

  it('names why approving a review not submitted is refused', () => {
    const result = transitionOf(reviewWorkflow, 'approve', 'admin', 'In_Progress', 'review');
    expect(result).toEqual({ ok: false, message: 'This review is in progress, so it cannot be approved (only when pending approval).' });
  });

  it('refuses a staff member approving their own review', () => {
    expect(transitionOf(reviewWorkflow, 'approve', 'staff', 'Pending_Approval', 'review')).toEqual({ ok: false, message: 'A review cannot be approved by a staff member.' });
  });

  it('needs a reason to deny, none to approve', () => {
    expect(actionNeedsNote(reviewWorkflow, 'deny')).toBe(true);
    expect(actionNeedsNote(reviewWorkflow, 'approve')).toBe(false);
  });

  it('offers an admin approve and deny on a submitted review, the staff member nothing', () => {
    expect(availableActions(reviewWorkflow, 'admin', 'Pending_Approval')).toEqual(['score', 'approve', 'deny']);
    expect(availableActions(reviewWorkflow, 'staff', 'Pending_Approval')).toEqual([]);
    expect(availableActions(reviewWorkflow, 'staff', 'In_Progress')).toEqual(['save', 'submit']);
  });
});

describe('cycle workflow', () => {
  it('allows exactly the documented transitions', () => {
    expect(allowedMoves(cycleWorkflow, cycleStatusSchema.options)).toEqual(
      [
        'admin update Not_Started -> Not_Started',
        'admin launch Not_Started -> In_Progress',
        'admin launch In_Progress -> In_Progress',
        'admin complete In_Progress -> Completed',
        'admin delete Not_Started -> Not_Started',
      ].sort(),
    );
  });

  it('says why a launched cycle cannot be edited or deleted', () => {
    expect(transitionOf(cycleWorkflow, 'update', 'admin', 'In_Progress', 'cycle')).toEqual({
      ok: false,
      message: 'A launched cycle cannot be changed: its reviews carry what it was launched with.',
    });
    expect(transitionOf(cycleWorkflow, 'delete', 'admin', 'Completed', 'cycle').ok).toBe(false);
    expect(transitionOf(cycleWorkflow, 'launch', 'admin', 'Completed', 'cycle')).toEqual({ ok: false, message: 'A completed cycle cannot be launched again.' });
  });
});

describe('overall rating', () => {
  it('combines the weighted KPI mean (70 %) with the self-assessment mean (30 %)', () => {
    // KPIs: (60 x 4 + 40 x 2) / 100 = 3.2; answers: (5 + 4 + 3) / 3 = 4; 0.7 x 3.2 + 0.3 x 4 = 3.44
    const result = computeOverallRating(
      [
        { weight: 60, score: 4 },
        { weight: 40, score: 2 },
      ],
      [5, 4, 3],
    );
    expect(result).toEqual({ overallRating: 3.44, kpiMean: 3.2, selfAssessmentMean: 4, formulaVersion: 1 });
  });

  it('is not dragged down by an empty self-assessment: the KPIs count for everything', () => {
    expect(computeOverallRating([{ weight: 100, score: 5 }], []).overallRating).toBe(5);
    expect(computeOverallRating([{ weight: 100, score: 5 }], [null, null]).overallRating).toBe(5);
  });

  it('uses the self-assessment alone when no KPI is scored yet', () => {
    expect(computeOverallRating([{ weight: 100, score: null }], [2, 3]).overallRating).toBe(2.5);
  });

  it('is null when both parts are missing', () => {
    expect(computeOverallRating([], []).overallRating).toBeNull();
    expect(computeOverallRating([{ weight: 50, score: null }], [null]).overallRating).toBeNull();
  });

  it('gives 1 for all ones and 5 for all fives', () => {
    expect(computeOverallRating([{ weight: 30, score: 1 }, { weight: 70, score: 1 }], [1, 1, 1]).overallRating).toBe(1);
    expect(computeOverallRating([{ weight: 30, score: 5 }, { weight: 70, score: 5 }], [5, 5]).overallRating).toBe(5);
  });

  it('renormalises weights that do not add up to 100', () => {
    // 20 x 5 + 20 x 3 over 40 = 4, whatever the total
    expect(weightedKpiMean([{ weight: 20, score: 5 }, { weight: 20, score: 3 }])).toBe(4);
    // an unscored KPI takes its weight out
    expect(weightedKpiMean([{ weight: 50, score: 4 }, { weight: 50, score: null }])).toBe(4);
    // a zero weight counts for nothing
    expect(weightedKpiMean([{ weight: 0, score: 1 }, { weight: 10, score: 3 }])).toBe(3);
    expect(weightedKpiMean([{ weight: 0, score: 1 }])).toBeNull();
  });

  it('rounds to two decimals, half away from zero', () => {
    expect(roundRating(2.675)).toBe(2.68);
    expect(roundRating(10 / 3)).toBe(3.33);
    expect(computeOverallRating([{ weight: 100, score: 3 }], [4, 4, 5]).overallRating).toBe(3.4);
    expect(selfAssessmentMean([1, 2])).toBe(1.5);
  });

  it('names the rating scale word of a value', () => {
    expect(ratingLabel(1)).toBe('Strongly Disagree');
    expect(ratingLabel(3.44)).toBe('Neutral');
    expect(ratingLabel(4.5)).toBe('Strongly Agree');
  });
});

describe('KPI weights of a cycle', () => {
  it('must add up to exactly 100, naming the total otherwise', () => {
    expect(kpiWeightProblem([60, 40])).toBeNull();
    expect(kpiWeightProblem([60, 30])).toBe('The KPI weights of this cycle add up to 90; they must add up to 100.');
    expect(kpiWeightProblem([60, 50])).toBe('The KPI weights of this cycle add up to 110; they must add up to 100.');
    expect(kpiWeightProblem([])).toMatch(/at least one KPI/);
  });
});

describe('reward input', () => {
  it('asks for the staff member of a staff reward and the name of a customer reward', () => {
    const base = { kind: 'Holiday', rewardAmount: '5000', date: '2026-11-20', reason: 'Covered the holiday shifts' };
    const staff = createRewardInputSchema.safeParse({ ...base, recipientType: 'Staff' });
    expect(staff.success).toBe(false);
    expect(staff.error?.issues.map((i) => i.path.join('.'))).toEqual(['staffId']);
    const customer = createRewardInputSchema.safeParse({ ...base, recipientType: 'Customer' });
    expect(customer.error?.issues.map((i) => i.path.join('.'))).toEqual(['customerName']);
    expect(createRewardInputSchema.safeParse({ ...base, kind: 'Bonus', recipientType: 'Customer', customerName: 'Ada' }).error?.issues[0]?.path).toEqual(['kind']);
  });
});
