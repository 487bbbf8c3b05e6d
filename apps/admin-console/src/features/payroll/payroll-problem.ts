// What a person reads when a payroll action fails: the server's own sentence (it names each account failing the NUBAN
// check when an approval is refused, the run that locks a slip), whether the screen must reload because the record
// changed first (409, 404), and the server's word on the payment reference beside that field.
import { isApiError } from '@crewbase/api-client';
import type { ConfirmProblem } from '@crewbase/ui';

export function payrollProblem(error: unknown): ConfirmProblem {
  if (!isApiError(error)) return { message: 'We could not reach Crewbase. Nothing changed; try again.' };
  if (error.status === 409) {
    // An approval refused for bad account numbers names each one in the details: show every name.
    const named = (error.body.details ?? []).map((detail) => detail.message).filter((message) => message && message !== error.message);
    return { message: [error.message, ...named, 'It now shows its current state.'].join(' '), conflict: true };
  }
  if (error.status === 404) return { message: 'This record no longer exists.', conflict: true };
  const fields = error.status === 400 ? error.fieldErrors() : {};
  const noteError = fields.paymentReference ?? fields.note;
  const details = Object.entries(fields)
    .filter(([field, message]) => message !== error.message && field !== 'paymentReference' && field !== 'note')
    .map(([, message]) => message);
  return { message: [error.message, ...details].join(' '), ...(noteError ? { noteError } : {}) };
}

/** The payment reference asked for with "Mark as paid". */
export const paymentReferenceNote = { label: 'Payment reference', requiredMessage: 'Enter the payment reference.' };
