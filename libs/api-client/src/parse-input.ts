import type { AnySchema } from '@crewbase/domain';
import { safeParse, type input as InputOf, type output as OutputOf } from 'zod/mini';
import { ApiError } from './api-error';

/**
 * Checks (and normalises, e.g. trims and lowercases emails) what is about to be sent, with the same schema the API
 * uses. A refusal looks exactly like the API's 400, so forms show it beside the field either way.
 */
export function parseInput<S extends AnySchema>(schema: S, input: InputOf<S>): OutputOf<S> {
  const parsed = safeParse(schema, input);
  if (parsed.success) return parsed.data;
  const details = parsed.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
  throw new ApiError(400, {
    statusCode: 400,
    error: 'Bad Request',
    message: details[0]?.message ?? 'Check the information entered.',
    details,
  });
}
