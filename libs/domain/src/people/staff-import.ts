// Staff import (Profiles > Staffs > Import staff): a CSV or XLSX file of new staff, one person a row under a header
// row. Each row goes through the same rules as "Add New Staff" (createStaffInputSchema) after its names (department,
// job title, location, staff role, bank) are looked up; a problem is named by the spreadsheet line and the column
// header, so a person can find the cell. Nothing is saved until the whole file is good, and then all at once.
import { z } from 'zod';
import { jobStatusSchema } from '../jobs/job-status';
import { benefitTypeSchema } from '../enums';
import { createStaffInputSchema, type CreateStaffInput } from './staff';

/** The most rows one file may hold (a bigger company imports in parts). */
export const STAFF_IMPORT_MAX_ROWS = 10_000;
/** How many problems an answer lists at most; `problemCount` says how many there are. */
export const STAFF_IMPORT_MAX_PROBLEMS_LISTED = 1000;

type ImportField = keyof CreateStaffInput;

export interface StaffImportColumn {
  /** The header cell, exactly as the template writes it (matched ignoring case and spaces around it). */
  header: string;
  /** The create-form field it fills. */
  field: ImportField;
  required: boolean;
  /** How to write it, for the template and the screen. */
  hint: string;
  example: string;
}

/** The columns of an import file, in the template's order. */
export const staffImportColumns: readonly StaffImportColumn[] = [
  { header: 'First name', field: 'firstName', required: true, hint: 'Up to 80 characters', example: 'Ada' },
  { header: 'Last name', field: 'lastName', required: true, hint: 'Up to 80 characters', example: 'Obi' },
  { header: 'Email', field: 'email', required: true, hint: 'Unique among staff; the invitation goes here', example: 'ada.obi@example.com' },
  { header: 'Phone number', field: 'phoneNumber', required: false, hint: 'Digits, spaces, ( ) - and a leading +', example: '+234 803 000 0000' },
  { header: 'Gender', field: 'gender', required: false, hint: 'Female or Male', example: 'Female' },
  { header: 'Date of birth', field: 'dateOfBirth', required: false, hint: 'DD/MM/YYYY; at least 16 years old', example: '14/02/1994' },
  { header: 'Address', field: 'address', required: false, hint: 'Up to 300 characters', example: '12 Marina Road, Lagos' },
  { header: 'Department', field: 'departmentId', required: true, hint: 'The name of a department in Settings', example: 'Operations' },
  { header: 'Job title', field: 'jobTitleId', required: true, hint: 'The name of a job title in Settings', example: 'Site Officer' },
  { header: 'Location', field: 'locationId', required: true, hint: 'The name of a location in Settings', example: 'Lagos Head Office' },
  { header: 'Staff role', field: 'staffRoleId', required: true, hint: 'The name of a staff role in Settings', example: 'Staff' },
  { header: 'Daily salary', field: 'dailySalary', required: true, hint: 'Naira, up to 2 decimal places', example: '15000' },
  { header: 'Bank', field: 'bankCode', required: true, hint: 'The bank name or its CBN code', example: 'Access Bank' },
  { header: 'Account number', field: 'accountNumber', required: true, hint: '10 digits', example: '0123456789' },
  { header: 'Benefits', field: 'benefits', required: false, hint: `Separated by ";": ${benefitTypeSchema.options.join('; ')}`, example: 'Data; Transportation' },
  { header: "Driver's licence number", field: 'driverLicenceNumber', required: false, hint: 'Letters, digits and dashes', example: '' },
  { header: "Driver's licence expiry", field: 'driverLicenceExpiry', required: false, hint: 'DD/MM/YYYY; needed with a licence number', example: '' },
  { header: 'Date joined', field: 'dateJoined', required: false, hint: 'DD/MM/YYYY; today when empty', example: '01/12/2026' },
];

const headerKey = (header: string) => header.trim().replace(/\s+/g, ' ').toLowerCase().replace(/[’‘]/g, "'");
const columnByHeader = new Map(staffImportColumns.map((c) => [headerKey(c.header), c]));
const columnByField = new Map(staffImportColumns.map((c) => [c.field as string, c]));

export const staffImportProblemSchema = z.object({
  /** The spreadsheet line (the header is line 1); 1 for a problem with the header itself. */
  line: z.number().int().min(1),
  /** The column header as the file wrote it (or as the template names it when the column is missing); null for the whole row or file. */
  column: z.string().nullable(),
  message: z.string(),
});
export type StaffImportProblem = z.infer<typeof staffImportProblemSchema>;

/** One data row of a file: its spreadsheet line and its cells by column header, as text. */
export interface StaffImportRow {
  line: number;
  cells: Record<string, string>;
}

/** What the header row says: which template column each file column is, and what is wrong with it. */
export function readStaffImportHeader(headers: readonly string[]): { columns: Map<number, StaffImportColumn>; problems: StaffImportProblem[] } {
  const columns = new Map<number, StaffImportColumn>();
  const problems: StaffImportProblem[] = [];
  const seen = new Set<string>();
  headers.forEach((raw, index) => {
    const header = raw.trim();
    if (header === '') return;
    const column = columnByHeader.get(headerKey(header));
    if (!column) {
      problems.push({ line: 1, column: header, message: `Unknown column "${header}". Use the template's headers: ${staffImportColumns.map((c) => c.header).join(', ')}.` });
    } else if (seen.has(column.field)) {
      problems.push({ line: 1, column: header, message: `The column "${column.header}" appears twice.` });
    } else {
      seen.add(column.field);
      columns.set(index, column);
    }
  });
  for (const column of staffImportColumns) {
    if (column.required && !seen.has(column.field)) problems.push({ line: 1, column: column.header, message: `The column "${column.header}" is missing.` });
  }
  return { columns, problems };
}

/** The names a row may use for its references, each to its id (or the bank's code), keyed by canonicalName lower-cased. */
export interface StaffImportReferences {
  departments: ReadonlyMap<string, string>;
  jobTitles: ReadonlyMap<string, string>;
  locations: ReadonlyMap<string, string>;
  staffRoles: ReadonlyMap<string, string>;
  /** By bank name and by CBN code, to the code. */
  banks: ReadonlyMap<string, string>;
}

/** How a name is looked up: one form (NFKC, invisible characters gone, spaces collapsed), case ignored. */
export const referenceKey = (name: string) =>
  name
    .normalize('NFKC')
    .replace(/[\u200B-\u200D\u2060\uFEFF\u00AD]/g, '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();

const references: Array<{ field: ImportField; set: keyof StaffImportReferences; what: string; where: string }> = [
  { field: 'departmentId', set: 'departments', what: 'department', where: 'Settings > Departments' },
  { field: 'jobTitleId', set: 'jobTitles', what: 'job title', where: 'Settings > Job Titles' },
  { field: 'locationId', set: 'locations', what: 'location', where: 'Settings > Locations' },
  { field: 'staffRoleId', set: 'staffRoles', what: 'staff role', where: 'Settings > Staff Roles' },
  { field: 'bankCode', set: 'banks', what: 'bank', where: 'the bank list' },
];

/** A stand-in id for a reference already reported, so the form's rules do not report it a second time. */
const REPORTED = '00000000-0000-4000-8000-000000000000';

const DAY_MONTH_YEAR = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
const dateFields = new Set<ImportField>(['dateOfBirth', 'driverLicenceExpiry', 'dateJoined']);

/** DD/MM/YYYY (the product's format) or YYYY-MM-DD to YYYY-MM-DD; anything else is returned as it is, for the rules to refuse. */
export function importDate(text: string): string {
  const match = DAY_MONTH_YEAR.exec(text);
  if (!match) return text;
  return `${match[3]}-${match[2].padStart(2, '0')}-${match[1].padStart(2, '0')}`;
}

/**
 * One row checked as "Add New Staff" checks a form: the cells become the create input (names looked up, dates read as
 * DD/MM/YYYY), then createStaffInputSchema runs. Every problem names the row's line and the column's header.
 */
export function checkStaffImportRow(row: StaffImportRow, refs: StaffImportReferences): { input: z.output<typeof createStaffInputSchema> | null; problems: StaffImportProblem[] } {
  const problems: StaffImportProblem[] = [];
  const candidate: Record<string, unknown> = {};
  const header = (field: ImportField) => columnByField.get(field)?.header ?? field;
  for (const column of staffImportColumns) {
    const text = (row.cells[column.header] ?? '').trim();
    if (text === '') {
      // An empty required cell reads as the form's empty field, so it gets the form's own message ("Enter a first name").
      if (column.required && column.field !== 'dailySalary') candidate[column.field] = '';
      continue;
    }
    if (column.field === 'benefits') {
      candidate.benefits = text.split(/[;,]/).map((b) => b.trim()).filter(Boolean).map((b) => benefitTypeSchema.options.find((o) => o.toLowerCase() === b.toLowerCase()) ?? b);
    } else if (column.field === 'gender') {
      candidate.gender = ['female', 'male'].includes(text.toLowerCase()) ? text[0].toUpperCase() + text.slice(1).toLowerCase() : text;
    } else if (dateFields.has(column.field)) {
      candidate[column.field] = importDate(text);
    } else {
      candidate[column.field] = text;
    }
  }
  for (const ref of references) {
    const name = candidate[ref.field];
    if (typeof name !== 'string' || name === '') continue;
    const found = refs[ref.set].get(referenceKey(name));
    if (found) {
      candidate[ref.field] = found;
    } else {
      problems.push({ line: row.line, column: header(ref.field), message: `There is no ${ref.what} named "${name}" in ${ref.where}.` });
      candidate[ref.field] = ref.field === 'bankCode' ? 'REPORTED' : REPORTED;
    }
  }
  const parsed = createStaffInputSchema.safeParse(candidate);
  if (parsed.success) return { input: problems.length === 0 ? parsed.data : null, problems };
  // One problem a cell: the first rule it breaks (a malformed date breaks two).
  const reported = new Set(problems.map((p) => p.column));
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '') as ImportField;
    const column = columnByField.has(field) ? header(field) : null;
    if (column !== null && reported.has(column)) continue;
    reported.add(column);
    const message = dateFields.has(field) && /YYYY-MM-DD/.test(issue.message) ? 'Enter the date as DD/MM/YYYY' : issue.message;
    problems.push({ line: row.line, column, message });
  }
  return { input: null, problems };
}

/** Lines sharing one email: each after the first is a problem on its Email cell. */
export function duplicateEmailProblems(rows: ReadonlyArray<{ line: number; email: string }>): StaffImportProblem[] {
  const first = new Map<string, number>();
  const problems: StaffImportProblem[] = [];
  for (const { line, email } of rows) {
    const key = email.trim().toLowerCase();
    const earlier = first.get(key);
    if (earlier === undefined) first.set(key, line);
    else problems.push({ line, column: 'Email', message: `The same email as line ${earlier}: each person needs their own.` });
  }
  return problems;
}

/** Problems in the order a person reads the file: by line, then by the template's column order. */
export function sortStaffImportProblems(problems: StaffImportProblem[]): StaffImportProblem[] {
  const order = new Map(staffImportColumns.map((c, i) => [c.header, i]));
  return [...problems].sort((a, b) => a.line - b.line || (order.get(a.column ?? '') ?? -1) - (order.get(b.column ?? '') ?? -1));
}

/** POST /api/admin/staff/import/preview: what the file holds and everything wrong with it; nothing is saved. */
export const staffImportPreviewSchema = z.object({
  /** Set when the file is good: commit this import. Null while anything is wrong. */
  importId: z.string().nullable(),
  fileName: z.string(),
  /** Data rows (blank lines not counted). */
  rowCount: z.number().int(),
  /** Rows without a problem. */
  validRows: z.number().int(),
  invalidRows: z.number().int(),
  problemCount: z.number().int(),
  /** At most STAFF_IMPORT_MAX_PROBLEMS_LISTED, by line then column. */
  problems: z.array(staffImportProblemSchema),
});
export type StaffImportPreview = z.infer<typeof staffImportPreviewSchema>;

/** READY: previewed, waiting for the commit; QUEUED: committing (the job); IMPORTED: saved; FAILED: nothing saved (problems say why). */
export const staffImportStatusSchema = z.enum(['READY', 'QUEUED', 'IMPORTED', 'FAILED']);
export type StaffImportStatus = z.infer<typeof staffImportStatusSchema>;

/** GET /api/admin/staff/import/{id}: an import and its job's progress. */
export const staffImportSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  status: staffImportStatusSchema,
  rowCount: z.number().int(),
  /** Staff created (once IMPORTED). */
  importedCount: z.number().int(),
  /** Invitations mailed after the import was saved. */
  invitedCount: z.number().int(),
  /** Why a commit saved nothing (a clash that appeared after the preview). */
  problemCount: z.number().int(),
  problems: z.array(staffImportProblemSchema),
  /** The commit's background job (progress: rows checked, saved, invited); null while READY. */
  job: jobStatusSchema.nullable(),
  createdAt: z.string(),
});
export type StaffImport = z.infer<typeof staffImportSchema>;

export const staffImportTemplateQuerySchema = z.object({ format: z.enum(['csv', 'xlsx']).default('xlsx') });
