// Rate limits for sign-in and one-time-code endpoints: per minute, per client IP + the email in the body.
import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors';

export const authRateLimit = (max: number) => ({
  max,
  timeWindow: '1 minute',
  // After validation, so the email is already trimmed and lower-cased.
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => {
    const email = (request.body as { email?: unknown } | undefined)?.email;
    return `${request.ip}|${typeof email === 'string' ? email : '-'}`;
  },
});

export const rateLimitError = () => new HttpError(429, 'Too many attempts. Wait a minute and try again.');
