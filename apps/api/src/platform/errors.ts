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

function toEnvelope(error: FastifyError | HttpError | Error): Envelope {
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
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return envelope(413, 'Send one file at a time.');
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return envelope(415, 'Send the file as multipart/form-data.');
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) return envelope(statusCode, error.message);
  return envelope(500, 'Something went wrong on our side. Try again in a moment.');
}

/** Installs the error and not-found handlers. Registered before the routes so every route shares them. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const body = toEnvelope(error);
    if (body.statusCode >= 500) {
      const cause = isResponseSerializationError(error as FastifyError) ? { cause: (error as FastifyError).cause } : {};
      request.log.error({ err: error, ...cause }, 'request failed');
    }
    return reply.code(body.statusCode).send(body);
  });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send(envelope(404, `No route for ${request.method} ${request.url.split('?')[0]}.`)),
  );
}
