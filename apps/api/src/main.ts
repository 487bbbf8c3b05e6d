// Starts the API: environment checked first (fails fast), then database, migrations, seed and the HTTP server.
import { buildApp } from './app';
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

const app = await buildApp(config);

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
  { database: config.database.kind, docs: `http://localhost:${config.port}/api/docs` },
  `Crewbase API listening on ${config.host}:${config.port}`,
);
if (config.seedDemo) {
  // A plain banner rather than a log line: it is for the person who just typed `npm start`.
  const lines = demoSignIns.map((s) => `  ${s.area.padEnd(5)}  ${s.email.padEnd(26)} ${s.who}`);
  console.log(`\nDemo sign-ins (password ${DEMO_PASSWORD}):\n${lines.join('\n')}\n`);
}
