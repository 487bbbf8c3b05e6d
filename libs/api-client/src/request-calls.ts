// What the four request endpoint groups (leave, loans, medical assistance, payment requests) share.
import type { ListQuery, requestDecisionInputSchema } from '@crewbase/domain';
import type { z } from 'zod';
import { toSearchParams } from './to-search-params';

/** The optional note every decision (approve, reject, withdraw, disburse, ...) carries for the record. */
export type DecisionFields = z.input<typeof requestDecisionInputSchema>;

/** A request list's query; the API's list definition adds its defaults (newest first, the createdAt bound). */
export const requestListParams = (query: Partial<ListQuery>) => ({ searchParams: toSearchParams(query) });
