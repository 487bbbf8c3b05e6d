// What a person reads when a performance action fails: the server's own sentence (it names the pay run that locked
// a reward, the KPI weight total that stops a launch, the reason a review cannot be approved yet), and whether the
// screen must reload because someone else changed the record first (409, 404).
import { isApiError } from '@crewbase/api-client';
import type { ConfirmProblem } from '@crewbase/ui';

export function performanceProblem(error: unknown): ConfirmProblem {
  if (!isApiError(error)) return { message: 'We could not reach Crewbase. Nothing changed; try again.' };
  if (error.status === 409) return { message: `${error.message} It now shows its current state.`, conflict: true };
  if (error.status === 404) return { message: 'This record no longer exists.', conflict: true };
  const fields = error.status === 400 ? error.fieldErrors() : {};
  const details = Object.values(fields).filter((message) => message !== error.message);
  const noteError = fields.note;
  return { message: [error.message, ...details].join(' '), ...(noteError ? { noteError } : {}) };
}
