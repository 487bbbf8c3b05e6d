// A staff form's rule for a refused submit (sign-in screens and request forms alike): per-field messages go beside
// their fields, and the form's alert gets whatever is left.
import { isApiError } from '@crewbase/api-client';
import { applyFieldErrors } from '@crewbase/ui';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

// The API client turns network failures into ApiErrors too; what is left is a bug, so say so plainly.
export const UNEXPECTED_ERROR_MESSAGE = 'Something unexpected went wrong. Try again in a moment.';

export const applyServerErrors = <T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  visibleFields: readonly Path<T>[],
): string | null => {
  if (!isApiError(error)) return UNEXPECTED_ERROR_MESSAGE;
  const messages = error.fieldErrors();
  const placed = applyFieldErrors(setError, messages, visibleFields);
  const elsewhere = Object.keys(messages).some((path) => !visibleFields.includes(path as Path<T>));
  // When every problem sits beside its field, a second copy in an alert would only add noise.
  return placed > 0 && !elsewhere ? null : error.message;
};
