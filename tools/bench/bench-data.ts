// What the data generators share: the bench database opened with the demo company in it, SQL pickers that draw per
// row inside the database (so rows are made by INSERT ... SELECT over generate_series, never sent from Node), the
// vocabularies of names and free text, and a top-up loop that inserts in batches and says how long a table took.
import { sql, type SQL } from 'drizzle-orm';
import { openDatabase, selectRows, type Database, type Db } from '../../apps/api/src/db/database';
import { seed } from '../../apps/api/src/db/seed';
import { benchDatabase, benchJwtSecret } from './bench-env';

/** The bench database, migrated, with the demo company (so the demo admin and staff can sign in). */
export async function openBenchDatabase(): Promise<Database> {
  const database = await openDatabase(benchDatabase());
  await database.migrate();
  await seed(database, { demo: true, codeSecret: benchJwtSecret });
  return database;
}

export const textArray = (values: readonly string[]): SQL => sql`array[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]`;

/** One of `values`, drawn per row (a fresh random() each time the expression is evaluated). */
export const pick = (values: readonly string[]): SQL => sql`(${textArray(values)})[1 + floor(random() * ${values.length})::int]`;

/** Expands weights into a list to pick from uniformly (small: about 100 entries). */
export function weighted<T>(items: readonly T[], weight: (item: T) => number): T[] {
  return items.flatMap((item) => Array.from({ length: Math.max(1, weight(item)) }, () => item));
}

/** `{ A: 3, B: 1 }` as a per-row pick that draws A three times as often as B. */
export const pickWeighted = (weights: Record<string, number>): SQL => pick(weighted(Object.keys(weights), (key) => weights[key]));

/** A moment in the last `years` years, more of them lately (a company that grew). */
export const recentMoment = (years = 5): SQL => sql`(now() - (interval '1 year' * ${years}) * (1 - sqrt(random())))`;

export const firstNames = [
  'Adaeze', 'Adebayo', 'Aisha', 'Amaka', 'Ayodele', 'Bola', 'Chiamaka', 'Chidi', 'Chinedu', 'Chioma', 'Damilola', 'Daniel',
  'David', 'Ebere', 'Emeka', 'Esther', 'Fatima', 'Femi', 'Funmilayo', 'Grace', 'Halima', 'Ibrahim', 'Ifeoma', 'Ikenna',
  'Joseph', 'Kehinde', 'Kemi', 'Kunle', 'Ladi', 'Mary', 'Michael', 'Musa', 'Ngozi', 'Nkechi', 'Obinna', 'Olumide',
  'Oluwaseun', 'Peace', 'Precious', 'Rasheed', 'Ruth', 'Samuel', 'Sani', 'Segun', 'Shade', 'Taiwo', 'Tobi', 'Tunde',
  'Uche', 'Usman', 'Victoria', 'Yetunde', 'Yusuf', 'Zainab',
];
export const lastNames = [
  'Abubakar', 'Adeleke', 'Adeyemi', 'Afolabi', 'Akande', 'Aliyu', 'Anyanwu', 'Babatunde', 'Bello', 'Chukwu', 'Danjuma',
  'Eze', 'Ezeh', 'Garba', 'Ibekwe', 'Idowu', 'Igwe', 'Ilori', 'Lawal', 'Mohammed', 'Musa', 'Nwachukwu', 'Nwosu',
  'Obi', 'Odukoya', 'Ogundipe', 'Okafor', 'Okeke', 'Okonkwo', 'Okoro', 'Olaniyan', 'Olatunji', 'Onyeka', 'Oyelaran',
  'Salami', 'Sanusi', 'Suleiman', 'Udoh', 'Umar', 'Usman', 'Yakubu', 'Yusuf',
];
export const cities = ['Lagos', 'Abuja', 'Ibadan', 'Kano', 'Port Harcourt', 'Enugu', 'Benin City', 'Kaduna', 'Jos', 'Owerri', 'Abeokuta', 'Calabar'];

/** Free text people write, for `$cont` searches to find: a phrase then a place or person. */
export const phrases = {
  leave: ['Family wedding in', 'Annual holiday to', 'Medical appointment in', 'Naming ceremony in', 'Funeral in', 'Religious festival in', 'Exams in', 'Moving house to', 'Rest after night shifts in', 'Visiting parents in'],
  loan: ['School fees for', 'Rent for', 'Car repair for', 'Medical bills for', 'Wedding costs for', 'Small business for', 'Generator purchase for', 'Family emergency for'],
  relatives: ['my children', 'my mother', 'my father', 'my family', 'myself', 'my sister', 'my brother', 'my wife', 'my husband'],
  medical: ['Hospital bill in', 'Dental treatment in', 'Eye surgery in', 'Malaria treatment in', 'Physiotherapy in', 'Prescription drugs in', 'Maternity care in', 'Lab tests in'],
  payment: ['Fuel for the generator at', 'Office supplies for', 'Vendor invoice for', 'Cleaning services at', 'Uniform tailoring for', 'Security contract at', 'Tips for the weekend shift at', 'Parking machine repair at'],
  message: ['Shift change at', 'Uniform check at', 'New rota for', 'Safety briefing at', 'Car park closure at', 'Team meeting at'],
  penalty: ['Late to shift at', 'Missing uniform at', 'Cash shortfall at', 'Left post early at', 'Damaged barrier at'],
  reward: ['Spotless week at', 'Customer praise at', 'Covered extra shifts at', 'Found a lost wallet at', 'Best attendance at'],
  maintenance: ['Barrier arm stuck at', 'Ticket printer jammed at', 'Radio not charging at', 'Torch broken at', 'Cash box lock faulty at'],
};

/** `phrase || ' ' || place`, drawn per row. */
export const sentence = (first: readonly string[], second: readonly string[] = cities): SQL => sql`(${pick(first)} || ' ' || ${pick(second)})`;

export const count = async (db: Db, table: string, where: SQL = sql`true`): Promise<number> =>
  (await selectRows<{ n: number }>(db, sql`select count(*)::int as n from ${sql.raw(table)} where ${where}`))[0].n;

/**
 * Runs `load` with the table's plain indexes set aside, then builds them again: a million rows go in several times
 * faster without maintaining every index row by row. Unique indexes stay (ON CONFLICT needs them). What was set aside
 * is written to bench_dropped_indexes first, so a run stopped half-way gets its indexes back on the next start.
 */
export async function withoutPlainIndexes(db: Db, table: string, load: () => Promise<void>): Promise<void> {
  await db.execute(sql`create table if not exists bench_dropped_indexes (name text primary key, definition text not null)`);
  const plain = await selectRows<{ name: string; definition: string }>(
    db,
    sql`select indexname as name, indexdef as definition from pg_indexes
         where schemaname = 'public' and tablename = ${table} and indexdef not like 'CREATE UNIQUE%'`,
  );
  for (const index of plain) {
    await db.execute(sql`insert into bench_dropped_indexes (name, definition) values (${index.name}, ${index.definition}) on conflict do nothing`);
    await db.execute(sql`drop index if exists ${sql.identifier(index.name)}`);
  }
  try {
    await load();
  } finally {
    await restoreIndexes(db, plain.map((index) => index.name));
  }
}

/** Builds again the indexes set aside (those named, or every one a stopped run left behind). */
export async function restoreIndexes(db: Db, names?: readonly string[]): Promise<void> {
  await db.execute(sql`create table if not exists bench_dropped_indexes (name text primary key, definition text not null)`);
  const kept = await selectRows<{ name: string; definition: string }>(db, sql`select name, definition from bench_dropped_indexes`);
  for (const index of kept.filter((k) => !names || names.includes(k.name))) {
    await db.execute(sql.raw(index.definition.replace(/^CREATE INDEX /, 'CREATE INDEX IF NOT EXISTS ')));
    await db.execute(sql`delete from bench_dropped_indexes where name = ${index.name}`);
  }
}

/**
 * Inserts rows `have + 1 .. target` in batches of `batch` by calling `insert(from, to)` (which numbers rows with
 * generate_series(from, to)), with the table's plain indexes set aside when there are many rows to add, then VACUUMs
 * and ANALYZEs the tables. Returns the seconds taken.
 */
export async function topUp(
  db: Db,
  options: { label: string; table?: string; have: number; target: number; batch?: number; analyze: readonly string[]; insert: (from: number, to: number) => Promise<unknown> },
): Promise<number> {
  const { label, table, have, target, batch = 100_000, analyze, insert } = options;
  const started = performance.now();
  const load = async () => {
    for (let done = have; done < target; ) {
      const size = Math.min(batch, target - done);
      await insert(done + 1, done + size);
      done += size;
      if (process.stdout.isTTY) process.stdout.write(`\r${label}: ${done.toLocaleString('en')} / ${target.toLocaleString('en')}`);
    }
  };
  if (table && target - have >= 100_000) await withoutPlainIndexes(db, table, load);
  else await load();
  // VACUUM as autovacuum would have by now in a live database: hint bits set and the visibility map current, so the
  // lists' index-only scans are measured as they run there, not on a table that was never vacuumed.
  for (const name of analyze) await db.execute(sql`vacuum (analyze) ${sql.raw(name)}`);
  const seconds = (performance.now() - started) / 1000;
  if (process.stdout.isTTY && have < target) process.stdout.write('\r\x1b[K');
  return seconds;
}
