// Sign-in, refresh, sign-out, activation and password reset for both areas.
import {
  type ActivateAccountInput,
  type Area,
  type AuthTokens,
  type LoginInput,
  PASSWORD_RESET_CODE_TTL_MINUTES,
  type ResetPasswordInput,
  type VerifyResetCodeInput,
} from '@crewbase/domain';
import { loadAccount } from '../../platform/accounts';
import { writeAudit } from '../../platform/audit';
import type { ServiceContext } from '../../platform/context';
import { badRequest, forbidden, HttpError, unauthorized } from '../../platform/errors';
import { requireCodeMail } from '../../platform/mail';
import { codeValidity, consumeOneTimeCode, issueOneTimeCode } from '../../platform/one-time-codes';
import { hashPassword, verifyAgainstNothing, verifyPassword } from '../../platform/passwords';
import { revokeAllRefreshTokens, revokeFamilyOfToken, revokeRefreshFamily, rotateRefreshToken } from '../../platform/refresh-tokens';
import { randomToken, sha256 } from '../../platform/secrets';
import { startSession } from '../../platform/sessions';
import { signAccessToken } from '../../platform/tokens';
import * as repo from './auth.repository';

export const WRONG_CREDENTIALS = 'Incorrect email or password.';
export const WRONG_CODE = 'That code is wrong or has expired.';
const RESET_EXPIRED = 'This reset has expired. Request a new code.';
const SESSION_ENDED = 'Your session has ended. Sign in again.';
const RESET_TOKEN_TTL_MINUTES = 15;

/** Why a correct password still cannot sign in (403), per area and status. */
const statusRefusals: Record<Area, Record<string, string>> = {
  staff: {
    Pending: 'Activate your account before signing in.',
    Suspended: 'Your account is suspended. Contact HR to find out more.',
    Resigned: 'Your account was closed when you left the company. Contact HR if you need access.',
    Terminated: 'Your account has been closed. Contact HR if you think this is a mistake.',
  },
  admin: {
    Pending: 'Your admin account has not been activated yet. Ask a super admin to activate it.',
    Inactive: 'Your admin account is inactive. Ask a super admin to reactivate it.',
  },
};

/**
 * Sign-in answers an unknown email, a pending account and a wrong password alike (401, one message) after the same
 * work (one argon2 verification), so neither the answer nor its time tells whether an account exists. Only the right
 * password earns a more helpful refusal: a pending account that has one is told to activate, a closed one why.
 */
export async function login(ctx: ServiceContext, area: Area, input: LoginInput): Promise<AuthTokens> {
  const { email, password } = input;
  const refuse = (reason: string, error: HttpError): never => {
    ctx.log.warn({ area, email, outcome: 'failure', reason }, 'sign-in failed');
    throw error;
  };
  const account = await repo.findCredentials(ctx.db, area, email);
  const right = account?.passwordHash ? await verifyPassword(account.passwordHash, password) : await verifyAgainstNothing(password);
  if (!account) return refuse('unknown account', unauthorized(WRONG_CREDENTIALS));
  if (!right) return refuse(account.passwordHash ? 'wrong password' : `status ${account.status}, no password yet`, unauthorized(WRONG_CREDENTIALS));
  if (account.status !== 'Active') {
    return refuse(`status ${account.status}`, forbidden(statusRefusals[area][account.status] ?? 'This account cannot sign in.'));
  }
  const tokens = await startSession(ctx, area, account.id);
  ctx.log.info({ area, email, outcome: 'success' }, 'sign-in succeeded');
  return tokens;
}

export async function refresh(ctx: ServiceContext, area: Area, presented: string | null): Promise<AuthTokens> {
  if (!presented) throw unauthorized(SESSION_ENDED);
  const rotation = await rotateRefreshToken(ctx.db, area, presented, ctx.config);
  if (!rotation.ok) {
    if (rotation.reason === 'reused') ctx.log.warn({ area }, 'a rotated refresh token was used again; its family is revoked');
    throw unauthorized(SESSION_ENDED);
  }
  const account = await loadAccount(ctx.db, area, rotation.accountId);
  if (!account?.active) {
    await revokeRefreshFamily(ctx.db, rotation.familyId);
    throw unauthorized(SESSION_ENDED);
  }
  return {
    access_token: await signAccessToken(ctx.config.jwtSecret, { sub: rotation.accountId, area, sid: rotation.familyId }, ctx.config.accessTokenTtlSeconds),
    refresh_token: rotation.token,
  };
}

/** Signing out revokes the family of the presented refresh token; an unknown token changes nothing. */
export async function logout(ctx: ServiceContext, area: Area, refreshToken: string): Promise<void> {
  await revokeFamilyOfToken(ctx.db, area, refreshToken);
}

const codeMail = (firstName: string, what: string, code: string, validity: string, next: string) =>
  [
    `Hello ${firstName},`,
    '',
    `Your Crewbase ${what} code is ${code}. ${validity}`,
    '',
    next,
    '',
    'If you did not ask for this, you can ignore this email.',
  ].join('\n');

export const RESEND_ACKNOWLEDGEMENT = 'If that email belongs to an account awaiting activation, a new activation code is on its way.';
export const FORGOT_ACKNOWLEDGEMENT = 'If that email belongs to an active account, a reset code is on its way.';

/**
 * Code requests (resend activation, forgot password) answer the same for every email, at once: the account is looked
 * up and the code mailed after the answer has left, so neither the answer nor its time tells who has an account.
 * When codes cannot be mailed at all (production without SMTP_URL) every email gets the same 503.
 */
function afterAnswer(ctx: ServiceContext, work: () => Promise<void>): void {
  requireCodeMail(ctx.mailer);
  ctx.mailer.sendLater(ctx.log, work);
}

export function resendActivation(ctx: ServiceContext, email: string): void {
  afterAnswer(ctx, async () => {
    const account = await repo.findCredentials(ctx.db, 'staff', email);
    if (account?.status !== 'Pending') return;
    const { code, expiresAt } = await issueOneTimeCode(ctx.db, ctx.config, 'staff', account.id, 'activation');
    await ctx.mailer.send({
      to: account.email,
      subject: 'Your Crewbase activation code',
      text: codeMail(account.firstName, 'activation', code, codeValidity(ctx.config.invitationTtlSeconds, expiresAt), `Open ${ctx.config.staffAppUrl}/staff/auth/new-user, enter your email, this code and a new password.`),
      secrets: [code],
    });
  });
}

export async function activate(ctx: ServiceContext, input: ActivateAccountInput): Promise<AuthTokens> {
  const account = await repo.findCredentials(ctx.db, 'staff', input.email);
  if (account?.status !== 'Pending') throw badRequest(WRONG_CODE, [{ path: 'code', message: WRONG_CODE }]);
  if (!(await consumeOneTimeCode(ctx.db, ctx.config.jwtSecret, 'staff', account.id, 'activation', input.code))) {
    throw badRequest(WRONG_CODE, [{ path: 'code', message: WRONG_CODE }]);
  }
  const passwordHash = await hashPassword(input.password);
  const now = new Date();
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.activateStaff(tx, account.id, passwordHash, now))) throw new HttpError(409, 'This account is already active. Sign in instead.');
    await writeAudit(tx, { actor: { area: 'staff', id: account.id }, action: 'activate', entity: 'staff', entityId: account.id, from: { status: 'Pending' }, to: { status: 'Active' } });
  });
  ctx.log.info({ area: 'staff', email: input.email }, 'account activated');
  return startSession(ctx, 'staff', account.id);
}

export function forgotPassword(ctx: ServiceContext, email: string): void {
  afterAnswer(ctx, async () => {
    const account = await repo.findCredentials(ctx.db, 'staff', email);
    if (account?.status !== 'Active') return;
    const { code, expiresAt } = await issueOneTimeCode(ctx.db, ctx.config, 'staff', account.id, 'password_reset');
    await ctx.mailer.send({
      to: account.email,
      subject: 'Your Crewbase password reset code',
      text: codeMail(account.firstName, 'password reset', code, codeValidity(PASSWORD_RESET_CODE_TTL_MINUTES * 60, expiresAt), `Enter it at ${ctx.config.staffAppUrl}/staff/auth/code-verification, then choose a new password.`),
      secrets: [code],
    });
  });
}

export async function verifyResetCode(ctx: ServiceContext, input: VerifyResetCodeInput): Promise<{ reset_token: string }> {
  const account = await repo.findCredentials(ctx.db, 'staff', input.email);
  const right =
    account?.status === 'Active' && (await consumeOneTimeCode(ctx.db, ctx.config.jwtSecret, 'staff', account.id, 'password_reset', input.code));
  if (!account || !right) throw badRequest(WRONG_CODE, [{ path: 'code', message: WRONG_CODE }]);
  const resetToken = randomToken();
  await repo.insertResetToken(ctx.db, {
    area: 'staff',
    accountId: account.id,
    tokenHash: sha256(resetToken),
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MINUTES * 60_000),
  });
  return { reset_token: resetToken };
}

/** Sets the new password and ends every session of the person (refresh families revoked, older access tokens refused). */
export async function resetPassword(ctx: ServiceContext, input: ResetPasswordInput): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  const now = new Date();
  const accountId = await ctx.db.transaction(async (tx) => {
    const owner = await repo.spendResetToken(tx, sha256(input.reset_token), now);
    if (owner?.area !== 'staff' || !(await repo.setStaffPassword(tx, owner.accountId, passwordHash, now))) return null;
    await revokeAllRefreshTokens(tx, 'staff', owner.accountId, now);
    await writeAudit(tx, { actor: { area: 'staff', id: owner.accountId }, action: 'reset-password', entity: 'staff', entityId: owner.accountId });
    return owner.accountId;
  });
  if (!accountId) throw badRequest(RESET_EXPIRED, [{ path: 'reset_token', message: RESET_EXPIRED }]);
  ctx.log.info({ area: 'staff', accountId }, 'password reset; all sessions ended');
}
