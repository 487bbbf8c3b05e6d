// Review cycle launch benchmark: a cycle over BENCH_LAUNCH_STAFF Active staff (default 5,000, in a department of their
// own) launched with the launch job's own work (createCycleReviews: one review each, questions and KPIs copied in,
// batches with progress), printing the seconds it took (target: under 10 s on PostgreSQL), then launched again to
// show a second launch creates nothing.
//
//   createdb -h 127.0.0.1 -U postgres crewbase_bench_launch
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/crewbase_bench_launch npm run bench:performance-launch
import { sql } from 'drizzle-orm';
import { openDatabase, selectRows } from '../../apps/api/src/db/database';
import { seed } from '../../apps/api/src/db/seed';
import { createCycleReviews } from '../../apps/api/src/modules/performance/performance-launch.job';
import { benchDatabase, benchJwtSecret } from './bench-env';

const STAFF = Number(process.env.BENCH_LAUNCH_STAFF ?? 5_000);
const DEPARTMENT = 'Bench Launch';

async function main() {
  const database = await openDatabase(benchDatabase());
  try {
    await database.migrate();
    await seed(database, { demo: true, codeSecret: benchJwtSecret });
    const { db } = database;

    // A department with exactly STAFF Active people (topped up once, reused after).
    const [department] = await selectRows<{ id: string }>(
      db,
      sql`insert into departments (name) values (${DEPARTMENT}) on conflict do nothing returning id`,
    ).then(async (rows) => (rows.length ? rows : selectRows<{ id: string }>(db, sql`select id from departments where name = ${DEPARTMENT}`)));
    const [jobTitle] = await selectRows<{ id: string }>(db, sql`select id from job_titles order by name limit 1`);
    const [{ have }] = await selectRows<{ have: number }>(db, sql`select count(*)::int as have from staff where department_id = ${department.id} and status = 'Active'`);
    if (have < STAFF) {
      await db.execute(sql`
        insert into staff (staff_id, first_name, last_name, email, status, department_id, job_title_id)
        select 'BLN-' || lpad(g::text, 7, '0'), 'Bench', 'Person ' || g, 'bench.launch.' || g || '@bench.crewbase.test', 'Active', ${department.id}, ${jobTitle.id}
          from generate_series(${have + 1}::int, ${STAFF}::int) g
        on conflict do nothing`);
    }

    const kpis = await selectRows<{ id: string }>(
      db,
      sql`insert into performance_kpis (name, description, weight) values
            ('Bench attendance', 'On time', 30), ('Bench quality', 'Done right', 40), ('Bench teamwork', 'Helps others', 30)
          returning id`,
    );
    const questions = await selectRows<{ id: string }>(
      db,
      sql`insert into performance_questions (text, category)
          select 'Bench question ' || g, 'Bench' from generate_series(1, 8) g returning id`,
    );
    const [cycle] = await selectRows<{ id: string }>(
      db,
      sql`insert into performance_cycles (name, department_id, frequency, due_date, days_allowed, kpi_ids, question_ids, status, launched_at)
          values (${`Bench launch ${new Date().toISOString()}`}, ${department.id}, 'quarterly', current_date, 21,
                  ${`{${kpis.map((k) => k.id).join(',')}}`}::uuid[], ${`{${questions.map((q) => q.id).join(',')}}`}::uuid[], 'In_Progress', now())
          returning id`,
    );

    let last = '';
    const started = performance.now();
    const outcome = await createCycleReviews(db, cycle.id, {
      onBatch: async (done, total) => {
        last = `${done} of ${total}`;
        process.stdout.write(`\rlaunching: ${last} staff`);
      },
    });
    const seconds = (performance.now() - started) / 1000;
    const againStarted = performance.now();
    const again = await createCycleReviews(db, cycle.id);
    const againSeconds = (performance.now() - againStarted) / 1000;
    const [{ reviews }] = await selectRows<{ reviews: number }>(db, sql`select count(*)::int as reviews from performance_reviews where cycle_id = ${cycle.id}`);

    console.log(`\nLaunch of a cycle for ${outcome.staffInScope.toLocaleString('en')} staff on ${database.kind}: ${seconds.toFixed(2)} s (target < 10 s), ${outcome.reviewsCreated.toLocaleString('en')} reviews created.`);
    console.log(`Second launch: ${again.reviewsCreated} more reviews in ${againSeconds.toFixed(2)} s; the cycle holds ${reviews.toLocaleString('en')} reviews.`);
  } finally {
    await database.close();
  }
}

await main();
