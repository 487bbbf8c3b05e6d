// The one error type the API client reports: the API's error envelope, or one made up for failures the API never saw.
import { errorEnvelopeSchema, type ErrorEnvelope } from '@crewbase/domain';
import { TimeoutError } from 'ky';

const fallbackMessages: Record<number, string> = {
  400: 'Some of the information sent was not valid.',
  401: 'Sign in to continue.',
  403: 'You do not have permission to do that.',
  404: 'We could not find what you asked for.',
  409: 'That change clashes with the current state. Refresh and try again.',
  413: 'That is too large to upload.',
  429: 'Too many attempts. Wait a moment and try again.',
};

export const NETWORK_ERROR_MESSAGE = 'We could not reach Crewbase. Check your internet connection and try again.';
export const TIMEOUT_ERROR_MESSAGE = 'Crewbase took too long to answer. Check your internet connection and try again.';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The HTTP status; 0 when the request never got an answer (offline, timeout, blocked). */
  readonly status: number;
  readonly body: ErrorEnvelope;

  constructor(status: number, body: ErrorEnvelope, options?: { cause?: unknown }) {
    super(body.message, options);
    this.status = status;
    this.body = body;
  }

  /** The server's message for each field it refused, keyed by path (`email`, `items.0.amount`); first message wins. */
  fieldErrors(): Record<string, string> {
    const errors: Record<string, string> = {};
    for (const { path, message } of this.body.details ?? []) {
      if (path && !(path in errors)) errors[path] = message;
    }
    return errors;
  }

  static async fromResponse(response: Response): Promise<ApiError> {
    const text = await response.text().catch(() => '');
    return ApiError.fromAnswer(response.status, response.statusText, text);
  }

  /** Builds the error from a refused answer: the API's envelope when it sent one, else a plain message for the status. */
  static fromAnswer(status: number, statusText: string, text: string): ApiError {
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    const envelope = errorEnvelopeSchema.safeParse(parsed);
    if (envelope.success) return new ApiError(status, envelope.data);
    return new ApiError(status, {
      statusCode: status,
      error: statusText || 'Error',
      message:
        fallbackMessages[status] ??
        (status >= 500 ? 'Something went wrong on our side. Try again in a moment.' : 'The request could not be completed.'),
    });
  }

  /** Turns a failure to get any answer into an ApiError with status 0; an ApiError or a cancellation passes through. */
  static fromFailure(error: unknown): ApiError {
    if (error instanceof ApiError) return error;
    if (isAbort(error)) throw error;
    const timedOut = error instanceof TimeoutError;
    return new ApiError(
      0,
      { statusCode: 0, error: timedOut ? 'Timeout' : 'Network Error', message: timedOut ? TIMEOUT_ERROR_MESSAGE : NETWORK_ERROR_MESSAGE },
      { cause: error },
    );
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}
