// One Database for the whole API: PGlite (embedded, default) or PostgreSQL (a pool). Services get `db` and never
// learn which driver is underneath; both run the same drizzle-kit migrations from apps/api/drizzle.
import { mkdirSync } from 'node:fs';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Config } from '../config';
import { migrationsFolder } from '../platform/paths';
import * as schema from './schema';

export type Schema = typeof schema;
/** A drizzle database or transaction; repositories take either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Runs raw SQL and returns its rows; both drivers answer `{ rows }`. Cast numbers in SQL (`::int`) for equal types. */
export async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations; on PostgreSQL under an advisory lock so several instances may start at once. */
  migrate(): Promise<void>;
  /** Runs `work` while holding the migration lock (seeding uses it too). */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const MIGRATION_LOCK_ID = 7_261_337;

export interface OpenOptions {
  /** PGlite only: start from a dumped data folder (tests load one migrated, seeded copy per file). */
  pgliteDump?: Blob;
}

async function openPglite(dir: string, options: OpenOptions): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  // pg_trgm backs `$cont` searches with trigram indexes, as on PostgreSQL (where it ships with the server).
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  if (dir !== 'memory://') mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir === 'memory://' ? undefined : dir, {
    extensions: { pg_trgm },
    ...(options.pgliteDump ? { loadDataDir: options.pgliteDump } : {}),
  });
  const db = drizzle({ client, schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migrate(db, { migrationsFolder }),
    // PGlite lives in this one process, so there is nobody to lock against.
    exclusive: (work) => work(),
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = drizzle({ client: pool, schema });
  const exclusive = async <T>(work: () => Promise<T>): Promise<T> => {
    const lock = await pool.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      return await work();
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
      lock.release();
    }
  };
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: () => exclusive(() => migrate(db, { migrationsFolder })),
    exclusive,
    close: () => pool.end(),
  };
}

export function openDatabase(config: Config['database'], options: OpenOptions = {}): Promise<Database> {
  return config.kind === 'postgres' ? openPostgres(config.url) : openPglite(config.dir, options);
}
