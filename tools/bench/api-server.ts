// The real API for the benchmarks: the same buildApp as production (every hook, the auth check that loads the
// account on each request, zod validation and serialisation) plus one probe route, GET /api/bench/whoami, that
// does only what every authenticated route does. Logs are off so they are not what gets measured.
// BENCH_API_WORKERS above 1 starts that many API processes on the port, as API_WORKERS does in production.
import cluster from 'node:cluster';
import type { FastifyPluginAsync } from 'fastify';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { benchDatabaseEnv, benchJwtSecret } from './bench-env';

const port = Number(process.env.BENCH_API_PORT ?? 3190);
const config = loadConfig({
  NODE_ENV: 'production',
  PORT: String(port),
  HOST: '127.0.0.1',
  JWT_SECRET: benchJwtSecret,
  // The generator seeded the demo company (and its admin) already.
  SEED_DEMO: 'false',
  LOG_LEVEL: 'warn',
  ACCESS_TOKEN_TTL: '1h',
  AUTH_RATE_LIMIT_MAX: '1000',
  // Every simulated person signs in from loopback, one address (the soak signs in thousands of times).
  AUTH_RATE_LIMIT_ADDRESS_MAX: '100000',
  UPLOAD_DIR: '/tmp/crewbase-bench-uploads',
  // The list memory's lifetime as the benchmark asks (LIST_CACHE_SECONDS=0 measures every count); the API's default otherwise.
  ...(process.env.LIST_CACHE_SECONDS ? { LIST_CACHE_SECONDS: process.env.LIST_CACHE_SECONDS } : {}),
  ...benchDatabaseEnv(),
});

const probe: FastifyPluginAsync = async (app) => {
  app.get('/api/bench/whoami', { config: { area: 'admin' } }, (request) => ({ id: request.actor?.id ?? null }));
};

const workers = Number(process.env.BENCH_API_WORKERS ?? 1);
if (workers > 1 && cluster.isPrimary) {
  let listening = 0;
  cluster.on('listening', () => {
    listening += 1;
    if (listening === workers) console.log(`bench api listening on ${port} (${workers} processes)`);
  });
  for (let i = 0; i < workers; i += 1) cluster.fork();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
      process.exit(0);
    });
  }
} else {
  const app = await buildApp(config, { extraRoutes: [probe], prepared: cluster.isWorker });
  await app.listen({ port, host: '127.0.0.1' });
  if (cluster.isPrimary) console.log(`bench api listening on ${port}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void app.close().then(() => process.exit(0)));
}
