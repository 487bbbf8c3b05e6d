// A fresh PostgreSQL database for tests that start more than one API instance on it (PGlite belongs to one process).
import { randomBytes } from 'node:crypto';
import type { Config } from '../config';
import { withDatabaseName } from './test-config';

/** The test server when the run has one, otherwise the machine's own PostgreSQL. */
export const testPostgresUrl = () => process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** A fresh PostgreSQL database, from the seeded template when the run has one (otherwise the app migrates it). */
export async function postgresDatabase(url: string, template: string | null): Promise<{ database: Config['database']; drop(): Promise<void> }> {
  const { default: pg } = await import('pg');
  const name = `crewbase_shared_${randomBytes(4).toString('hex')}`;
  const server = new pg.Client({ connectionString: url });
  await server.connect();
  await server.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  return {
    database: { kind: 'postgres', url: withDatabaseName(url, name) },
    drop: async () => {
      // Without FORCE, as build-test-app does: the apps' sockets may still be closing, and killing them surfaces as
      // stray errors.
      for (let attempt = 0; ; attempt += 1) {
        try {
          await server.query(`drop database if exists "${name}"`);
          break;
        } catch (error) {
          if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      await server.end();
    },
  };
}
