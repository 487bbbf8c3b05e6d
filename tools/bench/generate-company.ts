// Fills a database with a large company for the list benchmarks: the demo company (so the demo admin can sign in)
// plus BENCH_STAFF generated staff (default 100,000) spread over its departments, job titles and sites with
// believable, skewed distributions. Rows are generated inside the database (generate_series), in batches.
//
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/crewbase_bench npx tsx tools/bench/generate-company.ts
//   BENCH_PGLITE_DIR=/tmp/crewbase-bench-pglite npx tsx tools/bench/generate-company.ts
//
// Running it again tops the company up to BENCH_STAFF; it never duplicates. generate-big.ts does this and fills
// every other big table too.
import { sql } from 'drizzle-orm';
import { selectRows } from '../../apps/api/src/db/database';
import { openBenchDatabase, topUp } from './bench-data';
import { generatedStaffCount, insertStaff } from './bench-tables';

const TARGET = Number(process.env.BENCH_STAFF ?? 100_000);

const database = await openBenchDatabase();
try {
  const { db } = database;
  const seconds = await topUp(db, {
    label: 'staff generated',
    have: await generatedStaffCount(db),
    target: TARGET,
    batch: 20_000,
    analyze: ['staff'],
    insert: (from, to) => insertStaff(db, from, to),
  });
  const [{ total }] = await selectRows<{ total: number }>(db, sql`select count(*)::int total from staff`);
  console.log(`${total.toLocaleString('en')} staff in ${database.kind} (${seconds.toFixed(1)} s to generate).`);
} finally {
  await database.close();
}
