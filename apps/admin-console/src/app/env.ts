// The console's configuration, parsed once at boot: a bad value stops the app with a message naming the variable.
import { z } from 'zod';

const optional = <T extends z.ZodType>(schema: T) =>
  // An empty `VITE_X=` line in a .env file means "use the default", not "an empty URL".
  z.preprocess((value) => (value === '' ? undefined : value), schema);

const httpUrl = z.url({ protocol: /^https?$/ }).transform((url) => url.replace(/\/+$/, ''));

export const envSchema = z.object({
  VITE_API_URL: optional(httpUrl.default('http://localhost:3000/api')),
  VITE_STAFF_APP_URL: optional(httpUrl.default('http://localhost:4200')),
  VITE_ADMIN_APP_URL: optional(httpUrl.default('http://localhost:4300')),
  /** A full URL, or a path on this console (the default is the console's own short privacy page). */
  VITE_PRIVACY_URL: optional(z.string().trim().min(1).default('/admin/privacy')),
});

export interface AppEnv {
  apiUrl: string;
  staffAppUrl: string;
  adminAppUrl: string;
  privacyUrl: string;
}

export function parseEnv(source: Record<string, unknown>): AppEnv {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`The admin console's environment is invalid — ${problems}`);
  }
  const parsed = result.data;
  return {
    apiUrl: parsed.VITE_API_URL,
    staffAppUrl: parsed.VITE_STAFF_APP_URL,
    adminAppUrl: parsed.VITE_ADMIN_APP_URL,
    privacyUrl: parsed.VITE_PRIVACY_URL,
  };
}

export const env: AppEnv = parseEnv(import.meta.env);
