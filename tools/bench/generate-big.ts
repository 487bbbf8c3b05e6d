// Fills a database for the per-list benchmark (lists.bench.ts): the demo company, BENCH_STAFF generated staff
// (default 100,000) and BENCH_ROWS rows (default 1,000,000) in every table that grows with use, each generated inside
// the database (INSERT ... SELECT over generate_series, in batches) with believable spread: statuses weighted as a
// living company has them, dates over the years (more of them lately), people, departments and sites, free text to
// search. Prints how long each table took, then VACUUMs and ANALYZEs it. Running it again tops every table up; it never duplicates.
//
//   createdb -h 127.0.0.1 -U postgres crewbase_bench_big
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/crewbase_bench_big npm run bench:generate-big
//
// BENCH_TABLES=leave_requests,notifications fills only those (the names printed below).
import { sql } from 'drizzle-orm';
import { count, openBenchDatabase, restoreIndexes, topUp } from './bench-data';
import * as t from './bench-tables';

const STAFF = Number(process.env.BENCH_STAFF ?? 100_000);
const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const ONLY = process.env.BENCH_TABLES?.split(',').map((name) => name.trim());
/** Inventory: a ledger of ROWS movements over this many items. */
const STOCK_ITEMS = 5_000;

const database = await openBenchDatabase();
const { db } = database;
const timings: Array<[string, number, number]> = [];

/** Tops `table` up to `target` rows with `insert(from, to)`, and records how long it took. */
async function fill(table: string, target: number, insert: (from: number, to: number) => Promise<void>, have?: number, batch?: number) {
  if (ONLY && !ONLY.includes(table)) return;
  const before = have ?? (await count(db, table));
  const seconds = await topUp(db, { label: table, table, have: before, target, batch, analyze: [table], insert });
  const after = await count(db, table);
  timings.push([table, after, seconds]);
  console.log(`${table.padEnd(30)} ${after.toLocaleString('en').padStart(11)} rows  ${seconds.toFixed(1).padStart(6)} s`);
}

try {
  const started = performance.now();
  await restoreIndexes(db);
  console.log(`Generating ${STAFF.toLocaleString('en')} staff and ${ROWS.toLocaleString('en')} rows per table on ${database.kind}:`);
  await fill('staff', STAFF, (from, to) => t.insertStaff(db, from, to), await t.generatedStaffCount(db));
  // Pools named per process, so two generators filling different tables (BENCH_TABLES) do not share one.
  const pools = { people: `bench_people_${process.pid}`, messages: `bench_messages_${process.pid}` };
  const people = await t.peoplePool(db, pools.people);

  await fill('leave_requests', ROWS, (from, to) => t.insertLeave(db, people, from, to));
  await fill('loan_requests', ROWS, (from, to) => t.insertLoans(db, people, from, to));
  // Derived from the disbursed loans in one statement each.
  await fill('loan_repayments', 1, () => t.insertLoanRepayments(db), 0, Infinity);
  await fill('medical_assistance_requests', ROWS, (from, to) => t.insertMedical(db, people, from, to));
  await fill('payment_requests', ROWS, (from, to) => t.insertPayments(db, people, from, to));
  await fill('messages', ROWS, (from, to) => t.insertMessages(db, from, to));
  if (!ONLY || ONLY.includes('message_reads')) await t.messagePool(db, pools.messages);
  await fill('message_reads', ROWS, (from, to) => t.insertMessageReads(db, people, pools.messages, from, to));
  await fill('schedule_shifts', ROWS, (from, to) => t.insertShifts(db, people, from, to));
  await fill('audit_log', ROWS, (from, to) => t.insertAudit(db, people, from, to));
  await fill('notifications', ROWS, (from, to) => t.insertNotifications(db, people, from, to));
  await fill('bank_detail_changes', ROWS, (from, to) => t.insertBankDetailChanges(db, people, from, to));
  // One review and one payslip per person per cycle or month: as many cycles and months as ROWS needs.
  const rounds = Math.ceil(ROWS / people.size);
  if (!ONLY || ONLY.includes('performance_reviews')) await t.reviewCycles(db, rounds);
  await fill('performance_reviews', ROWS, (from, to) => t.insertReviews(db, people, from, to));
  await fill('performance_penalties', ROWS, (from, to) => t.insertPenalties(db, people, from, to));
  await fill('performance_rewards', ROWS, (from, to) => t.insertRewards(db, people, from, to));
  if (!ONLY || ONLY.includes('payslips')) await t.payRuns(db, rounds);
  await fill('payslips', ROWS, (from, to) => t.insertPayslips(db, people, from, to));
  await fill('mail_outbox', ROWS, (from, to) => t.insertMail(db, from, to));
  await fill('staff_imports', ROWS, (from, to) => t.insertStaffImports(db, from, to));
  await fill('employee_documents', ROWS, (from, to) => t.insertDocuments(db, people, from, to));
  await fill('licence_reminders', ROWS, (from, to) => t.insertLicenceReminders(db, people, from, to));
  await fill('stock_items', STOCK_ITEMS, (from, to) => t.insertStockItems(db, from, to), await count(db, 'stock_items', sql`name like 'Bench item %'`));
  await fill('stock_movements', ROWS, () => t.insertStockMovements(db, Math.ceil(ROWS / STOCK_ITEMS)), undefined, Infinity);
  await fill('requisitions', ROWS, (from, to) => t.insertRequisitions(db, people, from, to));
  await fill('issuances', ROWS, (from, to) => t.insertIssuances(db, people, from, to));
  await fill('maintenance_requests', ROWS, (from, to) => t.insertMaintenance(db, people, from, to));
  await fill('procurements', ROWS, (from, to) => t.insertProcurements(db, from, to));

  for (const pool of Object.values(pools)) await db.execute(sql`drop table if exists ${sql.raw(pool)}`);
  await db.execute(sql`analyze`);
  console.log(`\nDone in ${((performance.now() - started) / 1000).toFixed(0)} s (${timings.length} tables).`);
} finally {
  await database.close();
}
