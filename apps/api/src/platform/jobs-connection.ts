// The queue's connection to our one Database. pg-boss takes any `executeSql(text, values)`, so it runs on PGlite too:
// PGlite answers one statement at a time and waits for any open transaction, so pg-boss's queries and our requests'
// transactions take turns on the one embedded connection. On PostgreSQL the queue shares the app's pool.
import type { PGlite } from '@electric-sql/pglite';
import type { Pool } from 'pg';
import type PgBoss from 'pg-boss';
import type { Database } from '../db/database';

type Client = { pglite: PGlite } | { pool: Pool };

function clientOf(database: Database): Client {
  // drizzle keeps the driver's client as $client on both drivers.
  const client = (database.db as unknown as { $client: unknown }).$client;
  return database.kind === 'pglite' ? { pglite: client as PGlite } : { pool: client as Pool };
}

export function queueConnection(database: Database): PgBoss.Db {
  const client = clientOf(database);
  if ('pool' in client) return { executeSql: (text, values) => client.pool.query(text, values) };
  const { pglite } = client;
  return {
    async executeSql(text, values) {
      if (values !== undefined && values.length > 0) return pglite.query(text, values);
      // Without parameters pg-boss may send several statements at once (its migrations, BEGIN ... COMMIT), which only
      // exec accepts; the last statement's rows are the answer, as node-postgres gives for a single statement.
      const results = await pglite.exec(text);
      return results[results.length - 1] ?? { rows: [] };
    },
  };
}
