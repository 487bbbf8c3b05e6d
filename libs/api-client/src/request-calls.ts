// What the four request endpoint groups (leave, loans, medical assistance, payment requests) share.
import { listResponseSchema, requestDecisionInputSchema, type ListQuery, type ListResponse } from '@crewbase/domain';
import type { z } from 'zod';
import { callApi, callApiWithoutAnswer } from './call-api';
import { parseInput } from './parse-input';
import { toSearchParams } from './to-search-params';

/** The optional note every decision (approve, reject, withdraw, disburse, ...) carries for the record. */
export type DecisionFields = z.input<typeof requestDecisionInputSchema>;

/** People read requests newest first: sort=createdAt,DESC unless the query sorts otherwise. */
export const newestFirst = (query: Partial<ListQuery>): Partial<ListQuery> =>
  query.sort?.length ? query : { ...query, sort: [{ field: 'createdAt', direction: 'DESC' }] };

/** A request list with the spec's createdAt upper bound and newest first by default. */
export const requestList = <S extends z.ZodType>(item: S, path: string, query: Partial<ListQuery>): Promise<ListResponse<z.output<S>>> =>
  callApi(listResponseSchema(item), path, { searchParams: toSearchParams(newestFirst(query), { createdAtUpperBound: true }) });

/** PATCH a transition whose body is just the optional note (approve, reject, withdraw, ...). */
export const requestTransition = <S extends z.ZodType>(answer: S, path: string, input: DecisionFields = {}): Promise<z.output<S>> =>
  sendChecked(answer, path, 'patch', requestDecisionInputSchema, input);

/** Sends `input` checked (and normalised) by its domain schema first; a refusal rejects like the API's 400 would. */
export const sendChecked = async <S extends z.ZodType, I extends z.ZodType>(
  answer: S,
  path: string,
  method: 'post' | 'put' | 'patch',
  inputSchema: I,
  input: z.input<I>,
): Promise<z.output<S>> => callApi(answer, path, { method, json: parseInput(inputSchema, input) });

/** DELETE (admin, soft and audited); answers 204. */
export const deleteRequest = (path: string): Promise<void> => callApiWithoutAnswer(path, { method: 'delete' });

export const idPath = (base: string, id: string) => `${base}/${encodeURIComponent(id)}`;
