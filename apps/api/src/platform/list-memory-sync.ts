// Several API processes on one PostgreSQL (API_WORKERS, or instances behind a proxy) each keep their own list memory
// (list-memory.ts). When one of them writes, it forgets what it remembered and says so on a PostgreSQL channel
// (NOTIFY); every other process listens and forgets too. So what a person changes shows in every process's lists, totals
// and status counts on their next request, wherever it lands, instead of after LIST_CACHE_SECONDS. While the listening
// connection is down, a process forgets everything once it is back, and until then its memory lasts no longer than
// that lifetime, as before.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Client } from 'pg';
import type { Db } from '../db/database';
import type { ListMemory } from './list-memory';

/** The channel every API process of one database listens on. */
export const LIST_MEMORY_CHANNEL = 'crewbase_list_memory';
const RECONNECT_MS = 2_000;

export interface SharedListMemory {
  /** The memory to use: forgetting through it tells the other processes. */
  memory: ListMemory;
  /** Stops listening (when the app closes). */
  close(): Promise<void>;
}

/** Shares `memory`'s forgetting with every other process listening on the database at `url`. */
export async function shareListMemory(memory: ListMemory, options: { url: string; db: Db; log: FastifyBaseLogger }): Promise<SharedListMemory> {
  const { default: pg } = await import('pg');
  const { url, db, log } = options;
  // Our own notices come back to us too; this process already forgot.
  const self = randomUUID();
  let client: Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;

  const listenLater = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void listen();
    }, RECONNECT_MS);
  };
  const listen = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (notice) => {
      if (notice.payload !== self) memory.forget();
    });
    next.on('error', (error) => {
      log.warn({ err: error }, 'list memory: the notification connection failed; reconnecting');
      if (client === next) client = null;
      next.end().catch(() => undefined);
      listenLater();
    });
    try {
      await next.connect();
      await next.query(`listen ${LIST_MEMORY_CHANNEL}`);
      if (closed) {
        await next.end();
        return;
      }
      client = next;
      // Writes made elsewhere while nobody was listening were not heard.
      memory.forget();
    } catch (error) {
      log.warn({ err: error }, 'list memory: cannot listen for other processes’ writes; retrying');
      next.end().catch(() => undefined);
      listenLater();
    }
  };
  await listen();

  return {
    memory: {
      ...memory,
      forget() {
        memory.forget();
        db.execute(sql`select pg_notify(${LIST_MEMORY_CHANNEL}, ${self})`).catch((error: unknown) => {
          log.warn({ err: error }, 'list memory: could not tell the other processes about a write');
        });
      },
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
      client = null;
    },
  };
}
