import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './config';

const SECRET = 'a-production-secret-that-is-long-enough-0123456789';

describe('loadConfig', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'crewbase-config-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('has the documented defaults, with PGlite and a persisted development secret in the data folder', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      host: '0.0.0.0',
      database: { kind: 'pglite', dir: join(dataDir, 'pglite') },
      uploadDir: join(dataDir, 'uploads'),
      corsOrigins: [
        'http://localhost:4200', 'http://127.0.0.1:4200', 'http://[::1]:4200',
        'http://localhost:4300', 'http://127.0.0.1:4300', 'http://[::1]:4300',
      ],
      seedDemo: true,
      authRateLimitMax: 10,
      accessTokenTtlSeconds: 900,
      refreshFamilyMaxAgeSeconds: 30 * 86400,
      refreshReuseGraceSeconds: 30,
      invitationTtlSeconds: 72 * 3600,
    });
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8')).toBe(config.jwtSecret);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(config.jwtSecret);
  });

  it('uses PostgreSQL when DATABASE_URL is set and PGlite in memory for memory://', () => {
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://u@db:5432/crewbase' }).database).toEqual({ kind: 'postgres', url: 'postgres://u@db:5432/crewbase' });
    expect(loadConfig({ DATA_DIR: dataDir, PGLITE_DIR: 'memory://' }).database).toEqual({ kind: 'pglite', dir: 'memory://' });
  });

  it('reads durations and flags', () => {
    const config = loadConfig({ DATA_DIR: dataDir, ACCESS_TOKEN_TTL: '5m', REFRESH_FAMILY_MAX_AGE: '12h', INVITATION_TTL: '7d', SEED_DEMO: 'false', PORT: '8080' });
    expect(config).toMatchObject({ accessTokenTtlSeconds: 300, refreshFamilyMaxAgeSeconds: 43200, invitationTtlSeconds: 7 * 86400, seedDemo: false, port: 8080 });
  });

  it('requires JWT_SECRET in production, never seeds the demo there, and writes no secret file', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir })).toThrow(/JWT_SECRET is required/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET, SEED_DEMO: 'true', DATA_DIR: dataDir })).toThrow(/SEED_DEMO/);
    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET, DATA_DIR: dataDir });
    expect(config.seedDemo).toBe(false);
    expect(existsSync(join(dataDir, 'jwt-secret'))).toBe(false);
  });

  it('runs one API process per core in production on PostgreSQL, and one on PGlite', () => {
    const postgres = 'postgres://u@db:5432/crewbase';
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET, DATA_DIR: dataDir, DATABASE_URL: postgres }).apiWorkers).toBe(availableParallelism());
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET, DATA_DIR: dataDir, DATABASE_URL: postgres, API_WORKERS: '3' }).apiWorkers).toBe(3);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET, DATA_DIR: dataDir }).apiWorkers).toBe(1);
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: postgres }).apiWorkers).toBe(1);
    expect(() => loadConfig({ DATA_DIR: dataDir, API_WORKERS: '2' })).toThrow(/API_WORKERS above 1 needs DATABASE_URL/);
    expect(() => loadConfig({ DATA_DIR: dataDir, DATABASE_URL: postgres, API_WORKERS: '0' })).toThrow(/API_WORKERS/);
  });

  it('fails fast on bad values, naming each', () => {
    const attempt = () => loadConfig({ DATA_DIR: dataDir, PORT: 'eighty', DATABASE_URL: 'mysql://x', ACCESS_TOKEN_TTL: '15 minutes', JWT_SECRET: 'short' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*JWT_SECRET[\s\S]*ACCESS_TOKEN_TTL/);
  });
});
