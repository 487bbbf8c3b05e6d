// What a person reads when an inventory action fails: the server's own sentence, as it is. A 409 names what stands
// in the way ("Only 3 left of Printer paper", "This procurement is already completed"); the screen then reloads what
// it shows, since stock or the record's state moved under it.
import { isApiError } from '@crewbase/api-client';
import type { ConfirmProblem } from '@crewbase/ui';

export function inventoryProblem(error: unknown): ConfirmProblem {
  if (!isApiError(error)) return { message: 'We could not reach Crewbase. Nothing changed; try again.' };
  if (error.status === 409) return { message: error.message, conflict: true };
  if (error.status === 404) return { message: 'This record no longer exists.', conflict: true };
  const fields = error.status === 400 ? error.fieldErrors() : {};
  const details = Object.values(fields).filter((message) => message !== error.message);
  const noteError = fields.reason ?? fields.note;
  return { message: [error.message, ...details].join(' '), ...(noteError ? { noteError } : {}) };
}
