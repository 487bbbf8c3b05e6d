// The API as a Fastify instance. Load order: ecosystem plugins -> our plugins -> decorators -> hooks -> routes.
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { openDatabase, type Database } from './db/database';
import { seed } from './db/seed';
import { apiModules } from './modules';
import { installAuth } from './platform/auth';
import type { RouteAccess } from './platform/context';
import { installErrorHandling, safeLogSerializers } from './platform/errors';
import { installInputGuard } from './platform/input-guard';
import { createMailer } from './platform/mail';
import { apiVersion } from './platform/paths';
import { databaseRateLimitStore, rateLimitError } from './platform/rate-limit';
import { installSecurityHeaders } from './platform/security-headers';
import { installResponseSerialization, OPENAPI_VERSION } from './platform/serialization';
import { createLocalStorage } from './platform/storage';
import { createListMemory } from './platform/list-memory';
import { shareListMemory } from './platform/list-memory-sync';
import { jobList } from './modules/jobs/job-list';
import { createJobKit, type JobKitOptions } from './platform/jobs';

/** Methods that change nothing, so what lists remember stays fresh. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface BuildAppOptions {
  /** An already opened database (tests); otherwise one is opened from config. The app closes it either way. */
  database?: Database;
  /** Skips hashing the demo password when the caller has its hash already (tests). */
  demoPasswordHash?: string;
  /** More route plugins, registered after ours (tests add probe routes). */
  extraRoutes?: FastifyPluginAsync[];
  /** Background jobs: the worker runs unless NODE_ENV is test, where tests queue jobs and call app.jobs.runDue(). */
  jobs?: Partial<JobKitOptions>;
  /** The database is migrated and seeded already (by `prepareDatabase` in the primary of several API processes). */
  prepared?: boolean;
}

/**
 * Migrates and seeds the database once, before several API processes start on it: they would otherwise race each
 * other through the same migrations and seed rows.
 */
export async function prepareDatabase(config: Config): Promise<void> {
  const app = Fastify({ logger: loggerOptions(config) });
  const database = await openDatabase(config.database);
  try {
    await database.migrate();
    await seed(database, { demo: config.seedDemo, codeSecret: config.jwtSecret, log: app.log });
  } finally {
    await database.close();
    await app.close();
  }
}

function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  const pretty = config.nodeEnv === 'development' && config.logPretty;
  return {
    level: config.logLevel,
    // Requests are logged by route and method only, errors by kind (platform/errors): no query values, bodies or SQL
    // parameters (personal data) reach the logs.
    serializers: safeLogSerializers,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } } : {}),
  };
}

async function registerEcosystem(app: FastifyInstance, config: Config, database: Database): Promise<void> {
  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'POST', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    maxAge: 600,
  });
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(database.db, config.authRateLimitAddressMax),
    errorResponseBuilder: () => rateLimitError(),
  });
  await app.register(swagger, {
    openapi: {
      openapi: OPENAPI_VERSION,
      info: { title: 'Crewbase API', description: 'Workforce administration: staff portal and admin console.', version: apiVersion },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: (input) => {
      const output = jsonSchemaTransform(input);
      const access = (input.route as { config?: RouteAccess } | undefined)?.config;
      return access?.area ? { ...output, schema: { ...output.schema, security: [{ bearerAuth: [] }] } } : output;
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}

export async function buildApp(config: Config, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: loggerOptions(config), trustProxy: config.trustProxy }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  installResponseSerialization(app);

  const database = options.database ?? (await openDatabase(config.database));
  app.addHook('onClose', async () => {
    await database.close();
  });
  try {
    if (!options.prepared) {
      await database.migrate();
      await seed(database, { demo: config.seedDemo, codeSecret: config.jwtSecret, demoPasswordHash: options.demoPasswordHash, log: app.log });
    }

    // The headers every answer carries: first, so an answer refused by any later hook carries them too.
    installSecurityHeaders(app);

    // Ecosystem plugins. The few routes they add themselves (CORS preflight, API docs) are public.
    let ecosystemPhase = true;
    app.addHook('onRoute', (route) => {
      if (ecosystemPhase) route.config = { ...route.config, public: true };
    });
    await registerEcosystem(app, config, database);
    ecosystemPhase = false;

    // Our plugins.
    installErrorHandling(app);

    // Decorators.
    app.decorate('config', config);
    app.decorate('database', database);
    app.decorate(
      'mailer',
      createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        db: database.db,
        log: app.log,
        production: config.nodeEnv === 'production',
        testMailbox: config.testMailbox,
      }),
    );
    // Code mail sent after its answer finishes before the database closes.
    app.addHook('preClose', () => app.mailer.idle());
    app.decorate('storage', createLocalStorage(config.uploadDir));
    // On PostgreSQL several processes may serve one database: a write through any of them is forgotten by all.
    const listMemory = createListMemory(config.listCacheSeconds);
    const shared =
      config.database.kind === 'postgres' && config.listCacheSeconds > 0
        ? await shareListMemory(listMemory, { url: config.database.url, db: database.db, log: app.log })
        : null;
    app.decorate('listMemory', shared?.memory ?? listMemory);
    app.addHook('onClose', async () => {
      await shared?.close();
    });
    app.decorate('jobs', createJobKit(app, jobList, { worker: config.nodeEnv !== 'test', ...options.jobs }));
    // Before the database closes (onClose): the running job finishes or is left to be retried after the restart.
    app.addHook('preClose', () => app.jobs.stop());

    // Hooks. A successful write makes what lists remember stale (before its answer leaves).
    app.addHook('onSend', (request, reply, payload, done) => {
      if (!SAFE_METHODS.has(request.method) && reply.statusCode < 400) app.listMemory.forget();
      done(null, payload);
    });

    installAuth(app);
    installInputGuard(app);

    // Routes.
    for (const routes of apiModules) await app.register(routes);
    for (const routes of options.extraRoutes ?? []) await app.register(routes);
    await app.ready();
    await app.jobs.start();
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
