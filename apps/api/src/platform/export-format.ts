// How an export writes its cells: one column type per column, the same for CSV (text) and XLSX (typed cells).
import type { ListFilter, ListSort } from '@crewbase/domain';

export type ExportValueType = 'text' | 'number' | 'money' | 'date' | 'datetime';

/** A value as items carry it: money as "150000.00", dates as "2026-11-23", date-times as ISO strings. */
export type ExportValue = string | number | boolean | null | undefined;

export interface ExportColumn<T> {
  header: string;
  type: ExportValueType;
  value: (item: T) => ExportValue;
}

/** Lets export columns be written against the item type with inference (`exportColumns<Staff>()([...])`). */
export const exportColumns =
  <T>() =>
  (columns: ReadonlyArray<ExportColumn<T>>): ReadonlyArray<ExportColumn<T>> =>
    columns;

const pad = (n: number) => String(n).padStart(2, '0');

/** Day-month-year, 24-hour, UTC (the server's calendar): `23-11-2026 19:45`. */
export const madeAtText = (at: Date): string =>
  `${pad(at.getUTCDate())}-${pad(at.getUTCMonth() + 1)}-${at.getUTCFullYear()} ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())} UTC`;

/** `staff-2026-11-23.csv` */
export const exportFileName = (name: string, at: Date, extension: string): string => `${name}-${at.toISOString().slice(0, 10)}.${extension}`;

const operatorText: Record<ListFilter['operator'], string> = {
  $eq: 'is',
  $cont: 'contains',
  $gte: 'from',
  $lte: 'up to',
  $in: 'is one of',
};

/** The lines every export starts with: what it is, which filters and order made it, and when. */
export function exportPreamble(title: string, filters: ListFilter[], sort: ListSort[], extra: Array<[string, string]>, at: Date): string[] {
  const filterText = [...extra.map(([name, value]) => `${name} is ${value}`), ...filters.map((f) => `${f.field} ${operatorText[f.operator]} ${f.value}`)];
  return [
    `${title} export`,
    `Filters: ${filterText.length > 0 ? filterText.join('; ') : 'none'}`,
    `Sorted by: ${sort.map((s) => `${s.field} ${s.direction === 'ASC' ? 'ascending' : 'descending'}`).join(', ')}`,
    `Made: ${madeAtText(at)}`,
  ];
}

// A cell starting like a formula would run in a spreadsheet (CSV injection): it is written as text.
const FORMULA_START = /^[=+\-@\t\r]/;

/** A CSV cell: text as written (formula-like text quoted as text), numbers and money plain, dates ISO. */
export function csvCell(type: ExportValueType, value: ExportValue): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  switch (type) {
    case 'text':
      return FORMULA_START.test(text) ? `'${text}` : text;
    case 'number':
    case 'money':
      return text;
    case 'date':
      return text.slice(0, 10);
    case 'datetime': {
      const at = new Date(text);
      return Number.isNaN(at.getTime()) ? text : `${at.toISOString().slice(0, 10)} ${at.toISOString().slice(11, 16)}`;
    }
  }
}

/** An XLSX cell value: numbers and money as numbers, dates and date-times as real dates. */
export function xlsxCell(type: ExportValueType, value: ExportValue): string | number | Date | null {
  if (value === null || value === undefined) return null;
  switch (type) {
    case 'text':
      return String(value);
    case 'number':
    case 'money':
      return Number(value);
    case 'date':
      return new Date(`${String(value).slice(0, 10)}T00:00:00Z`);
    case 'datetime':
      return new Date(String(value));
  }
}

/** Naira with two decimals (negative in red); dates day-month-year. */
export const xlsxFormats: Partial<Record<ExportValueType, string>> = {
  money: '"₦"#,##0.00;[Red]-"₦"#,##0.00',
  date: 'dd-mm-yyyy',
  datetime: 'dd-mm-yyyy hh:mm',
};
