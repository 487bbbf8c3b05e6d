// Puts the API's per-field messages beside the fields they name and returns what is left for the form's alert.
import { isApiError } from '@crewbase/api-client';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

// The API client turns network failures into ApiErrors too; what is left is a bug, so say so plainly.
export const UNEXPECTED_ERROR_MESSAGE = 'Something unexpected went wrong. Try again in a moment.';

export const applyServerErrors = <T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  visibleFields: readonly Path<T>[],
): string | null => {
  if (!isApiError(error)) return UNEXPECTED_ERROR_MESSAGE;
  const fieldErrors = error.fieldErrors();
  let placed = 0;
  for (const field of visibleFields) {
    const message = fieldErrors[field];
    if (message) {
      setError(field, { type: 'server', message }, { shouldFocus: placed === 0 });
      placed += 1;
    }
  }
  const elsewhere = Object.keys(fieldErrors).some((path) => !visibleFields.includes(path as Path<T>));
  // When every problem sits beside its field, a second copy in an alert would only add noise.
  return placed > 0 && !elsewhere ? null : error.message;
};
