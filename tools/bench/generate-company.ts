// Fills a database with a large company for the list benchmarks: the demo company (so the demo admin can sign in)
// plus BENCH_STAFF generated staff (default 100,000) spread over its departments, job titles and sites with
// believable, skewed distributions. Rows are generated inside the database (generate_series), in batches.
//
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/crewbase_bench npx tsx tools/bench/generate-company.ts
//   BENCH_PGLITE_DIR=/tmp/crewbase-bench-pglite npx tsx tools/bench/generate-company.ts
//
// Running it again tops the company up to BENCH_STAFF; it never duplicates.
import { sql } from 'drizzle-orm';
import { openDatabase, selectRows, type Db } from '../../apps/api/src/db/database';
import { seed } from '../../apps/api/src/db/seed';
import { benchDatabase, benchJwtSecret } from './bench-env';

const TARGET = Number(process.env.BENCH_STAFF ?? 100_000);
const BATCH = 20_000;
/** Generated staff numbers start here, far above the demo company's STF-0001..STF-0060. */
const FIRST_NUMBER = 100_000;

const firstNames = [
  'Adaeze', 'Adebayo', 'Aisha', 'Amaka', 'Ayodele', 'Bola', 'Chiamaka', 'Chidi', 'Chinedu', 'Chioma', 'Damilola', 'Daniel',
  'David', 'Ebere', 'Emeka', 'Esther', 'Fatima', 'Femi', 'Funmilayo', 'Grace', 'Halima', 'Ibrahim', 'Ifeoma', 'Ikenna',
  'Joseph', 'Kehinde', 'Kemi', 'Kunle', 'Ladi', 'Mary', 'Michael', 'Musa', 'Ngozi', 'Nkechi', 'Obinna', 'Olumide',
  'Oluwaseun', 'Peace', 'Precious', 'Rasheed', 'Ruth', 'Samuel', 'Sani', 'Segun', 'Shade', 'Taiwo', 'Tobi', 'Tunde',
  'Uche', 'Usman', 'Victoria', 'Yetunde', 'Yusuf', 'Zainab',
];
const lastNames = [
  'Abubakar', 'Adeleke', 'Adeyemi', 'Afolabi', 'Akande', 'Aliyu', 'Anyanwu', 'Babatunde', 'Bello', 'Chukwu', 'Danjuma',
  'Eze', 'Ezeh', 'Garba', 'Ibekwe', 'Idowu', 'Igwe', 'Ilori', 'Lawal', 'Mohammed', 'Musa', 'Nwachukwu', 'Nwosu',
  'Obi', 'Odukoya', 'Ogundipe', 'Okafor', 'Okeke', 'Okonkwo', 'Okoro', 'Olaniyan', 'Olatunji', 'Onyeka', 'Oyelaran',
  'Salami', 'Sanusi', 'Suleiman', 'Udoh', 'Umar', 'Usman', 'Yakubu', 'Yusuf',
];

/** Most staff park cars; few manage. Weights by job title name (unlisted titles weigh 1). */
const jobTitleWeights: Record<string, number> = {
  'Parking Attendant': 40,
  'Valet Driver': 12,
  'Parking Attendant Supervisor': 6,
  'Shift Lead': 4,
  Cashier: 8,
  'Customer Service Representative': 8,
  'Security Officer': 10,
};
/** A living company: mostly active, some churn. */
const statusWeights: Record<string, number> = { Active: 82, Pending: 6, Suspended: 3, Resigned: 7, Terminated: 2 };

/** Expands weights into a list to pick from uniformly (small: about 100 entries). */
function weighted<T>(items: readonly T[], weight: (item: T) => number): T[] {
  return items.flatMap((item) => Array.from({ length: Math.max(1, weight(item)) }, () => item));
}

const textArray = (values: readonly string[]) => sql`array[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]`;

async function insertBatch(db: Db, from: number, to: number, picks: { jobTitleIds: string[]; locationIds: string[]; statuses: string[] }) {
  // random() draws per row; the job title decides the department, as in the demo company.
  await db.execute(sql`
    insert into staff (staff_id, first_name, last_name, email, status, department_id, job_title_id, location_id,
                       daily_salary, benefits, date_joined, created_at, updated_at)
    select 'STF-' || lpad(g::text, 7, '0'),
           fn, ln,
           lower(fn || '.' || ln || '.' || g::text) || '@bench.crewbase.test',
           (${textArray(picks.statuses)})[1 + floor(random() * ${picks.statuses.length})::int]::staff_status,
           jt.department_id, jt.id,
           (${textArray(picks.locationIds)})[1 + floor(random() * ${picks.locationIds.length})::int]::uuid,
           jt_salary.daily_salary,
           '{}'::text[],
           created::date, created, created
    from generate_series(${from}::int, ${to}::int) g
    cross join lateral (select
      (${textArray(firstNames)})[1 + floor(random() * ${firstNames.length})::int] fn,
      (${textArray(lastNames)})[1 + floor(random() * ${lastNames.length})::int] ln,
      ((${textArray(picks.jobTitleIds)})[1 + floor(random() * ${picks.jobTitleIds.length})::int])::uuid jt_id,
      -- Hiring grew over five years: more recent joiners than old ones.
      now() - (interval '5 years') * (1 - sqrt(random())) created
      where g > 0) r
    join job_titles jt on jt.id = r.jt_id
    cross join lateral (select round((8000 + random() * 30000)::numeric, -2) daily_salary where jt.id is not null) jt_salary
    on conflict do nothing`);
}

async function main() {
  const database = await openDatabase(benchDatabase());
  try {
    await database.migrate();
    await seed(database, { demo: true, codeSecret: benchJwtSecret });
    const { db } = database;

    const jobTitles = await selectRows<{ id: string; name: string }>(db, sql`select id, name from job_titles order by name`);
    const locations = await selectRows<{ id: string; name: string }>(db, sql`select id, name from locations order by name`);
    if (jobTitles.length === 0 || locations.length === 0) throw new Error('The demo company has no job titles or sites.');
    const picks = {
      jobTitleIds: weighted(jobTitles, (t) => jobTitleWeights[t.name] ?? 1).map((t) => t.id),
      // The first sites are the busiest.
      locationIds: weighted(locations, (_l) => 1).flatMap((l, i) => Array.from({ length: Math.max(1, 6 - i) }, () => l.id)),
      statuses: weighted(Object.keys(statusWeights), (s) => statusWeights[s]),
    };

    const [{ count }] = await selectRows<{ count: number }>(db, sql`select count(*)::int count from staff where staff_id like 'STF-_______'`);
    const started = performance.now();
    for (let done = count; done < TARGET; ) {
      const size = Math.min(BATCH, TARGET - done);
      await insertBatch(db, FIRST_NUMBER + done + 1, FIRST_NUMBER + done + size, picks);
      done += size;
      process.stdout.write(`\rstaff generated: ${done.toLocaleString('en')} / ${TARGET.toLocaleString('en')}`);
    }
    await db.execute(sql`analyze`);
    const [{ total }] = await selectRows<{ total: number }>(db, sql`select count(*)::int total from staff`);
    console.log(`\n${total.toLocaleString('en')} staff in ${database.kind} (${((performance.now() - started) / 1000).toFixed(1)} s to generate).`);
  } finally {
    await database.close();
  }
}

await main();
