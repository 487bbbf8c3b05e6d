// Success notices other screens hand to the sign-in screen through router state.
export const loginNotices = {
  'password-reset': 'Your password has been reset. Sign in with your new password.',
  'account-active': 'Your account is active. Sign in with your email and new password.',
} as const;

export type LoginNotice = keyof typeof loginNotices;

export type LoginLocationState = { notice: LoginNotice };

export const readLoginNotice = (state: unknown): string | null => {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null;
  const notice = (state as { notice: unknown }).notice;
  return typeof notice === 'string' && notice in loginNotices ? loginNotices[notice as LoginNotice] : null;
};
