// Sign-in, session and account-code endpoints of both areas (contracts.md, "API"). The sign-in screens load this
// first: the signed-in person's profile is profileApi.
import { getStoredLogin } from '@crewbase/auth';
import {
  adminAccountEndpoints,
  signInEndpoints,
  staffAccountEndpoints,
  type Acknowledgement,
  type Area,
  type AuthTokens,
  type EndpointBodyInput,
  type ResetToken,
} from '@crewbase/domain';
import { callEndpoint } from './call-endpoint';
import { currentApiClient } from './configure-api-client';

/** How long Log Out lets requests already on their way be answered before it revokes their session. */
export const LOGOUT_WAIT_FOR_REQUESTS_MS = 3000;

type Body<E extends keyof typeof staffAccountEndpoints> = EndpointBodyInput<(typeof staffAccountEndpoints)[E]>;

export const authApi = {
  /** The tokens to store; storing them is the caller's choice (see useLogin). */
  login: (area: Area, input: EndpointBodyInput<typeof signInEndpoints.staff.login>): Promise<AuthTokens> =>
    callEndpoint(signInEndpoints[area].login, { body: input }),

  /** Renews and stores the area's login now (single flight, shared across tabs). */
  async refresh(area: Area): Promise<AuthTokens> {
    const client = currentApiClient();
    if (client.area !== area) throw new Error(`This app's API client signs in to the ${client.area} area, not ${area}.`);
    return client.session.renew();
  },

  /**
   * Revokes a login's refresh token on the server: the one given (captured before the login was forgotten, see
   * useLogout), else the stored one. Sent without refreshing and without the 401 flow (a public endpoint): an
   * expired session needs no sign-out, and signing out must never reload the page. Leaves the stored login alone.
   * Requests already sent carry this session's access token: they are answered first (for at most
   * LOGOUT_WAIT_FOR_REQUESTS_MS), or the server would refuse those it reaches after the revocation (401s for
   * screens that have gone).
   */
  async logout(area: Area, login: AuthTokens | null = getStoredLogin(area)): Promise<void> {
    if (!login) return;
    let gaveUp: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      currentApiClient().requestsAnswered(),
      new Promise<void>((resolve) => {
        gaveUp = setTimeout(resolve, LOGOUT_WAIT_FOR_REQUESTS_MS);
      }),
    ]);
    clearTimeout(gaveUp);
    await callEndpoint(signInEndpoints[area].logout, {
      body: { refresh_token: login.refresh_token },
      headers: { Authorization: `Bearer ${login.access_token}` },
    });
  },

  resendActivation: (input: Body<'resendActivation'>): Promise<Acknowledgement> =>
    callEndpoint(staffAccountEndpoints.resendActivation, { body: input }),

  /** Pending -> Active in either area (staff /new-user, admin /activate); answers with a login to store (see useActivateAccount). */
  activate: (area: Area, input: Body<'activate'>): Promise<AuthTokens> =>
    area === 'staff' ? callEndpoint(staffAccountEndpoints.activate, { body: input }) : callEndpoint(adminAccountEndpoints.activate, { body: input }),

  forgotPassword: (input: Body<'forgotPassword'>): Promise<Acknowledgement> => callEndpoint(staffAccountEndpoints.forgotPassword, { body: input }),

  verifyResetCode: (input: Body<'verifyResetCode'>): Promise<ResetToken> => callEndpoint(staffAccountEndpoints.verifyResetCode, { body: input }),

  /** Ends every session of the person; they sign in again with the new password. */
  resetPassword: (input: Body<'resetPassword'>): Promise<void> => callEndpoint(staffAccountEndpoints.resetPassword, { body: input }),
};
