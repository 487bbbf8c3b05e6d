// The API as a Fastify instance. Load order: ecosystem plugins -> our plugins -> decorators -> hooks -> routes.
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { MEDIA_UPLOAD_MAX_BYTES } from '@crewbase/domain';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { openDatabase, type Database } from './db/database';
import { seed } from './db/seed';
import { authRoutes } from './modules/auth';
import { dashboardRoutes } from './modules/dashboard';
import { departmentRoutes } from './modules/department';
import { employeeDocumentRoutes } from './modules/employee-documents';
import { jobTitleRoutes } from './modules/job-title';
import { locationRoutes } from './modules/location';
import { permissionRoutes } from './modules/permissions';
import { roleRoutes } from './modules/roles';
import { staffManagementRoutes } from './modules/staff/staff-management.routes';
import { staffRoleRoutes } from './modules/staff-role';
import { userRoutes } from './modules/users';
import { leaveRequestRoutes } from './modules/leave-requests';
import { loanRequestRoutes } from './modules/loan-requests';
import { medicalAssistanceRoutes } from './modules/medical-assistance';
import { paymentRequestRoutes } from './modules/payment-requests';
import { mailOutboxRoutes } from './modules/mail-outbox';
import { messagesRoutes } from './modules/messages';
import { scheduleRoutes } from './modules/schedule';
import { profileRoutes } from './modules/profile';
import { requestSettingsRoutes } from './modules/request-settings';
import { staffRoutes } from './modules/staff';
import { systemRoutes } from './modules/system';
import { installAuth } from './platform/auth';
import type { RouteAccess } from './platform/context';
import { installErrorHandling } from './platform/errors';
import { createMailer } from './platform/mail';
import { apiVersion } from './platform/paths';
import { rateLimitError } from './platform/rate-limit';
import { createLocalStorage } from './platform/storage';
import { createListMemory } from './platform/list-memory';

export interface BuildAppOptions {
  /** An already opened database (tests); otherwise one is opened from config. The app closes it either way. */
  database?: Database;
  /** Skips hashing the demo password when the caller has its hash already (tests). */
  demoPasswordHash?: string;
  /** More route plugins, registered after ours (tests add probe routes). */
  extraRoutes?: FastifyPluginAsync[];
}

function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  const pretty = config.nodeEnv === 'development' && config.logPretty;
  return {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } } : {}),
  };
}

async function registerEcosystem(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet);
  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    maxAge: 600,
  });
  await app.register(rateLimit, { global: false, errorResponseBuilder: () => rateLimitError() });
  await app.register(multipart, { limits: { fileSize: MEDIA_UPLOAD_MAX_BYTES, files: 1, fields: 5 } });
  await app.register(swagger, {
    openapi: {
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
  app.setSerializerCompiler(serializerCompiler);

  const database = options.database ?? (await openDatabase(config.database));
  app.addHook('onClose', async () => {
    await database.close();
  });
  try {
    await database.migrate();
    await seed(database, { demo: config.seedDemo, codeSecret: config.jwtSecret, demoPasswordHash: options.demoPasswordHash, log: app.log });

    // Ecosystem plugins. The few routes they add themselves (CORS preflight, API docs) are public.
    let ecosystemPhase = true;
    app.addHook('onRoute', (route) => {
      if (ecosystemPhase) route.config = { ...route.config, public: true };
    });
    await registerEcosystem(app, config);
    ecosystemPhase = false;

    // Our plugins.
    installErrorHandling(app);

    // Decorators.
    app.decorate('config', config);
    app.decorate('database', database);
    app.decorate('mailer', createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, db: database.db, log: app.log }));
    app.decorate('storage', createLocalStorage(config.uploadDir));
    app.decorate('listMemory', createListMemory(config.listCacheSeconds));

    // Hooks. A successful write makes what lists remember stale (before its answer leaves).
    app.addHook('onSend', async (request, reply) => {
      if (!['GET', 'HEAD', 'OPTIONS'].includes(request.method) && reply.statusCode < 400) app.listMemory.forget();
    });

    installAuth(app);

    // Routes.
    await app.register(systemRoutes);
    await app.register(authRoutes);
    await app.register(profileRoutes);
    await app.register(dashboardRoutes);
    await app.register(staffRoutes);
    await app.register(mailOutboxRoutes);
    await app.register(requestSettingsRoutes);
    await app.register(leaveRequestRoutes);
    await app.register(loanRequestRoutes);
    await app.register(medicalAssistanceRoutes);
    await app.register(paymentRequestRoutes);
    await app.register(departmentRoutes);
    await app.register(jobTitleRoutes);
    await app.register(staffRoleRoutes);
    await app.register(locationRoutes);
    await app.register(permissionRoutes);
    await app.register(roleRoutes);
    await app.register(userRoutes);
    await app.register(staffManagementRoutes);
    await app.register(employeeDocumentRoutes);
    await app.register(messagesRoutes);
    await app.register(scheduleRoutes);
    for (const routes of options.extraRoutes ?? []) await app.register(routes);
    await app.ready();
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
