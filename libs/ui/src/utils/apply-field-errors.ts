// Puts the server's per-field messages beside the form fields they name. It takes the plain record (as from
// ApiError.fieldErrors()) so the design system stays free of the API client.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Sets each listed field's server message as a `server` error, focusing the first one placed, and returns how
 * many it placed. Messages for fields the form does not show are left to the caller (usually a form alert).
 */
export function applyFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  messages: Readonly<Record<string, string>>,
  fields: readonly Path<T>[],
): number {
  let placed = 0;
  for (const field of fields) {
    const message = messages[field];
    if (!message) continue;
    setError(field, { type: 'server', message }, { shouldFocus: placed === 0 });
    placed += 1;
  }
  return placed;
}
