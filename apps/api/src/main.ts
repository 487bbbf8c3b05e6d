// Starts the API: environment checked first (fails fast), then database, migrations, seed and the HTTP server.
// With API_WORKERS above 1 (PostgreSQL only) this process migrates and seeds once, then starts that many API
// processes on the same port (node:cluster shares it between them) and replaces one that dies.
import cluster, { type Worker } from 'node:cluster';
import { buildApp, prepareDatabase } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { demoSignIns, DEMO_PASSWORD } from './db/seed';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

function printDemoSignIns(): void {
  if (!config.seedDemo) return;
  // A plain banner rather than a log line: it is for the person who just typed `npm start`.
  const lines = demoSignIns.map((s) => `  ${s.area.padEnd(5)}  ${s.email.padEnd(26)} ${s.who}`);
  console.log(`\nDemo sign-ins (password ${DEMO_PASSWORD}):\n${lines.join('\n')}\n`);
}

/** One API process: builds the app and listens until SIGINT or SIGTERM. */
async function serve(options: { prepared: boolean }): Promise<void> {
  const app = await buildApp(config, { prepared: options.prepared });

  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      // Closing the app closes the database (PGlite must be closed by the one process that opened it).
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: config.database.kind, docs: `http://localhost:${config.port}/api/docs`, pid: process.pid },
    `Crewbase API listening on ${config.host}:${config.port}`,
  );
}

/** The primary of several API processes: prepares the database once, then keeps `count` processes serving. */
async function supervise(count: number): Promise<void> {
  await prepareDatabase(config);

  let stopping = false;
  // A process that dies this soon after starting is failing at start-up; starting it again would only loop.
  const STARTUP_MS = 10_000;
  const startedAt = new Map<Worker, number>();
  const start = () => startedAt.set(cluster.fork(), Date.now());

  let listening = 0;
  cluster.on('listening', () => {
    listening += 1;
    if (listening === count) {
      console.log(`Crewbase API: ${count} processes on ${config.host}:${config.port}`);
      printDemoSignIns();
    }
  });
  cluster.on('exit', (worker, code, signal) => {
    const started = startedAt.get(worker) ?? 0;
    startedAt.delete(worker);
    if (stopping) {
      if (startedAt.size === 0) process.exit();
      return;
    }
    if (Date.now() - started < STARTUP_MS) {
      console.error(`An API process stopped while starting (code ${code ?? signal}); stopping the others.`);
      stopping = true;
      for (const other of startedAt.keys()) other.process.kill('SIGTERM');
      process.exitCode = 1;
      if (startedAt.size === 0) process.exit();
      return;
    }
    console.error(`API process ${worker.process.pid} stopped (code ${code ?? signal}); starting another.`);
    start();
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      for (const worker of startedAt.keys()) worker.process.kill('SIGTERM');
    });
  }
  for (let i = 0; i < count; i += 1) start();
}

if (config.apiWorkers > 1 && cluster.isPrimary) {
  await supervise(config.apiWorkers);
} else {
  await serve({ prepared: cluster.isWorker });
  if (cluster.isPrimary) printDemoSignIns();
}
