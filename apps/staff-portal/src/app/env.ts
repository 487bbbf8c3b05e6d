// The portal's settings, read from Vite's env once at boot and checked with zod so a bad deploy fails loudly, not later.
// zod/mini, as the sign-in's schemas: this runs in the first load (see libs/domain/src/auth.ts).
import * as z from 'zod/mini';

// An empty variable (`VITE_API_URL=`) means "use the default", the same as leaving it out.
const withDefault = (schema: z.ZodMiniType<string>, fallback: string) =>
  z.pipe(
    z.transform((v: unknown): unknown => (v === '' || v == null ? fallback : v)),
    schema,
  );

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

const envSchema = z.object({
  VITE_API_URL: withDefault(httpUrl, 'http://localhost:3000/api'),
  VITE_ADMIN_APP_URL: withDefault(httpUrl, 'http://localhost:4300'),
  VITE_STAFF_APP_URL: withDefault(httpUrl, 'http://localhost:4200'),
  VITE_PRIVACY_URL: withDefault(z.string().check(z.minLength(1)), '/privacy'),
});

export type StaffEnv = {
  /** Base of every API call, without a trailing slash (`http://localhost:3000/api`). */
  apiUrl: string;
  adminAppUrl: string;
  staffAppUrl: string;
  privacyUrl: string;
};

const trimSlash = (url: string) => url.replace(/\/+$/, '');

export const parseEnv = (raw: Record<string, unknown>): StaffEnv => {
  const result = envSchema.safeParse(raw);
  if (!result.success) {
    throw new Error(`The staff portal's environment is invalid:\n${z.prettifyError(result.error)}`);
  }
  const values = result.data;
  const apiUrl = trimSlash(values.VITE_API_URL);
  return {
    apiUrl,
    adminAppUrl: trimSlash(values.VITE_ADMIN_APP_URL),
    staffAppUrl: trimSlash(values.VITE_STAFF_APP_URL),
    privacyUrl: values.VITE_PRIVACY_URL,
  };
};

export const env: StaffEnv = parseEnv(import.meta.env);
