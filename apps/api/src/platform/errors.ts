// The one error envelope: { statusCode, error, message, details? }. Bad input is never a 500.
import type { ErrorDetail } from '@crewbase/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { STATUS_CODES } from 'node:http';
import { MEDIA_UPLOAD_MAX_BYTES } from '@crewbase/domain';
import type { ZodError } from 'zod';

/** An error a service throws on purpose; the handler sends it as the envelope. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: ErrorDetail[],
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: ErrorDetail[]) => new HttpError(400, message, details);
export const unauthorized = (message = 'Sign in to continue.') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to do that.') => new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

export const zodIssuesToDetails = (error: Pick<ZodError, 'issues'>): ErrorDetail[] =>
  error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));

const uploadTooLargeMessage = `The file is larger than ${MEDIA_UPLOAD_MAX_BYTES / 1024 / 1024} MB.`;

interface Envelope {
  statusCode: number;
  error: string;
  message: string;
  details?: ErrorDetail[];
}

const envelope = (statusCode: number, message: string, details?: ErrorDetail[]): Envelope => ({
  statusCode,
  error: STATUS_CODES[statusCode] ?? 'Error',
  message,
  ...(details && details.length > 0 ? { details } : {}),
});

/** Any error as the envelope a caller reads (also each refused record of a bulk decision). */
export function toEnvelope(error: FastifyError | HttpError | Error): Envelope {
  if (error instanceof HttpError) return envelope(error.statusCode, error.message, error.details);
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = error.validation.map((v) => ({
      path: v.instancePath.replace(/^\//, '').replace(/\//g, '.'),
      message: v.message ?? 'Invalid value',
    }));
    const where = error.validationContext === 'querystring' ? 'query string' : (error.validationContext ?? 'request');
    return envelope(400, `The ${where} is not valid: ${details.map((d) => (d.path ? `${d.path}: ${d.message}` : d.message)).join('; ')}`, details);
  }
  const code = (error as FastifyError).code;
  const statusCode = (error as FastifyError).statusCode;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return envelope(413, uploadTooLargeMessage);
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') return envelope(413, 'The request body is too large.');
  if (code === 'FST_FILES_LIMIT') return envelope(400, 'Send one file per upload, in the "file" field.', [{ path: 'file', message: 'Send one file.' }]);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return envelope(413, 'Send one file at a time.');
  const sqlState = pgErrorCode(error);
  // Data exceptions (class 22: a value out of range, text the database cannot hold) and an oversized value come
  // from the input, whatever check missed them: the client's to fix, never a 500.
  if (sqlState && (sqlState.startsWith('22') || sqlState === '54000')) return envelope(400, 'A value in the request cannot be stored. Check the values you sent.');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return envelope(415, 'Send the file as multipart/form-data.');
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) return envelope(statusCode, error.message);
  return envelope(500, 'Something went wrong on our side. Try again in a moment.');
}

/** The SQLSTATE of a database error, however deep a driver or drizzle wrapped it. */
function pgErrorCode(error: unknown): string | null {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** Errors whose message is about our code, not the caller's data, so it may be logged. */
const PROGRAMMING_ERRORS = ['TypeError', 'RangeError', 'ReferenceError', 'SyntaxError'];

/**
 * An error as the logs keep it: its kind, code, SQLSTATE and where it was thrown. Never its message when it may
 * carry data (a failed query's text and parameters, a value echoed back) and never a request's body or query.
 */
export function safeErrorLog(error: unknown): { type: string; message: string; stack: string; [detail: string]: unknown } {
  if (!(error instanceof Error)) return { type: typeof error, message: 'a non-error was thrown', stack: '' };
  const type = error.constructor?.name ?? error.name;
  const sqlState = pgErrorCode(error);
  const code = (error as { code?: unknown }).code;
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line)).slice(0, 12);
  const showMessage = sqlState === null && PROGRAMMING_ERRORS.includes(error.name);
  // A schema's refusal (a response that does not fit its schema): where and why, without the values.
  const issues = (error as { issues?: Array<{ path?: PropertyKey[]; code?: string }> }).issues;
  return {
    type,
    message: showMessage ? error.message : `${type} (message withheld: it may carry request data)`,
    stack: frames.join('\n'),
    ...(typeof code === 'string' ? { code } : {}),
    ...(sqlState ? { sqlState } : {}),
    ...(Array.isArray(issues) ? { issues: issues.slice(0, 10).map((i) => ({ path: (i.path ?? []).map(String).join('.'), code: i.code })) } : {}),
  };
}

/** Request and error serializers for the logger: the route and method, never query values, bodies or SQL parameters. */
export const safeLogSerializers = {
  req: (request: { method?: string; url?: string; routeOptions?: { url?: string } }) => ({
    method: request.method,
    // The route pattern (/api/admin/staff/:id), or only the path for an unmatched URL: never the query string.
    url: request.routeOptions?.url ?? request.url?.split('?')[0],
  }),
  err: safeErrorLog,
};

/** Installs the error and not-found handlers. Registered before the routes so every route shares them. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const body = toEnvelope(error);
    const route = { method: request.method, route: request.routeOptions.url ?? request.url.split('?')[0] };
    if (body.statusCode >= 500) {
      const serialization = isResponseSerializationError(error as FastifyError) ? { cause: safeErrorLog((error as FastifyError).cause) } : {};
      request.log.error({ ...route, error: safeErrorLog(error), ...serialization }, 'request failed');
    } else if (!(error instanceof HttpError) && pgErrorCode(error)) {
      request.log.warn({ ...route, error: safeErrorLog(error) }, 'the database refused a value; answered 400');
    }
    return reply.code(body.statusCode).send(body);
  });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send(envelope(404, `No route for ${request.method} ${request.url.split('?')[0]}.`)),
  );
}
