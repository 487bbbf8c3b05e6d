// Database refusals turned into the answers a person understands: a unique index -> 409 naming the field, a
// foreign key still pointing at a row -> 409 saying it is in use. Both drivers (pg, PGlite) report `code` and
// `constraint`; drizzle may wrap them in `cause`.
import type { ErrorDetail } from '@crewbase/domain';
import { conflict, HttpError } from './errors';

interface PgError {
  code?: string;
  constraint?: string;
}

export function pgErrorOf(error: unknown): PgError | null {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth += 1) {
    const candidate = current as PgError & { cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return null;
}

export const isUniqueViolation = (error: unknown, constraint?: string): boolean => {
  const pg = pgErrorOf(error);
  return pg?.code === '23505' && (constraint === undefined || pg.constraint === constraint);
};

export const isForeignKeyViolation = (error: unknown): boolean => pgErrorOf(error)?.code === '23503';

/** 409 for a taken value, with the field named so a form can show the message beside it. */
export const taken = (path: string, message: string): HttpError => new HttpError(409, message, [{ path, message } satisfies ErrorDetail]);

/** "used by 12 staff and 3 job titles" from counts; zero counts are left out. */
export function usageText(counts: ReadonlyArray<readonly [number, string, string]>): string | null {
  const parts = counts.filter(([n]) => n > 0).map(([n, one, many]) => `${n} ${n === 1 ? one : many}`);
  if (parts.length === 0) return null;
  return parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/** 409 for deleting something still in use. */
export const inUse = (what: string, usage: string): HttpError => conflict(`${what} is used by ${usage}. Move or remove those first.`);

/**
 * Runs a delete; a foreign key from a table we did not count (a later feature's rows) still becomes a 409
 * rather than a 500.
 */
export async function deleteOrExplain<T>(what: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw inUse(what, 'other records');
    throw error;
  }
}

/** Runs a write; a unique-index refusal (two people saving the same name at once) becomes `onTaken()`. */
export async function guardUnique<T>(work: () => Promise<T>, onTaken: (error: unknown) => HttpError | null): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const replacement = isUniqueViolation(error) ? onTaken(error) : null;
    throw replacement ?? error;
  }
}
