// The rating scale reviews are answered on, and the overall rating of a review as a pure, versioned formula.
import { z } from 'zod';

/** Spec section 3, in order: 1 = Strongly Disagree .. 5 = Strongly Agree. */
export const ratingScaleLabels = ['Strongly Disagree', 'Disagree', 'Neutral', 'Agree', 'Strongly Agree'] as const;
export type RatingLabel = (typeof ratingScaleLabels)[number];

/** A rating on the scale, stored and sent as its value 1..5. */
export const ratingValueSchema = z
  .number({ message: 'Choose a rating from Strongly Disagree (1) to Strongly Agree (5).' })
  .int('Choose a rating from Strongly Disagree (1) to Strongly Agree (5).')
  .min(1, 'Choose a rating from Strongly Disagree (1) to Strongly Agree (5).')
  .max(5, 'Choose a rating from Strongly Disagree (1) to Strongly Agree (5).');

/** An admin's score of one KPI: 1 (poor) .. 5 (excellent). */
export const kpiScoreSchema = z
  .number({ message: 'Score the KPI from 1 to 5.' })
  .int('Score the KPI with a whole number from 1 to 5.')
  .min(1, 'Score the KPI from 1 to 5.')
  .max(5, 'Score the KPI from 1 to 5.');

/** 3 -> "Neutral". */
export const ratingLabel = (value: number): RatingLabel => ratingScaleLabels[Math.min(5, Math.max(1, Math.round(value))) - 1];

/**
 * Overall rating, formula version 1 ("kpi70-self30"):
 *   kpiMean  = sum(weight x score) / sum(weight) over the KPIs that carry a score and a weight above zero
 *              (weights that do not add up to 100 are renormalised by their sum);
 *   selfMean = the plain mean of the self-assessment answers (1..5);
 *   overall  = 0.7 x kpiMean + 0.3 x selfMean, both on the same 1..5 scale.
 * A missing part (no scored KPI, or no answer) takes no share: the other counts for 100 %, so a review with only KPI
 * scores is not dragged down by an empty self-assessment. Null when both are missing. Rounded to two decimals.
 */
export const OVERALL_RATING_FORMULA_VERSION = 1;
export const OVERALL_RATING_KPI_SHARE = 0.7;
export const OVERALL_RATING_SELF_SHARE = 0.3;

export interface WeightedScore {
  /** The KPI's weight copied into the review (percent; the cycle's KPIs add up to 100). */
  weight: number;
  /** The admin's score 1..5, or null while unscored. */
  score: number | null;
}

export interface OverallRating {
  overallRating: number | null;
  kpiMean: number | null;
  selfAssessmentMean: number | null;
  formulaVersion: number;
}

/** Half away from zero at two decimals, steady against binary fractions (2.675 -> 2.68). */
export const roundRating = (value: number): number => Math.round((value + Number.EPSILON) * 100) / 100;

export function weightedKpiMean(kpis: readonly WeightedScore[]): number | null {
  let weighted = 0;
  let weights = 0;
  for (const kpi of kpis) {
    if (kpi.score === null || !(kpi.weight > 0)) continue;
    weighted += kpi.weight * kpi.score;
    weights += kpi.weight;
  }
  return weights > 0 ? weighted / weights : null;
}

export function selfAssessmentMean(answers: readonly (number | null)[]): number | null {
  const given = answers.filter((a): a is number => a !== null);
  return given.length > 0 ? given.reduce((sum, a) => sum + a, 0) / given.length : null;
}

export function computeOverallRating(kpis: readonly WeightedScore[], answers: readonly (number | null)[]): OverallRating {
  const kpiMean = weightedKpiMean(kpis);
  const selfMean = selfAssessmentMean(answers);
  let overall: number | null = null;
  if (kpiMean !== null && selfMean !== null) overall = OVERALL_RATING_KPI_SHARE * kpiMean + OVERALL_RATING_SELF_SHARE * selfMean;
  else overall = kpiMean ?? selfMean;
  return {
    overallRating: overall === null ? null : roundRating(overall),
    kpiMean: kpiMean === null ? null : roundRating(kpiMean),
    selfAssessmentMean: selfMean === null ? null : roundRating(selfMean),
    formulaVersion: OVERALL_RATING_FORMULA_VERSION,
  };
}

/** The sum of a cycle's KPI weights; a cycle launches only when it is exactly 100. */
export const kpiWeightTotal = (weights: readonly number[]): number => weights.reduce((sum, w) => sum + w, 0);

/** Why a cycle with these KPI weights may not launch, or null. */
export function kpiWeightProblem(weights: readonly number[]): string | null {
  if (weights.length === 0) return 'Add at least one KPI to the cycle: its KPI weights must add up to 100.';
  const total = kpiWeightTotal(weights);
  return total === 100 ? null : `The KPI weights of this cycle add up to ${total}; they must add up to 100.`;
}
