// Where the benchmarks' database lives and the secret their API signs with, from the environment.
import { loadConfig, type Config } from '../../apps/api/src/config';

/** Fixed, so tokens signed by the benchmark API verify on the bare server too. Never used outside benchmarks. */
export const benchJwtSecret = 'crewbase-benchmark-only-secret-not-for-production-use';

/** BENCH_DATABASE_URL (PostgreSQL) or BENCH_PGLITE_DIR (embedded). */
export function benchDatabase(): Config['database'] {
  const url = process.env.BENCH_DATABASE_URL;
  const dir = process.env.BENCH_PGLITE_DIR;
  if (url) return { kind: 'postgres', url };
  if (dir) return { kind: 'pglite', dir };
  console.error('Set BENCH_DATABASE_URL=postgres://... or BENCH_PGLITE_DIR=/some/folder (see README, "Benchmarks").');
  process.exit(1);
}

/** The same database as environment variables for an API process. */
export function benchDatabaseEnv(): Record<string, string> {
  const database = benchDatabase();
  return database.kind === 'postgres' ? { DATABASE_URL: database.url } : { PGLITE_DIR: database.dir };
}

/**
 * The API's configuration for a benchmark that builds the app in its own process: the demo company seeded on the
 * first run (not production), logs at warn, tokens that outlast the run and no sign-in limit in the way.
 */
export function inProcessBenchConfig(): Config {
  return loadConfig({
    NODE_ENV: 'development',
    PORT: '0',
    HOST: '127.0.0.1',
    JWT_SECRET: benchJwtSecret,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    ACCESS_TOKEN_TTL: '1h',
    AUTH_RATE_LIMIT_MAX: '1000',
    UPLOAD_DIR: '/tmp/crewbase-bench-uploads',
    ...benchDatabaseEnv(),
  });
}
