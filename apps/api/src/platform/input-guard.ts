// Text the database cannot keep is refused at the door, once for every route: a NUL character (PostgreSQL text
// cannot hold one) or half of a UTF-16 surrogate pair (not Unicode; jsonb audit entries refuse it). Body, query
// string and path parameters are checked before validation, so every route answers a 400 naming the field instead
// of a database error.
import type { ErrorDetail } from '@crewbase/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from './errors';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');

/** Why a string cannot be stored, or null when it can. */
export function unstorableText(value: string): string | null {
  if (value.includes('\u0000')) return 'Remove the NUL character (\\u0000): text cannot contain it.';
  if (LONE_SURROGATE.test(value)) return 'The text contains a broken character (half of a UTF-16 surrogate pair).';
  return null;
}

/** The string with every lone surrogate replaced by U+FFFD, for text we keep anyway (an upload's file name). */
export const wellFormed = (value: string): string => value.replace(LONE_SURROGATES, '\uFFFD');

const MAX_DEPTH = 64;
const MAX_PROBLEMS = 20;

/** Every unstorable string (keys included) in a parsed value, with its path. */
export function findUnstorableText(value: unknown, path: string[] = [], problems: ErrorDetail[] = [], depth = 0): ErrorDetail[] {
  if (problems.length >= MAX_PROBLEMS || depth > MAX_DEPTH) return problems;
  if (typeof value === 'string') {
    const problem = unstorableText(value);
    if (problem) problems.push({ path: path.join('.'), message: problem });
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => findUnstorableText(item, [...path, String(i)], problems, depth + 1));
  } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      const keyProblem = unstorableText(key);
      // The key itself is the problem: name it without the character that broke it.
      if (keyProblem) problems.push({ path: [...path, wellFormed(key).replaceAll('\u0000', '\\u0000')].join('.'), message: keyProblem });
      else findUnstorableText(item, [...path, key], problems, depth + 1);
    }
  }
  return problems;
}

const places = [
  ['params', 'path'],
  ['query', 'query string'],
  ['body', 'body'],
] as const;

/** The 400 for the first part of the request holding unstorable text, or undefined when all of it can be stored. */
function guard(request: FastifyRequest): Error | undefined {
  for (const [part, where] of places) {
    const problems = findUnstorableText(request[part]);
    if (problems.length > 0) {
      return badRequest(`The ${where} is not valid: ${problems.map((p) => (p.path ? `${p.path}: ${p.message}` : p.message)).join('; ')}`, problems);
    }
  }
  return undefined;
}

/** Installs the check on every route (before schema validation, after the body is parsed). */
export function installInputGuard(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every request, and has nothing to wait for.
  app.addHook('preValidation', (request, _reply, done) => done(guard(request)));
}
