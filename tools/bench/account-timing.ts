// Whether an answer's time tells who has an account: sign-in (wrong password), forgot-password and
// resend-activation, each asked about an active, a pending and an unknown email, over HTTP on loopback against the
// real API (buildApp, in its own process as in production) on a throwaway in-memory demo database. Prints the median
// and p95 per case; the three figures of a route should be alike. Between requests the script pauses, so mail sent
// after an answer finishes outside the measured time. Knobs: BENCH_ROUNDS (40 requests per case), BENCH_PAUSE_MS (60).
import { fork } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { benchJwtSecret } from './bench-env';

const rounds = Number(process.env.BENCH_ROUNDS ?? 40);
const port = Number(process.env.BENCH_API_PORT ?? 3191);
const config = loadConfig({
  NODE_ENV: 'development',
  PORT: String(port),
  HOST: '127.0.0.1',
  JWT_SECRET: benchJwtSecret,
  PGLITE_DIR: 'memory://',
  SEED_DEMO: 'true',
  LOG_LEVEL: 'silent',
  AUTH_RATE_LIMIT_MAX: '100000',
  AUTH_RATE_LIMIT_ADDRESS_MAX: '100000',
  UPLOAD_DIR: '/tmp/crewbase-bench-uploads',
});

const accounts = { active: 'staff@crewbase.test', pending: 'new.staff@crewbase.test', unknown: 'nobody.at.all@crewbase.test' } as const;
const routes = {
  'sign-in (wrong password)': (email: string) => ({ path: '/api/staff/auth/login', body: { email, password: 'Not-the-password-1' } }),
  'forgot-password': (email: string) => ({ path: '/api/staff/auth/forgot-password', body: { email } }),
  'resend-activation': (email: string) => ({ path: '/api/staff/auth/resend-activation', body: { email } }),
};

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const pauseMs = Number(process.env.BENCH_PAUSE_MS ?? 60);

async function serve(): Promise<void> {
  const app = await buildApp(config);
  await app.listen({ port, host: '127.0.0.1' });
  process.send?.('ready');
  process.on('disconnect', () => void app.close().then(() => process.exit(0)));
}

async function measure(): Promise<void> {
  const server = fork(fileURLToPath(import.meta.url), [], { env: { ...process.env, ACCOUNT_TIMING_ROLE: 'server' }, execArgv: process.execArgv });
  await new Promise<void>((resolve, reject) => {
    server.once('message', () => resolve());
    server.once('exit', (code) => reject(new Error(`the API process ended (${code})`)));
  });
  try {
    console.log(`${rounds} requests per case, times in ms (median / p95)\n`);
    for (const [route, request] of Object.entries(routes)) {
      const cells: string[] = [];
      for (const [kind, email] of Object.entries(accounts)) {
        const { path, body } = request(email);
        const times: number[] = [];
        // Two warm-up requests, then the measured ones.
        for (let i = 0; i < rounds + 2; i += 1) {
          const started = performance.now();
          const response = await fetch(`http://127.0.0.1:${port}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
          await response.arrayBuffer();
          if (i >= 2) times.push(performance.now() - started);
          await sleep(pauseMs);
        }
        times.sort((a, b) => a - b);
        cells.push(`${kind} ${percentile(times, 50).toFixed(1)} / ${percentile(times, 95).toFixed(1)}`);
      }
      console.log(`${route.padEnd(26)} ${cells.join('   ')}`);
    }
  } finally {
    server.disconnect();
  }
}

await (process.env.ACCOUNT_TIMING_ROLE === 'server' ? serve() : measure());
