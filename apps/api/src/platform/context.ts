// What the app carries (decorators) and what a service receives: { db, actor, ... }, never a Fastify request.
import type { RouteAccess } from '@crewbase/domain';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Database, Db } from '../db/database';
import type { Actor, AdminActor, StaffActor } from './accounts';
import { unauthorized } from './errors';
import type { JobKit } from './jobs';
import type { ListMemory } from './list-memory';
import type { Mailer } from './mail';
import type { Storage } from './storage';

/** Route access rule, read by the auth hook; declared with each endpoint in libs/domain. */
export type { RouteAccess };

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface FastifyContextConfig extends RouteAccess {}
  interface FastifyInstance {
    config: Config;
    database: Database;
    mailer: Mailer;
    storage: Storage;
    listMemory: ListMemory;
  }
  interface FastifyRequest {
    /** Set by the auth hook on authenticated routes. */
    actor: Actor | null;
  }
}

export interface ServiceContext {
  db: Db;
  actor: Actor | null;
  config: Config;
  mailer: Mailer;
  storage: Storage;
  /** What big lists remember between requests (platform/list-memory). */
  listMemory: ListMemory;
  log: FastifyBaseLogger;
  /** The job queue, to queue work once a change has committed (absent inside jobs and nested services). */
  jobs?: JobKit;
}

export const serviceContext = (request: FastifyRequest): ServiceContext => ({
  db: request.server.database.db,
  actor: request.actor,
  config: request.server.config,
  mailer: request.server.mailer,
  storage: request.server.storage,
  listMemory: request.server.listMemory,
  log: request.log,
  jobs: request.server.jobs,
});

export function staffActor(ctx: Pick<ServiceContext, 'actor'>): StaffActor {
  if (ctx.actor?.area !== 'staff') throw unauthorized();
  return ctx.actor;
}

export function adminActor(ctx: Pick<ServiceContext, 'actor'>): AdminActor {
  if (ctx.actor?.area !== 'admin') throw unauthorized();
  return ctx.actor;
}
