// Reads a refused schedule write so each problem shows where it belongs: `shifts.N` (a clash, 409) beside row N,
// `shifts.N.endTime` beside that field of row N, `week` / `locationId` / `staffId` beside the form's own fields,
// and anything else above the form.
import { isApiError } from '@crewbase/api-client';

export interface RowProblems {
  /** The whole row (a clash or "only Active staff"). */
  row?: string;
  /** Per field of the row: staffId, locationId, startTime, endTime, dayOfWeek. */
  fields: Record<string, string>;
}

export interface ShiftErrors {
  /** A message for the form as a whole, when nothing more precise was placed. */
  form?: string;
  /** The form's own fields: week, locationId, staffId. */
  fields: Record<string, string>;
  /** By row index in the request's `shifts`. */
  rows: Record<number, RowProblems>;
}

export const noShiftErrors: ShiftErrors = { fields: {}, rows: {} };

export function shiftErrorsOf(error: unknown): ShiftErrors {
  if (!isApiError(error)) return { ...noShiftErrors, form: 'Something went wrong. Try again.' };
  const result: ShiftErrors = { fields: {}, rows: {} };
  let placed = 0;
  for (const [path, message] of Object.entries(error.fieldErrors())) {
    const row = /^shifts\.(\d+)(?:\.(\w+))?$/.exec(path);
    if (row) {
      const index = Number(row[1]);
      const problems = (result.rows[index] ??= { fields: {} });
      // A clash names the row; "only Active staff can be scheduled" names the person in it.
      if (row[2] && !(error.status === 409 && row[2] === 'staffId')) problems.fields[row[2]] = message;
      else problems.row ??= message;
      placed += 1;
    } else if (path === 'shifts') {
      result.form = message;
      placed += 1;
    } else {
      result.fields[path] = message;
      placed += 1;
    }
  }
  if (placed === 0) result.form = error.message;
  return result;
}
