// A bulk decision: one admin decision (approve, reject, ...) taken on many records of one workflow at once, with one
// note. Each record is decided on its own, through the same state machine as the single decision, so one refused
// record (decided a moment ago, deleted, unknown) never stops the others; the answer says, per record, which.
import { z } from 'zod';

/** The most records one bulk decision takes (a full list page is 100). */
export const BULK_DECISION_MAX_IDS = 200;

export const bulkDecisionInputSchema = z.object({
  ids: z
    .array(z.uuid({ message: 'Not a valid id.' }), { message: 'Give the ids of the records to decide, as a list.' })
    .min(1, 'Choose at least one record.')
    .max(BULK_DECISION_MAX_IDS, `Decide at most ${BULK_DECISION_MAX_IDS} records at a time.`),
  note: z.string({ message: 'Write the note as text.' }).trim().max(500, 'Keep the note under 500 characters.').optional(),
});
export type BulkDecisionInput = z.infer<typeof bulkDecisionInputSchema>;

/** One record's outcome: decided (with the state it is in now), or refused with the reason the single decision gives. */
export const bulkDecisionOutcomeSchema = z.discriminatedUnion('ok', [
  z.object({ id: z.string(), ok: z.literal(true), status: z.string() }),
  z.object({ id: z.string(), ok: z.literal(false), statusCode: z.number().int(), message: z.string() }),
]);
export type BulkDecisionOutcome = z.infer<typeof bulkDecisionOutcomeSchema>;

export const bulkDecisionResultSchema = z.object({
  action: z.string(),
  /** How many were decided and how many refused. */
  succeeded: z.number().int(),
  refused: z.number().int(),
  /** One per id asked for (each id once), in the order asked. */
  results: z.array(bulkDecisionOutcomeSchema),
});
export type BulkDecisionResult = z.infer<typeof bulkDecisionResultSchema>;

/** The bulk endpoint's `:action`: one of the decisions the workflow offers in bulk. */
export const bulkDecisionParamsSchema = <const K extends string>(actions: readonly [K, ...K[]]) =>
  z.object({ action: z.enum(actions, { message: `Decide in bulk with one of: ${actions.join(', ')}.` }) });
