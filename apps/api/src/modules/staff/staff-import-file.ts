// The files of a staff import: reading an uploaded CSV (csv-parse) or XLSX (exceljs) into rows of text cells named by
// the template's headers, with each row's spreadsheet line; and writing the template (header row and an example row).
import { formatCount, readStaffImportHeader, STAFF_IMPORT_MAX_ROWS, staffImportColumns, type StaffImportProblem, type StaffImportRow } from '@crewbase/domain';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { badRequest } from '../../platform/errors';

export interface ReadImportFile {
  rows: StaffImportRow[];
  /** Problems of the file itself (its header row); rows are not read past a bad header. */
  problems: StaffImportProblem[];
}

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const NOT_A_SHEET = 'Upload the staff as a CSV or XLSX file (the template is one).';

const isXlsx = (name: string, data: Buffer) => name.toLowerCase().endsWith('.xlsx') || (data.length > 4 && data.subarray(0, 4).equals(Buffer.from('PK\u0003\u0004', 'latin1')));

/** The text a person sees in a cell: dates as DD/MM/YYYY, numbers as written, links and rich text as their text. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const iso = value.toISOString().slice(0, 10);
    return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
  }
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('text' in value) return typeof value.text === 'string' ? value.text : cellText(value.text as ExcelJS.CellValue);
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('error' in value) return String(value.error);
    return '';
  }
  return String(value);
}

function rowsFromGrid(grid: Array<{ line: number; cells: string[] }>): ReadImportFile {
  const [head, ...body] = grid;
  if (!head) throw badRequest('The file is empty: start from the template.', [{ path: 'file', message: 'The file has no header row.' }]);
  const { columns, problems } = readStaffImportHeader(head.cells);
  if (problems.length > 0) return { rows: [], problems };
  const rows: StaffImportRow[] = [];
  for (const { line, cells } of body) {
    if (cells.every((c) => c.trim() === '')) continue;
    const named: Record<string, string> = {};
    for (const [index, column] of columns) named[column.header] = (cells[index] ?? '').trim();
    rows.push({ line, cells: named });
    if (rows.length > STAFF_IMPORT_MAX_ROWS) {
      throw badRequest(`A file may hold at most ${formatCount(STAFF_IMPORT_MAX_ROWS)} staff: split it and import each part.`, [
        { path: 'file', message: `More than ${formatCount(STAFF_IMPORT_MAX_ROWS)} rows.` },
      ]);
    }
  }
  if (rows.length === 0) problems.push({ line: 2, column: null, message: 'The file has a header row but no staff under it.' });
  return { rows, problems };
}

function readCsv(data: Buffer): ReadImportFile {
  let records: string[][];
  try {
    records = parse(data, { bom: true, relax_column_count: true, skip_empty_lines: false, trim: false }) as string[][];
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw badRequest(`The CSV could not be read: ${message}`, [{ path: 'file', message: `The CSV could not be read: ${message}` }]);
  }
  // A spreadsheet shows a record (even one with a line break inside a quoted cell) as one row: its line is its place.
  return rowsFromGrid(records.map((cells, index) => ({ line: index + 1, cells })));
}

async function readXlsx(data: Buffer): Promise<ReadImportFile> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw badRequest('The XLSX could not be read: save it again from your spreadsheet program, or use CSV.', [{ path: 'file', message: 'The XLSX could not be read.' }]);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest('The workbook has no sheet.', [{ path: 'file', message: 'The workbook has no sheet.' }]);
  const grid: Array<{ line: number; cells: string[] }> = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellText(cell.value);
    });
    grid.push({ line, cells: Array.from(cells, (c) => c ?? '') });
  });
  // The header must be the sheet's first line, as in the template.
  if (grid[0] && grid[0].line !== 1) grid.unshift({ line: 1, cells: [] });
  return rowsFromGrid(grid);
}

/** Reads an uploaded import file; 400 for something that is no CSV or XLSX at all. */
export async function readStaffImportFile(file: { filename: string; mimetype: string; data: Buffer }): Promise<ReadImportFile> {
  if (isXlsx(file.filename, file.data) || file.mimetype === XLSX_MIME) return readXlsx(file.data);
  if (file.filename.toLowerCase().endsWith('.xls')) throw badRequest(NOT_A_SHEET, [{ path: 'file', message: 'Old .xls workbooks are not read: save it as .xlsx or .csv.' }]);
  if (file.data.includes(0)) throw badRequest(NOT_A_SHEET, [{ path: 'file', message: NOT_A_SHEET }]);
  return readCsv(file.data);
}

/** The example row, with the organisation's own names where it has them so the example would import. */
export interface TemplateExample {
  department?: string;
  jobTitle?: string;
  location?: string;
  staffRole?: string;
  bank?: string;
}

function exampleRow(example: TemplateExample): string[] {
  const own: Record<string, string | undefined> = {
    departmentId: example.department,
    jobTitleId: example.jobTitle,
    locationId: example.location,
    staffRoleId: example.staffRole,
    bankCode: example.bank,
  };
  return staffImportColumns.map((c) => own[c.field] ?? c.example);
}

export async function staffImportTemplate(format: 'csv' | 'xlsx', example: TemplateExample): Promise<{ fileName: string; contentType: string; data: Buffer }> {
  const headers = staffImportColumns.map((c) => c.header);
  if (format === 'csv') {
    return { fileName: 'staff-import-template.csv', contentType: 'text/csv; charset=utf-8', data: Buffer.from(`\uFEFF${stringify([headers, exampleRow(example)])}`) };
  }
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Staff');
  // Every column is text, so account numbers keep their leading zeros and dates stay as typed.
  sheet.columns = staffImportColumns.map((c) => ({ header: c.header, key: c.field, width: Math.max(14, c.header.length + 4), style: { numFmt: '@' } }));
  sheet.addRow(exampleRow(example));
  sheet.getRow(1).font = { bold: true };
  staffImportColumns.forEach((c, i) => {
    sheet.getCell(1, i + 1).note = `${c.required ? 'Required' : 'Optional'}. ${c.hint}`;
  });
  const help = workbook.addWorksheet('Columns');
  help.columns = [
    { header: 'Column', key: 'header', width: 26 },
    { header: 'Required', key: 'required', width: 10 },
    { header: 'How to fill it', key: 'hint', width: 90 },
  ];
  for (const c of staffImportColumns) help.addRow({ header: c.header, required: c.required ? 'Yes' : 'No', hint: c.hint });
  const data = Buffer.from(await workbook.xlsx.writeBuffer());
  return { fileName: 'staff-import-template.xlsx', contentType: XLSX_MIME, data };
}
