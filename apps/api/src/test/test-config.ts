// The configuration every API test starts from.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Config } from '../config';

export const TEST_JWT_SECRET = 'crewbase-test-secret-0123456789abcdefghijklmnopqrstuvwxyz';

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    nodeEnv: 'test',
    port: 0,
    host: '127.0.0.1',
    database: { kind: 'pglite', dir: 'memory://' },
    jwtSecret: TEST_JWT_SECRET,
    staffAppUrl: 'http://localhost:4200',
    adminAppUrl: 'http://localhost:4300',
    corsOrigins: ['http://localhost:4200', 'http://localhost:4300'],
    smtpUrl: undefined,
    mailFrom: 'Crewbase <no-reply@crewbase.test>',
    uploadDir: mkdtempSync(join(tmpdir(), 'crewbase-uploads-')),
    seedDemo: true,
    logLevel: process.env.TEST_LOG_LEVEL ?? 'silent',
    logPretty: false,
    authRateLimitMax: 1000,
    authRateLimitAddressMax: 1000,
    // Tests read codes from the mailer's memory: the outbox hides them.
    testMailbox: true,
    accessTokenTtlSeconds: 15 * 60,
    refreshFamilyMaxAgeSeconds: 30 * 86400,
    refreshReuseGraceSeconds: 30,
    invitationTtlSeconds: 72 * 3600,
    trustProxy: false,
    // Tests write to the database directly between requests: lists remember nothing.
    listCacheSeconds: 0,
    apiWorkers: 1,
    ...overrides,
  };
}

/** Replaces the database name of a postgres:// URL. */
export const withDatabaseName = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};
