// Runs once per `vitest run`: hashes the demo password and prepares one migrated, seeded database that every test
// file copies (a PGlite data dump, or a PostgreSQL template database), so files start in about a second.
import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database';
import { DEMO_PASSWORD, seed } from '../db/seed';
import { hashPassword } from '../platform/passwords';
import { TEST_JWT_SECRET, withDatabaseName } from './test-config';

declare module 'vitest' {
  export interface ProvidedContext {
    demoPasswordHash: string;
    pgliteDumpFile: string | null;
    postgresTemplate: string | null;
  }
}

export default async function setup(project: TestProject) {
  const demoPasswordHash = await hashPassword(DEMO_PASSWORD);
  project.provide('demoPasswordHash', demoPasswordHash);
  const url = process.env.TEST_DATABASE_URL;

  if (url) {
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const template = `${new URL(url).pathname.slice(1)}_tpl_${randomBytes(3).toString('hex')}`;
    await admin.query(`create database "${template}"`);
    const database = await openDatabase({ kind: 'postgres', url: withDatabaseName(url, template) });
    await database.migrate();
    await seed(database, { demo: true, codeSecret: TEST_JWT_SECRET, demoPasswordHash });
    await database.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteDumpFile', null);
    return async () => {
      await admin.query(`drop database if exists "${template}" with (force)`);
      await admin.end();
    };
  }

  const database = await openDatabase({ kind: 'pglite', dir: 'memory://' });
  await database.migrate();
  await seed(database, { demo: true, codeSecret: TEST_JWT_SECRET, demoPasswordHash });
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  const file = join(tmpdir(), `crewbase-api-pglite-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDumpFile', file);
  project.provide('postgresTemplate', null);
  return () => rmSync(file, { force: true });
}
