// Sign-in, tokens, activation and password reset: the shapes both apps and the API agree on. Written with zod/mini
// (the same schemas, built from functions rather than methods) because the sign-in screens load them first and
// zod/mini is the part of zod they use, about 5 kB, where the full zod is 27 kB gzipped: the rest of the domain,
// which loads after sign-in, uses the full zod, and both kinds of schema compose (see README, "Front-end bundles").
import * as z from 'zod/mini';

export const emailSchema = z.string().check(z.trim(), z.toLowerCase(), z.email('Enter a valid email address'), z.maxLength(254));

/** Passwords: 8 to 128 characters with at least one letter and one digit. */
export const passwordSchema = z.string().check(
  z.minLength(8, 'Use at least 8 characters'),
  z.maxLength(128, 'Use at most 128 characters'),
  z.regex(/[A-Za-z]/, 'Include at least one letter'),
  z.regex(/\d/, 'Include at least one number'),
);

export const loginInputSchema = z.object({
  email: emailSchema,
  password: z.string().check(z.minLength(1, 'Enter your password'), z.maxLength(128)),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

/** The stored login object, as the API returns it from sign-in and refresh. */
export const authTokensSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
});
export type AuthTokens = z.infer<typeof authTokensSchema>;

/** One-time codes (activation, password reset) are six digits. */
export const oneTimeCodeSchema = z.string().check(z.trim(), z.regex(/^\d{6}$/, 'Enter the 6-digit code'));
/** A password reset code lives minutes; an activation code (an invitation) lives the API's INVITATION_TTL (72 hours). */
export const PASSWORD_RESET_CODE_TTL_MINUTES = 15;
export const ONE_TIME_CODE_MAX_ATTEMPTS = 5;

/** The new password typed twice, as the activation and reset forms ask for it. */
const passwordsMatch = z.refine<{ password: string; confirmPassword: string }>((v) => v.password === v.confirmPassword, {
  path: ['confirmPassword'],
  message: 'Passwords do not match',
});

export const requestCodeInputSchema = z.object({ email: emailSchema });
export type RequestCodeInput = z.infer<typeof requestCodeInputSchema>;

/** /staff/auth/new-user: a new staff member proves the activation code and sets a password. */
export const activateAccountInputSchema = z
  .object({
    email: emailSchema,
    code: oneTimeCodeSchema,
    password: passwordSchema,
    confirmPassword: z.string(),
  })
  .check(passwordsMatch);
export type ActivateAccountInput = z.infer<typeof activateAccountInputSchema>;

/** /staff/auth/code-verification: the reset code, exchanged for a short-lived reset token. */
export const verifyResetCodeInputSchema = z.object({ email: emailSchema, code: oneTimeCodeSchema });
export type VerifyResetCodeInput = z.infer<typeof verifyResetCodeInputSchema>;
export const resetTokenSchema = z.object({ reset_token: z.string() });
export type ResetToken = z.infer<typeof resetTokenSchema>;

/** /staff/auth/reset-password and /staff/auth/new-password. */
export const resetPasswordInputSchema = z
  .object({
    reset_token: z.string().check(z.minLength(1)),
    password: passwordSchema,
    confirmPassword: z.string(),
  })
  .check(passwordsMatch);
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;

/** Claims carried by an access token. */
export const accessClaimsSchema = z.object({
  sub: z.string(),
  area: z.enum(['staff', 'admin']),
  exp: z.number(),
});
export type AccessClaims = z.infer<typeof accessClaimsSchema>;
