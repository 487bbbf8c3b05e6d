// Builds the real app for a test file on its own database: a copy of the migrated, seeded demo company on
// PGlite (default) or on PostgreSQL when TEST_DATABASE_URL is set. Tests talk to it with app.inject.
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app';
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
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

export async function buildTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
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
  const app = await buildApp(config, { database, demoPasswordHash });
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
