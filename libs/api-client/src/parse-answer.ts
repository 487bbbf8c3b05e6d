import type { AnySchema } from '@crewbase/domain';
import { safeParse, type output as OutputOf } from 'zod/mini';
import { ApiError } from './api-error';

/** Reads a successful answer and checks it against its domain schema. */
export async function parseAnswer<S extends AnySchema>(schema: S, response: Response): Promise<OutputOf<S>> {
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch (cause) {
    throw unexpectedAnswer(response.status, cause);
  }
  return checkAnswer(schema, body, response.status);
}

export function checkAnswer<S extends AnySchema>(schema: S, body: unknown, status: number): OutputOf<S> {
  const parsed = safeParse(schema, body);
  if (!parsed.success) throw unexpectedAnswer(status, parsed.error);
  return parsed.data;
}

function unexpectedAnswer(status: number, cause: unknown): ApiError {
  return new ApiError(
    status,
    { statusCode: status, error: 'Unexpected Answer', message: 'Crewbase sent an answer this screen does not understand. Try again later.' },
    { cause },
  );
}
