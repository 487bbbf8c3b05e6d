// Fills the messages table for the export benchmark: the demo company (so the demo admin can sign in) plus
// BENCH_MESSAGES generated announcements (default 1,000,000), written by the demo admins over the past five years,
// generated inside the database (generate_series) in batches. Running it again tops up to BENCH_MESSAGES.
//
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/crewbase_bench_export npx tsx tools/bench/generate-messages.ts
import { sql } from 'drizzle-orm';
import { selectRows } from '../../apps/api/src/db/database';
import { count, openBenchDatabase, topUp } from './bench-data';
import { MESSAGE_TITLE_PREFIX, insertMessages } from './bench-tables';

const TARGET = Number(process.env.BENCH_MESSAGES ?? 1_000_000);

const database = await openBenchDatabase();
try {
  const { db } = database;
  const seconds = await topUp(db, {
    label: 'messages generated',
    table: 'messages',
    have: await count(db, 'messages', sql`title like ${`${MESSAGE_TITLE_PREFIX}%`}`),
    target: TARGET,
    analyze: ['messages'],
    insert: (from, to) => insertMessages(db, from, to),
  });
  const [{ total }] = await selectRows<{ total: number }>(db, sql`select count(*)::int total from messages`);
  console.log(`${total.toLocaleString('en')} messages in ${database.kind} (${seconds.toFixed(1)} s to generate).`);
} finally {
  await database.close();
}
