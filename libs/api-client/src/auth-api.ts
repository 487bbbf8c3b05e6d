// Sign-in, session and account endpoints of both areas (contracts.md, "API").
import { getStoredLogin } from '@crewbase/auth';
import {
  acknowledgementSchema,
  activateAccountInputSchema,
  adminProfileSchema,
  authTokensSchema,
  loginInputSchema,
  requestCodeInputSchema,
  resetPasswordInputSchema,
  resetTokenSchema,
  staffProfileSchema,
  updateAdminProfileInputSchema,
  updateStaffProfileInputSchema,
  verifyResetCodeInputSchema,
  type Acknowledgement,
  type AdminProfile,
  type Area,
  type AuthTokens,
  type ResetToken,
  type StaffProfile,
} from '@crewbase/domain';
import type { z } from 'zod';
import { callApi, callApiWithoutAnswer } from './call-api';
import { currentApiClient } from './configure-api-client';
import { parseInput } from './parse-input';

type In<S extends z.ZodType> = z.input<S>;

export const authApi = {
  /** The tokens to store; storing them is the caller's choice (see useLogin). */
  async login(area: Area, input: In<typeof loginInputSchema>): Promise<AuthTokens> {
    const json = parseInput(loginInputSchema, input);
    return callApi(authTokensSchema, `${area}/auth/login`, { method: 'post', json, anonymous: true });
  },

  /** Renews and stores the area's login now (single flight, shared across tabs). */
  async refresh(area: Area): Promise<AuthTokens> {
    const client = currentApiClient();
    if (client.area !== area) throw new Error(`This app's API client signs in to the ${client.area} area, not ${area}.`);
    return client.session.renew();
  },

  /**
   * Revokes a login's refresh token on the server: the one given (captured before the login was forgotten, see
   * useLogout), else the stored one. Sent without refreshing and without the 401 flow: an expired session needs
   * no sign-out, and signing out must never reload the page. Leaves the stored login alone.
   */
  async logout(area: Area, login: AuthTokens | null = getStoredLogin(area)): Promise<void> {
    if (!login) return;
    await callApiWithoutAnswer(`${area}/auth/logout`, {
      method: 'post',
      json: { refresh_token: login.refresh_token },
      headers: { Authorization: `Bearer ${login.access_token}` },
      anonymous: true,
    });
  },

  staffProfile: (): Promise<StaffProfile> => callApi(staffProfileSchema, 'staff/auth/profile'),

  async updateStaffProfile(input: In<typeof updateStaffProfileInputSchema>): Promise<StaffProfile> {
    const json = parseInput(updateStaffProfileInputSchema, input);
    return callApi(staffProfileSchema, 'staff/auth/profile', { method: 'patch', json });
  },

  adminProfile: (): Promise<AdminProfile> => callApi(adminProfileSchema, 'admin/auth/profile'),

  async updateAdminProfile(input: In<typeof updateAdminProfileInputSchema>): Promise<AdminProfile> {
    const json = parseInput(updateAdminProfileInputSchema, input);
    return callApi(adminProfileSchema, 'admin/update-profile', { method: 'post', json });
  },

  async resendActivation(input: In<typeof requestCodeInputSchema>): Promise<Acknowledgement> {
    const json = parseInput(requestCodeInputSchema, input);
    return callApi(acknowledgementSchema, 'staff/auth/resend-activation', { method: 'post', json, anonymous: true });
  },

  /** Pending -> Active in either area (staff /new-user, admin /activate); answers with a login to store (see useActivateAccount). */
  async activate(area: Area, input: In<typeof activateAccountInputSchema>): Promise<AuthTokens> {
    const json = parseInput(activateAccountInputSchema, input);
    return callApi(authTokensSchema, `${area}/auth/activate`, { method: 'post', json, anonymous: true });
  },

  async forgotPassword(input: In<typeof requestCodeInputSchema>): Promise<Acknowledgement> {
    const json = parseInput(requestCodeInputSchema, input);
    return callApi(acknowledgementSchema, 'staff/auth/forgot-password', { method: 'post', json, anonymous: true });
  },

  async verifyResetCode(input: In<typeof verifyResetCodeInputSchema>): Promise<ResetToken> {
    const json = parseInput(verifyResetCodeInputSchema, input);
    return callApi(resetTokenSchema, 'staff/auth/verify-reset-code', { method: 'post', json, anonymous: true });
  },

  /** Ends every session of the person; they sign in again with the new password. */
  async resetPassword(input: In<typeof resetPasswordInputSchema>): Promise<void> {
    const json = parseInput(resetPasswordInputSchema, input);
    await callApiWithoutAnswer('staff/auth/reset-password', { method: 'post', json, anonymous: true });
  },
};
