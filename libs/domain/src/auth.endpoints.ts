// Sign-in endpoints of both areas (sign in, refresh, sign out), the staff member's own account codes (activation,
// password reset) and a new admin's activation. The sign-in screens load these first, so this file and the schemas it
// uses are zod/mini (see auth.ts).
import * as z from 'zod/mini';
import { acknowledgementSchema } from './acknowledgement';
import {
  activateAccountInputSchema,
  authTokensSchema,
  loginInputSchema,
  requestCodeInputSchema,
  resetPasswordInputSchema,
  resetTokenSchema,
  verifyResetCodeInputSchema,
} from './auth';
import { endpoint } from './contract/endpoint';
import { publicAccess } from './contract/route-access';
import type { Area } from './enums';

export const logoutInputSchema = z.object({ refresh_token: z.string().check(z.minLength(1)) });

/** Sign in, refresh and sign out of one area: `/api/{area}/auth/...`. */
const signInEndpointsOf = <A extends Area>(area: A) => {
  const tags = [`${area} auth`];
  return {
    login: endpoint({
      method: 'POST', path: `/api/${area}/auth/login`, access: publicAccess, rateLimited: true, tags, summary: `Sign in to the ${area} area`,
      body: loginInputSchema, status: 200, response: authTokensSchema,
    }),
    refresh: endpoint({
      method: 'GET', path: `/api/${area}/auth/refresh`, access: publicAccess, tags,
      summary: 'Exchange the refresh token (sent as the bearer token) for a new pair; the old one is rotated',
      headers: z.object({ authorization: z.optional(z.string()) }), status: 200, response: authTokensSchema,
    }),
    // The refresh token is the proof: a person whose access token has already expired can still sign out.
    logout: endpoint({
      method: 'POST', path: `/api/${area}/auth/logout`, access: publicAccess, tags, summary: 'Sign out: revokes the refresh token family of this sign-in',
      body: logoutInputSchema, status: 204,
    }),
  };
};

export const signInEndpoints = { staff: signInEndpointsOf('staff'), admin: signInEndpointsOf('admin') };

const tags = ['staff auth'];

export const staffAccountEndpoints = {
  resendActivation: endpoint({
    method: 'POST', path: '/api/staff/auth/resend-activation', access: publicAccess, rateLimited: true, tags,
    summary: 'Mail a new activation code (same answer whether or not the email exists)',
    body: requestCodeInputSchema, status: 202, response: acknowledgementSchema,
  }),
  activate: endpoint({
    method: 'POST', path: '/api/staff/auth/activate', access: publicAccess, rateLimited: true, tags, summary: 'Prove the activation code and choose a password (Pending -> Active)',
    body: activateAccountInputSchema, status: 200, response: authTokensSchema,
  }),
  forgotPassword: endpoint({
    method: 'POST', path: '/api/staff/auth/forgot-password', access: publicAccess, rateLimited: true, tags,
    summary: 'Mail a password reset code (same answer whether or not the email exists)',
    body: requestCodeInputSchema, status: 202, response: acknowledgementSchema,
  }),
  verifyResetCode: endpoint({
    method: 'POST', path: '/api/staff/auth/verify-reset-code', access: publicAccess, rateLimited: true, tags, summary: 'Exchange a reset code for a short-lived reset token',
    body: verifyResetCodeInputSchema, status: 200, response: resetTokenSchema,
  }),
  resetPassword: endpoint({
    method: 'POST', path: '/api/staff/auth/reset-password', access: publicAccess, rateLimited: true, tags,
    summary: 'Set a new password with a reset token; ends every session of the person',
    body: resetPasswordInputSchema, status: 204,
  }),
};

/** A new admin's activation (/activate in the admin console). Listed in adminEndpoints too, which the API registers. */
export const adminAccountEndpoints = {
  activate: endpoint({
    method: 'POST', path: '/api/admin/auth/activate', access: publicAccess, rateLimited: true, tags: ['admin auth'],
    summary: 'A new admin proves the mailed activation code and chooses a password (Pending -> Active)',
    body: activateAccountInputSchema, status: 200, response: authTokensSchema,
  }),
};
