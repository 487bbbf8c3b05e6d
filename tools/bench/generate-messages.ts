// Fills the messages table for the export benchmark: the demo company (so the demo admin can sign in) plus
// BENCH_MESSAGES generated announcements (default 1,000,000), written by the demo admins over the past five years,
// generated inside the database (generate_series) in batches. Running it again tops up to BENCH_MESSAGES.
//
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/crewbase_bench_export npx tsx tools/bench/generate-messages.ts
import { sql } from 'drizzle-orm';
import { openDatabase, selectRows } from '../../apps/api/src/db/database';
import { seed } from '../../apps/api/src/db/seed';
import { benchDatabase, benchJwtSecret } from './bench-env';

const TARGET = Number(process.env.BENCH_MESSAGES ?? 1_000_000);
const BATCH = 100_000;
const TITLE_PREFIX = 'Bench notice';

const subjects = ['Shift change at', 'Uniform check at', 'New rota for', 'Safety briefing at', 'Car park closure at', 'Team meeting at'];

async function main() {
  const database = await openDatabase(benchDatabase());
  try {
    await database.migrate();
    await seed(database, { demo: true, codeSecret: benchJwtSecret });
    const { db } = database;
    const authors = (await selectRows<{ id: string }>(db, sql`select id from users order by created_at`)).map((u) => u.id);
    const sites = (await selectRows<{ name: string }>(db, sql`select name from locations order by name`)).map((l) => l.name);
    if (authors.length === 0 || sites.length === 0) throw new Error('The demo company has no admins or sites.');
    const textArray = (values: readonly string[]) => sql`array[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]`;

    const [{ count }] = await selectRows<{ count: number }>(db, sql`select count(*)::int count from messages where title like ${`${TITLE_PREFIX}%`}`);
    const started = performance.now();
    for (let done = count; done < TARGET; ) {
      const size = Math.min(BATCH, TARGET - done);
      // Mostly published announcements to everyone, some drafts; sent through the five years, more of them lately.
      await db.execute(sql`
        insert into messages (title, body, recipient_type, audience, status, publish_at, created_by_id, created_at, updated_at)
        select ${TITLE_PREFIX} || ' ' || g || ': ' || (${textArray(subjects)})[1 + (g % ${subjects.length})] || ' ' || (${textArray(sites)})[1 + (g % ${sites.length})],
               '<p>Please read this notice before your next shift.</p>',
               'Staff', 'everyone',
               case when g % 10 = 0 then 'Draft'::message_status else 'Published'::message_status end,
               case when g % 10 = 0 then null else created end,
               (${textArray(authors)})[1 + (g % ${authors.length})]::uuid,
               created, created
        from generate_series(${done + 1}::int, ${done + size}::int) g
        cross join lateral (select now() - (interval '5 years') * (1 - sqrt(random())) created where g > 0) r`);
      done += size;
      process.stdout.write(`\rmessages generated: ${done.toLocaleString('en')} / ${TARGET.toLocaleString('en')}`);
    }
    await db.execute(sql`analyze messages`);
    const [{ total }] = await selectRows<{ total: number }>(db, sql`select count(*)::int total from messages`);
    console.log(`\n${total.toLocaleString('en')} messages in ${database.kind} (${((performance.now() - started) / 1000).toFixed(1)} s to generate).`);
  } finally {
    await database.close();
  }
}

await main();
