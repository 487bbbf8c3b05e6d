// Sorts a refused create into field messages (placed beside the fields) and a message for the form's alert.
import { isApiError } from '@crewbase/api-client';
import { applyFieldErrors } from '@crewbase/ui';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Places the server's field messages (`staffId` goes to the `staff` picker, and any other API field to the form
 * field `aliases` names, e.g. `{ managerId: 'manager' }`) and returns what the form alert should say, or null when
 * every message found its field.
 */
export function placeSubmitProblem<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  aliases: Record<string, Path<T>> = {},
): string | null {
  if (!isApiError(error)) return 'We could not reach Crewbase. Nothing is saved yet; try again.';
  const messages = { ...error.fieldErrors() };
  if (messages.staffId && !messages.staff) messages.staff = messages.staffId;
  for (const [apiField, formField] of Object.entries(aliases)) {
    if (messages[apiField] && !messages[formField]) messages[formField] = messages[apiField];
  }
  if (error.status !== 400) return error.message;
  const placed = applyFieldErrors(setError, messages, fields);
  return placed === 0 ? error.message : null;
}
