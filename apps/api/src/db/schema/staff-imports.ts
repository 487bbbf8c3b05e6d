import type { StaffImportProblem, StaffImportRow, StaffImportStatus } from '@crewbase/domain';
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { users } from './users';

/**
 * A staff import between its preview and its commit. `rows` keeps the previewed cells (the commit checks them again,
 * so a clash that appeared since is caught) and is emptied once the import has ended, saved or not: the file's
 * personal details are not kept beside the staff records they became.
 */
export const staffImports = pgTable(
  'staff_imports',
  {
    id: id(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    status: text('status').$type<StaffImportStatus>().notNull().default('READY'),
    rowCount: integer('row_count').notNull(),
    rows: jsonb('rows').$type<StaffImportRow[]>().notNull(),
    jobId: uuid('job_id'),
    /** The staff the commit created, for the invitations mailed after it. */
    staffIds: jsonb('staff_ids').$type<string[]>().notNull().default([]),
    invitedCount: integer('invited_count').notNull().default(0),
    problems: jsonb('problems').$type<StaffImportProblem[]>().notNull().default([]),
    problemCount: integer('problem_count').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('staff_imports_created_at_idx').on(t.createdAt)],
);
