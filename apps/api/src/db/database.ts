// One Database for the whole API: PGlite (embedded, default) or PostgreSQL (a pool). Services get `db` and never
// learn which driver is underneath; both run the same drizzle-kit migrations from apps/api/drizzle.
import { mkdirSync } from 'node:fs';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgDialect, PgQueryResultHKT, PgSession } from 'drizzle-orm/pg-core';
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

/** PostgreSQL databases, on which `selectRowsPrepared` names its statements (PGlite keeps no named statements). */
const namingDatabases = new WeakSet<object>();
/**
 * The name each statement text is prepared under. A connection keeps what it prepared until it closes, and a list
 * page's parsed statement and plan take up to about 150 kB of the server's memory, so new texts past the cap run
 * unnamed: at most about 19 MB per connection (JDBC's driver keeps up to 256 statements per connection by default).
 */
const statementNames = new Map<string, string>();
const MAX_NAMED_STATEMENTS = 128;

/**
 * `selectRows` for a statement run again and again with other values (a list's page): on PostgreSQL it is prepared
 * once per connection under a name of its text, so the server parses it once, and plans it once when its plan would be
 * the same for any values (PostgreSQL decides that after five runs, from their costs). Its values must therefore not
 * change what the best plan is: a search term, a date range or an offset belongs in a plain `selectRows`.
 */
export async function selectRowsPrepared<T>(db: Db, query: SQL): Promise<T[]> {
  if (!namingDatabases.has(db)) return selectRows(db, query);
  const internals = db as unknown as { dialect: PgDialect; session: PgSession };
  const built = internals.dialect.sqlToQuery(query);
  let name = statementNames.get(built.sql);
  if (name === undefined) {
    if (statementNames.size >= MAX_NAMED_STATEMENTS) return selectRows(db, query);
    name = `crewbase_${statementNames.size + 1}`;
    statementNames.set(built.sql, name);
  }
  const result: unknown = await internals.session.prepareQuery(built, undefined, name, false).execute();
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
  namingDatabases.add(db);
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
