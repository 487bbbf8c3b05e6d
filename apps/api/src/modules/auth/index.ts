// Auth endpoints of both areas (contracts.md): sign-in, refresh, sign-out; staff activation and password reset.
import {
  acknowledgementSchema,
  activateAccountInputSchema,
  authTokensSchema,
  errorEnvelopeSchema,
  loginInputSchema,
  requestCodeInputSchema,
  resetPasswordInputSchema,
  resetTokenSchema,
  verifyResetCodeInputSchema,
} from '@crewbase/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serviceContext } from '../../platform/context';
import { authRateLimit } from '../../platform/rate-limit';
import { bearerToken } from '../../platform/tokens';
import * as auth from './auth.service';

const refused = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 429: errorEnvelopeSchema };

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = authRateLimit(app.config.authRateLimitMax);

  for (const area of ['staff', 'admin'] as const) {
    const tags = [`${area} auth`];

    app.post(
      `/api/${area}/auth/login`,
      {
        config: { public: true, rateLimit },
        schema: { tags, summary: `Sign in to the ${area} area`, body: loginInputSchema, response: { 200: authTokensSchema, ...refused } },
      },
      (request) => auth.login(serviceContext(request), area, request.body),
    );

    app.get(
      `/api/${area}/auth/refresh`,
      {
        config: { public: true },
        schema: {
          tags,
          summary: 'Exchange the refresh token (sent as the bearer token) for a new pair; the old one is rotated',
          headers: z.object({ authorization: z.string().optional() }),
          response: { 200: authTokensSchema, 401: errorEnvelopeSchema },
        },
      },
      (request) => auth.refresh(serviceContext(request), area, bearerToken(request.headers.authorization)),
    );

    app.post(
      `/api/${area}/auth/logout`,
      {
        // The refresh token is the proof: a person whose access token has already expired can still sign out.
        config: { public: true },
        schema: {
          tags,
          summary: 'Sign out: revokes the refresh token family of this sign-in',
          body: z.object({ refresh_token: z.string().min(1) }),
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await auth.logout(serviceContext(request), area, request.body.refresh_token);
        return reply.code(204).send(null);
      },
    );
  }

  const tags = ['staff auth'];

  app.post(
    '/api/staff/auth/resend-activation',
    {
      config: { public: true, rateLimit },
      schema: { tags, summary: 'Mail a new activation code (same answer whether or not the email exists)', body: requestCodeInputSchema, response: { 202: acknowledgementSchema, ...refused } },
    },
    async (request, reply) => {
      await auth.resendActivation(serviceContext(request), request.body.email);
      return reply.code(202).send({ message: auth.RESEND_ACKNOWLEDGEMENT });
    },
  );

  app.post(
    '/api/staff/auth/activate',
    {
      config: { public: true, rateLimit },
      schema: { tags, summary: 'Prove the activation code and choose a password (Pending -> Active)', body: activateAccountInputSchema, response: { 200: authTokensSchema, 409: errorEnvelopeSchema, ...refused } },
    },
    (request) => auth.activate(serviceContext(request), request.body),
  );

  app.post(
    '/api/staff/auth/forgot-password',
    {
      config: { public: true, rateLimit },
      schema: { tags, summary: 'Mail a password reset code (same answer whether or not the email exists)', body: requestCodeInputSchema, response: { 202: acknowledgementSchema, ...refused } },
    },
    async (request, reply) => {
      await auth.forgotPassword(serviceContext(request), request.body.email);
      return reply.code(202).send({ message: auth.FORGOT_ACKNOWLEDGEMENT });
    },
  );

  app.post(
    '/api/staff/auth/verify-reset-code',
    {
      config: { public: true, rateLimit },
      schema: { tags, summary: 'Exchange a reset code for a short-lived reset token', body: verifyResetCodeInputSchema, response: { 200: resetTokenSchema, ...refused } },
    },
    (request) => auth.verifyResetCode(serviceContext(request), request.body),
  );

  app.post(
    '/api/staff/auth/reset-password',
    {
      config: { public: true, rateLimit },
      schema: { tags, summary: 'Set a new password with a reset token; ends every session of the person', body: resetPasswordInputSchema, response: { 204: z.null(), ...refused } },
    },
    async (request, reply) => {
      await auth.resetPassword(serviceContext(request), request.body);
      return reply.code(204).send(null);
    },
  );
};
