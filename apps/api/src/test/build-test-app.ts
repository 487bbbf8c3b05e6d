// Builds the real app for a test file on its own database: a copy of the migrated, seeded demo company on
// PGlite (default) or on PostgreSQL when TEST_DATABASE_URL is set. Tests talk to it with app.inject.
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '../app';
import type { Config } from '../config';
import { openDatabase, type Database } from '../db/database';
import { testConfig, withDatabaseName } from './test-config';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  /** The same hash the seed gave every demo account. */
  demoPasswordHash: string;
  close(): Promise<void>;
}

async function freshPostgres(url: string, template: string): Promise<{ database: Database; config: Config['database']; drop(): Promise<void> }> {
  const { default: pg } = await import('pg');
  const name = `${template.replace(/_tpl_[0-9a-f]+$/, '')}_f_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${name}" template "${template}"`);
  const config = { kind: 'postgres' as const, url: withDatabaseName(url, name) };
  return {
    config,
    database: await openDatabase(config),
    drop: async () => {
      // Without FORCE: the pool's sockets may still be closing, and killing them surfaces as stray errors.
      for (let attempt = 0; ; attempt += 1) {
        try {
          await admin.query(`drop database if exists "${name}"`);
          break;
        } catch (error) {
          if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      await admin.end();
    },
  };
}

export async function buildTestApp(overrides: Partial<Config> = {}, options: Pick<BuildAppOptions, 'extraRoutes' | 'jobs'> = {}): Promise<TestApp> {
  const demoPasswordHash = inject('demoPasswordHash');
  const url = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  const dumpFile = inject('pgliteDumpFile');

  let database: Database;
  let drop = async () => {};
  let databaseConfig: Config['database'] = { kind: 'pglite', dir: 'memory://' };
  if (url && template) {
    const fresh = await freshPostgres(url, template);
    ({ database, drop } = fresh);
    databaseConfig = fresh.config;
  } else {
    const pgliteDump = dumpFile ? new Blob([readFileSync(dumpFile)]) : undefined;
    database = await openDatabase(databaseConfig, { pgliteDump });
  }

  const config = testConfig({ database: databaseConfig, ...overrides });
  let app: FastifyInstance;
  try {
    app = await buildApp(config, { ...options, database, demoPasswordHash });
  } catch (error) {
    // buildApp closed the database already.
    await drop();
    rmSync(config.uploadDir, { recursive: true, force: true });
    throw error;
  }
  return {
    app,
    config,
    demoPasswordHash,
    close: async () => {
      await app.close();
      await drop();
      rmSync(config.uploadDir, { recursive: true, force: true });
    },
  };
}
