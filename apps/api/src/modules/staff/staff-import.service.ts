// Staff import: preview (read the file, check every row as "Add New Staff" would, save nothing), commit (a background
// job: check again and save every row in one transaction, or nothing), then the invitations, mailed only once the
// staff are saved. The rules of one row are libs/domain's checkStaffImportRow; this file adds what needs the database
// (names to ids, emails already taken) and the all-or-nothing write.
import {
  checkStaffImportRow,
  duplicateEmailProblems,
  formatCount,
  referenceKey,
  sortStaffImportProblems,
  STAFF_IMPORT_MAX_PROBLEMS_LISTED,
  type StaffImport,
  type StaffImportPreview,
  type StaffImportProblem,
  type StaffImportReferences,
  type StaffImportRow,
} from '@crewbase/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { createStaffInputSchema } from '@crewbase/domain';
import { selectRows, type Db } from '../../db/database';
import { banks, departments, jobTitles, locations, oneTimeCodes, staff, staffImports, staffRoles } from '../../db/schema';
import { mailActivationCodeOnCreate } from '../../platform/activation';
import { writeAudit, writeAuditMany } from '../../platform/audit';
import { adminActor, type ServiceContext } from '../../platform/context';
import { conflict, notFound } from '../../platform/errors';
import { defineJob, type JobKit } from '../../platform/jobs';
import type { UploadedFile } from '../../platform/read-one-file';
import { readStaffImportFile, staffImportTemplate } from './staff-import-file';
import * as repo from './staff.repository';

type CreateInput = z.output<typeof createStaffInputSchema>;

const NOT_FOUND = 'That staff import does not exist.';
/** A preview older than this is checked again from the file, not committed. */
const PREVIEW_LIFETIME_HOURS = 24;
const CHUNK = 500;
/** Invitations mailed at once, and between two progress reports. */
const INVITATION_BATCH = 50;

export async function loadImportReferences(db: Db): Promise<StaffImportReferences> {
  const named = async (table: typeof departments | typeof jobTitles | typeof locations | typeof staffRoles) =>
    new Map((await db.select({ id: table.id, name: table.name }).from(table)).map((r) => [referenceKey(r.name), r.id]));
  const bankRows = await db.select({ code: banks.code, name: banks.name }).from(banks);
  return {
    departments: await named(departments),
    jobTitles: await named(jobTitles),
    locations: await named(locations),
    staffRoles: await named(staffRoles),
    banks: new Map(bankRows.flatMap((b) => [[referenceKey(b.name), b.code] as const, [referenceKey(b.code), b.code] as const])),
  };
}

/** Which of these (lower-cased) emails a staff member already has. */
async function takenEmails(db: Db, emails: readonly string[]): Promise<Set<string>> {
  const taken = new Set<string>();
  for (let i = 0; i < emails.length; i += 1000) {
    const chunk = emails.slice(i, i + 1000);
    const rows = await db
      .select({ email: sql<string>`lower(${staff.email})` })
      .from(staff)
      .where(inArray(sql`lower(${staff.email})`, chunk));
    for (const row of rows) taken.add(row.email);
  }
  return taken;
}

interface CheckedRows {
  valid: Array<{ line: number; input: CreateInput }>;
  problems: StaffImportProblem[];
  invalidLines: number;
}

/** Every row through the create form's rules, the file's own duplicate emails, and the emails staff already have. */
async function checkRows(db: Db, rows: readonly StaffImportRow[], refs: StaffImportReferences, onChecked?: (done: number) => Promise<void>): Promise<CheckedRows> {
  const problems: StaffImportProblem[] = [];
  const checked: Array<{ line: number; input: CreateInput | null }> = [];
  for (let i = 0; i < rows.length; i += CHUNK) {
    for (const row of rows.slice(i, i + CHUNK)) {
      const result = checkStaffImportRow(row, refs);
      problems.push(...result.problems);
      checked.push({ line: row.line, input: result.input });
    }
    await onChecked?.(Math.min(rows.length, i + CHUNK));
  }
  // Duplicates within the file, from every row that has an email (even a row with other problems).
  const emails = rows.flatMap((row) => {
    const email = (row.cells.Email ?? '').trim().toLowerCase();
    return email ? [{ line: row.line, email }] : [];
  });
  problems.push(...duplicateEmailProblems(emails));
  const taken = await takenEmails(db, [...new Set(emails.map((e) => e.email))]);
  for (const { line, email } of emails) {
    if (taken.has(email)) problems.push({ line, column: 'Email', message: 'A staff member with this email already exists.' });
  }
  const bad = new Set(problems.map((p) => p.line));
  const valid = checked.filter((c): c is { line: number; input: CreateInput } => c.input !== null && !bad.has(c.line));
  return { valid, problems: sortStaffImportProblems(problems), invalidLines: bad.size };
}

const listed = (problems: StaffImportProblem[]) => problems.slice(0, STAFF_IMPORT_MAX_PROBLEMS_LISTED);

export async function previewStaffImport(ctx: ServiceContext, file: UploadedFile): Promise<StaffImportPreview> {
  const actor = adminActor(ctx);
  const read = await readStaffImportFile(file);
  const fileName = file.filename.slice(0, 200) || 'staff';
  if (read.problems.length > 0) {
    return { importId: null, fileName, rowCount: read.rows.length, validRows: 0, invalidRows: read.rows.length, problemCount: read.problems.length, problems: listed(read.problems) };
  }
  const checked = await checkRows(ctx.db, read.rows, await loadImportReferences(ctx.db));
  let importId: string | null = null;
  // Previews nobody committed can no longer be: their cells (personal details) go with the next preview anyone makes.
  await ctx.db
    .delete(staffImports)
    .where(and(eq(staffImports.status, 'READY'), sql`${staffImports.createdAt} <= now() - make_interval(hours => ${PREVIEW_LIFETIME_HOURS})`));
  if (checked.problems.length === 0) {
    const [row] = await ctx.db.insert(staffImports).values({ createdBy: actor.id, fileName, rowCount: read.rows.length, rows: read.rows }).returning({ id: staffImports.id });
    importId = row.id;
  }
  return {
    importId,
    fileName,
    rowCount: read.rows.length,
    validRows: read.rows.length - checked.invalidLines,
    invalidRows: checked.invalidLines,
    problemCount: checked.problems.length,
    problems: listed(checked.problems),
  };
}

export async function getStaffImport(ctx: ServiceContext, jobs: JobKit, id: string): Promise<StaffImport> {
  // Asked every second while it runs: never the previewed cells or the created ids, only their count.
  const [row] = await ctx.db
    .select({
      id: staffImports.id,
      fileName: staffImports.fileName,
      status: staffImports.status,
      rowCount: staffImports.rowCount,
      importedCount: sql<number>`jsonb_array_length(${staffImports.staffIds})::int`,
      invitedCount: staffImports.invitedCount,
      problemCount: staffImports.problemCount,
      problems: staffImports.problems,
      jobId: staffImports.jobId,
      createdAt: staffImports.createdAt,
    })
    .from(staffImports)
    .where(eq(staffImports.id, id));
  if (!row) throw notFound(NOT_FOUND);
  return {
    id: row.id,
    fileName: row.fileName,
    status: row.status,
    rowCount: row.rowCount,
    importedCount: row.importedCount,
    invitedCount: row.invitedCount,
    problemCount: row.problemCount,
    problems: row.problems,
    job: row.jobId ? await jobs.status(row.jobId) : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function commitStaffImport(ctx: ServiceContext, jobs: JobKit, id: string): Promise<StaffImport> {
  const actor = adminActor(ctx);
  const [claimed] = await ctx.db
    .update(staffImports)
    .set({ status: 'QUEUED' })
    .where(and(eq(staffImports.id, id), eq(staffImports.status, 'READY'), sql`${staffImports.createdAt} > now() - make_interval(hours => ${PREVIEW_LIFETIME_HOURS})`))
    .returning({ id: staffImports.id, fileName: staffImports.fileName, rowCount: staffImports.rowCount });
  if (!claimed) {
    const [row] = await ctx.db.select({ status: staffImports.status }).from(staffImports).where(eq(staffImports.id, id));
    if (!row) throw notFound(NOT_FOUND);
    if (row.status === 'READY') throw conflict(`This preview is more than ${PREVIEW_LIFETIME_HOURS} hours old: upload the file again to check it against today's staff.`);
    throw conflict(row.status === 'QUEUED' ? 'This import is already being saved.' : 'This import has already been committed: upload the file again to start a new one.');
  }
  let jobId: string;
  try {
    jobId = await jobs.enqueue(staffImportJob, { importId: id });
  } catch (error) {
    await ctx.db.update(staffImports).set({ status: 'READY' }).where(eq(staffImports.id, id));
    throw error;
  }
  await ctx.db.transaction(async (tx) => {
    await tx.update(staffImports).set({ jobId }).where(eq(staffImports.id, id));
    await writeAudit(tx, { actor, action: 'import', entity: 'staff-import', entityId: id, to: { fileName: claimed.fileName, rowCount: claimed.rowCount, jobId } });
  });
  return getStaffImport(ctx, jobs, id);
}

export async function staffImportTemplateFile(ctx: ServiceContext, format: 'csv' | 'xlsx') {
  const first = async (table: typeof departments | typeof jobTitles | typeof locations | typeof staffRoles) =>
    (await ctx.db.select({ name: table.name }).from(table).orderBy(asc(table.name)).limit(1))[0]?.name;
  const [bank] = await ctx.db.select({ name: banks.name }).from(banks).orderBy(asc(banks.name)).limit(1);
  return staffImportTemplate(format, {
    department: await first(departments),
    jobTitle: await first(jobTitles),
    location: await first(locations),
    staffRole: await first(staffRoles),
    bank: bank?.name,
  });
}

/** Saves every row in one transaction, or nothing: answers the problems when the rows no longer pass. */
async function saveAll(db: Db, importId: string, createdBy: string | null, rows: StaffImportRow[]): Promise<{ staffIds: string[] } | { problems: StaffImportProblem[] }> {
  return db.transaction(async (tx) => {
    // New staff wait until this import ends, so no email or staff number can be taken between this check and the insert.
    await tx.execute(sql`lock table ${staff} in share row exclusive mode`);
    const checked = await checkRows(tx, rows, await loadImportReferences(tx));
    if (checked.problems.length > 0) return { problems: checked.problems };
    const [{ n: first }] = await selectRows<{ n: number }>(
      tx,
      sql`select coalesce(max(substring(${staff.staffId} from 5)::int), 0)::int + 1 as n from ${staff} where ${staff.staffId} ~ '^STF-[0-9]+$'`,
    );
    const today = new Date().toISOString().slice(0, 10);
    const actor = createdBy ? { area: 'admin' as const, id: createdBy, roleId: '', roleName: '' } : ('system' as const);
    const staffIds: string[] = [];
    for (let i = 0; i < checked.valid.length; i += CHUNK) {
      const batch = checked.valid
        .slice(i, i + CHUNK)
        .map(({ input }, j) => repo.newStaffValues(input, `STF-${String(first + i + j).padStart(4, '0')}`, { today }));
      const inserted = await tx.insert(staff).values(batch).returning({ id: staff.id });
      for (const row of inserted) staffIds.push(row.id);
      await writeAuditMany(
        tx,
        batch.map((values, j) => ({
          actor,
          action: 'create',
          entity: 'staff',
          entityId: inserted[j].id,
          to: { ...checked.valid[i + j].input, staffId: values.staffId, status: 'Pending', accountNumber: '(set)', importId },
        })),
      );
    }
    await tx.update(staffImports).set({ status: 'IMPORTED', staffIds, rows: [] }).where(eq(staffImports.id, importId));
    return { staffIds };
  });
}

/** The imported staff not yet mailed an invitation (a retried job mails only those the last try did not reach). */
async function notYetInvited(db: Db, staffIds: readonly string[]): Promise<Set<string>> {
  const invited = new Set<string>();
  for (let i = 0; i < staffIds.length; i += 1000) {
    const chunk = staffIds.slice(i, i + 1000);
    const rows = await db
      .selectDistinct({ id: oneTimeCodes.accountId })
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.accountType, 'staff'), eq(oneTimeCodes.purpose, 'activation'), inArray(oneTimeCodes.accountId, chunk)));
    for (const row of rows) invited.add(row.id);
  }
  return new Set(staffIds.filter((id) => !invited.has(id)));
}

/** The commit: check, save all or nothing, then mail each new person their invitation. */
export const staffImportJob = defineJob<{ importId: string }, { imported: number; invited: number; problemCount: number }>({
  name: 'staff-import',
  retryLimit: 2,
  retryDelaySeconds: 10,
  retryBackoff: true,
  timeoutSeconds: 30 * 60,
  async run({ importId }, ctx) {
    const [found] = await ctx.db.select().from(staffImports).where(eq(staffImports.id, importId));
    if (!found || found.status === 'READY') return { imported: 0, invited: 0, problemCount: 0 };
    if (found.status === 'FAILED') return { imported: 0, invited: 0, problemCount: found.problemCount };
    const total = found.rowCount;
    let staffIds = found.staffIds;
    if (found.status === 'QUEUED') {
      // Checked once outside the transaction so the screen sees it move, then again inside it, where it counts.
      const refs = await loadImportReferences(ctx.db);
      const early = await checkRows(ctx.db, found.rows, refs, (done) => ctx.progress({ done, total, message: `Checking rows (${formatCount(done)} of ${formatCount(total)})` }));
      let outcome: { staffIds: string[] } | { problems: StaffImportProblem[] } = { problems: early.problems };
      if (early.problems.length === 0) {
        await ctx.progress({ done: total, total, message: `Saving ${formatCount(total)} staff` });
        outcome = await saveAll(ctx.db, importId, found.createdBy, found.rows);
      }
      if ('problems' in outcome) {
        await ctx.db
          .update(staffImports)
          .set({ status: 'FAILED', rows: [], problems: listed(outcome.problems), problemCount: outcome.problems.length })
          .where(eq(staffImports.id, importId));
        await ctx.progress({ done: 0, total, message: 'Nothing was saved: the rows no longer pass' });
        return { imported: 0, invited: 0, problemCount: outcome.problems.length };
      }
      staffIds = outcome.staffIds;
    }
    // Saved: now, and only now, the invitations.
    const waiting = await notYetInvited(ctx.db, staffIds);
    const people = await (async () => {
      const all: Array<{ id: string; firstName: string; email: string }> = [];
      const ids = [...waiting];
      for (let i = 0; i < ids.length; i += 1000) {
        all.push(...(await ctx.db.select({ id: staff.id, firstName: staff.firstName, email: staff.email }).from(staff).where(inArray(staff.id, ids.slice(i, i + 1000)))));
      }
      return all;
    })();
    let invited = staffIds.length - waiting.size;
    // A few at a time: each is a code written and a mail handed to the mail server, mostly waiting on the network.
    for (let i = 0; i < people.length; i += INVITATION_BATCH) {
      if (ctx.signal.aborted) throw new Error('The API is shutting down; the remaining invitations go out when the job is tried again.');
      const batch = people.slice(i, i + INVITATION_BATCH);
      await Promise.all(batch.map((person) => mailActivationCodeOnCreate(ctx, 'staff', person)));
      invited += batch.length;
      await ctx.db.update(staffImports).set({ invitedCount: invited }).where(eq(staffImports.id, importId));
      await ctx.progress({ done: invited, total: staffIds.length, message: `Sending invitations (${formatCount(invited)} of ${formatCount(staffIds.length)})` });
    }
    await ctx.db.update(staffImports).set({ invitedCount: invited }).where(eq(staffImports.id, importId));
    await ctx.progress({ done: staffIds.length, total: staffIds.length, message: `Imported ${formatCount(staffIds.length)} staff and sent their invitations` });
    return { imported: staffIds.length, invited, problemCount: 0 };
  },
});
