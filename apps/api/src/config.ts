// Environment, parsed once with zod at boot: a bad value stops the API before it listens.
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { z } from 'zod';
import { apiRoot } from './platform/paths';

const DURATION = /^(\d+)\s*(s|m|h|d)$/;
const durationSeconds = z
  .string()
  .regex(DURATION, 'Use a number and a unit: 30s, 15m, 12h or 30d')
  .transform((v) => {
    const [, amount, unit] = DURATION.exec(v) as RegExpExecArray;
    return Number(amount) * { s: 1, m: 60, h: 3600, d: 86400 }[unit as 's' | 'm' | 'h' | 'd'];
  });

const booleanFlag = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => ['true', '1', 'yes'].includes(v));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).optional(),
  PGLITE_DIR: z.string().min(1).optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  STAFF_APP_URL: z.url().default('http://localhost:4200'),
  ADMIN_APP_URL: z.url().default('http://localhost:4300'),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().min(3).default('Crewbase <no-reply@crewbase.test>'),
  UPLOAD_DIR: z.string().min(1).optional(),
  SEED_DEMO: booleanFlag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Human-readable log lines instead of JSON (development only; `npm start` asks for them in a terminal). */
  LOG_PRETTY: booleanFlag.optional(),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  AUTH_RATE_LIMIT_ADDRESS_MAX: z.coerce.number().int().min(1).default(30),
  /** Keeps every mail's full text in memory and serves it at GET /api/test/mailbox (end-to-end tests; never production). */
  TEST_MAILBOX: booleanFlag.default(false),
  ACCESS_TOKEN_TTL: durationSeconds.default(15 * 60),
  REFRESH_FAMILY_MAX_AGE: durationSeconds.default(30 * 86400),
  /** How long an invitation (the activation code mailed when an account is created or its code resent) stays valid. */
  INVITATION_TTL: durationSeconds.pipe(z.number().min(60, 'INVITATION_TTL must be at least 1m')).default(72 * 3600),
  REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  TRUST_PROXY: booleanFlag.default(false),
  /** How long list totals and page starts are remembered (platform/list-memory); 0 turns it off. */
  LIST_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
  /** API processes sharing the port (PostgreSQL only); production defaults to one per core. */
  API_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
});

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  database: { kind: 'postgres'; url: string } | { kind: 'pglite'; dir: string };
  jwtSecret: string;
  staffAppUrl: string;
  adminAppUrl: string;
  corsOrigins: string[];
  smtpUrl: string | undefined;
  mailFrom: string;
  uploadDir: string;
  seedDemo: boolean;
  logLevel: string;
  logPretty: boolean;
  /** Sign-in and code requests allowed per minute per account (the email asked about). */
  authRateLimitMax: number;
  /** Sign-in and code requests allowed per minute per client address, whatever the emails. */
  authRateLimitAddressMax: number;
  /** The end-to-end tests' mailbox route (GET /api/test/mailbox); refused in production. */
  testMailbox: boolean;
  accessTokenTtlSeconds: number;
  refreshFamilyMaxAgeSeconds: number;
  refreshReuseGraceSeconds: number;
  /** Lifetime of an activation code (an invitation); password reset codes stay PASSWORD_RESET_CODE_TTL_MINUTES. */
  invitationTtlSeconds: number;
  trustProxy: boolean;
  listCacheSeconds: number;
  /** How many API processes serve the port: one per core in production on PostgreSQL, one on PGlite. */
  apiWorkers: number;
}

export class ConfigError extends Error {}

const inDataDir = (dataDir: string, value: string | undefined, fallback: string) =>
  value ? (isAbsolute(value) ? value : resolve(value)) : join(dataDir, fallback);

/** A development secret kept beside the data, so restarting the API does not sign everybody out. */
function developmentSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins the browser may call the API from: the two apps' own. Outside production an app on this machine is
 * reached as localhost, 127.0.0.1 or [::1] alike (the browser's address bar decides, not us), so each loopback app
 * URL is accepted under all three names, on its configured port only. Production accepts exactly the configured URLs.
 */
export function corsOrigins(appUrls: string[], production: boolean): string[] {
  const origins = appUrls.flatMap((value) => {
    const url = new URL(value);
    if (production || !LOOPBACK_NAMES.includes(url.hostname)) return [url.origin];
    return [url.origin, ...LOOPBACK_NAMES.filter((name) => name !== url.hostname).map((name) => `${url.protocol}//${name}${url.port ? `:${url.port}` : ''}`)];
  });
  return [...new Set(origins)];
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (production && !e.JWT_SECRET) throw new ConfigError('JWT_SECRET is required when NODE_ENV=production.');
  if (production && e.TEST_MAILBOX) throw new ConfigError('TEST_MAILBOX cannot be on when NODE_ENV=production: it would hand out one-time codes.');
  if (production && e.SEED_DEMO) throw new ConfigError('SEED_DEMO cannot be on when NODE_ENV=production: demo sign-ins are never seeded there.');

  if (e.API_WORKERS !== undefined && e.API_WORKERS > 1 && !e.DATABASE_URL) {
    throw new ConfigError('API_WORKERS above 1 needs DATABASE_URL: the embedded PGlite database belongs to one process.');
  }

  const dataDir = inDataDir(apiRoot, e.DATA_DIR, '.data');
  const pgliteDir = e.PGLITE_DIR === 'memory://' ? 'memory://' : inDataDir(dataDir, e.PGLITE_DIR, 'pglite');
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    database: e.DATABASE_URL ? { kind: 'postgres', url: e.DATABASE_URL } : { kind: 'pglite', dir: pgliteDir },
    jwtSecret: e.JWT_SECRET ?? developmentSecret(dataDir),
    staffAppUrl: e.STAFF_APP_URL.replace(/\/$/, ''),
    adminAppUrl: e.ADMIN_APP_URL.replace(/\/$/, ''),
    corsOrigins: corsOrigins([e.STAFF_APP_URL, e.ADMIN_APP_URL], production),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    uploadDir: inDataDir(dataDir, e.UPLOAD_DIR, 'uploads'),
    seedDemo: e.SEED_DEMO ?? !production,
    logLevel: e.LOG_LEVEL,
    logPretty: !production && (e.LOG_PRETTY ?? Boolean(process.stdout.isTTY)),
    authRateLimitMax: e.AUTH_RATE_LIMIT_MAX,
    authRateLimitAddressMax: e.AUTH_RATE_LIMIT_ADDRESS_MAX,
    testMailbox: e.TEST_MAILBOX,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL,
    refreshFamilyMaxAgeSeconds: e.REFRESH_FAMILY_MAX_AGE,
    refreshReuseGraceSeconds: e.REFRESH_REUSE_GRACE_SECONDS,
    invitationTtlSeconds: e.INVITATION_TTL,
    trustProxy: e.TRUST_PROXY,
    listCacheSeconds: e.LIST_CACHE_SECONDS,
    apiWorkers: e.API_WORKERS ?? (production && e.DATABASE_URL ? availableParallelism() : 1),
  };
}
