// The console's configuration, parsed once at boot: a bad value stops the app with a message naming the variable.
// zod/mini, as the sign-in's schemas: this runs in the first load (see libs/domain/src/auth.ts).
import * as z from 'zod/mini';

const optional = <T extends z.ZodMiniType>(schema: T) =>
  // An empty `VITE_X=` line in a .env file means "use the default", not "an empty URL".
  z.pipe(
    z.transform((value: unknown) => (value === '' ? undefined : value)),
    schema,
  );

const httpUrl = z.pipe(
  z.url({ protocol: /^https?$/ }),
  z.transform((url: string) => url.replace(/\/+$/, '')),
);

export const envSchema = z.object({
  VITE_API_URL: optional(z._default(httpUrl, 'http://localhost:3000/api')),
  VITE_STAFF_APP_URL: optional(z._default(httpUrl, 'http://localhost:4200')),
  VITE_ADMIN_APP_URL: optional(z._default(httpUrl, 'http://localhost:4300')),
  /** A full URL, or a path on this console (the default is the console's own short privacy page). */
  VITE_PRIVACY_URL: optional(z._default(z.string().check(z.trim(), z.minLength(1)), '/admin/privacy')),
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
