// A new account's way in: a one-time activation code, mailed (or kept in the outbox) with where to use it.
// Staff activate at /staff/auth/new-user, admins at /admin/auth/activate; both choose their password there.
import type { Area } from '@crewbase/domain';
import type { ServiceContext } from './context';
import { HttpError } from './errors';
import { codeValidity, issueOneTimeCode, retireOneTimeCodes } from './one-time-codes';

export async function mailActivationCode(
  ctx: Pick<ServiceContext, 'db' | 'config' | 'mailer'>,
  area: Area,
  account: { id: string; firstName: string; email: string },
): Promise<void> {
  const { code, expiresAt } = await issueOneTimeCode(ctx.db, ctx.config, area, account.id, 'activation');
  const where = area === 'staff' ? `${ctx.config.staffAppUrl}/staff/auth/new-user` : `${ctx.config.adminAppUrl}/admin/auth/activate`;
  const mail = {
    to: account.email,
    subject: area === 'staff' ? 'Welcome to Crewbase: activate your account' : 'Your Crewbase admin account: activate it',
    text: [
      `Hello ${account.firstName},`,
      '',
      `An account was created for you on Crewbase. Your activation code is ${code}. ${codeValidity(ctx.config.invitationTtlSeconds, expiresAt)}`,
      '',
      `Open ${where}?email=${encodeURIComponent(account.email)}, enter your email, this code and a password of your choice.`,
      '',
      'If the code has expired, ask for a new one there or from your HR team.',
    ].join('\n'),
    secrets: [code],
  };
  try {
    await ctx.mailer.send(mail);
  } catch (error) {
    // A code nobody received is no invitation: the profile then says none went out and offers the resend.
    await retireOneTimeCodes(ctx.db, area, account.id, 'activation');
    throw error;
  }
}

/**
 * The activation mail of an account that was just created. The account is saved either way: when the mail server
 * fails, the failure is logged and the admin resends the code from the person's profile (Pending accounts offer it).
 */
export async function mailActivationCodeOnCreate(
  ctx: Pick<ServiceContext, 'db' | 'config' | 'mailer' | 'log'>,
  area: Area,
  account: { id: string; firstName: string; email: string },
): Promise<void> {
  try {
    await mailActivationCode(ctx, area, account);
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode !== 503) throw error;
    ctx.log.warn({ area, accountId: account.id }, 'account created; its activation mail was not sent');
  }
}
