// Puts the API's 400 details beside the form fields they name; returns how many it placed.
import type { ApiError } from '@crewbase/api-client';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

export function applyServerFieldErrors<T extends FieldValues>(
  error: ApiError,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): number {
  const messages = error.fieldErrors();
  let placed = 0;
  for (const field of fields) {
    const message = messages[field];
    if (!message) continue;
    setError(field, { type: 'server', message }, { shouldFocus: placed === 0 });
    placed += 1;
  }
  return placed;
}
