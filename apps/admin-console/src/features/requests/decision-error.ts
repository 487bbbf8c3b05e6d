// What a person reads when a decision fails, whether the record must be reloaded because someone else moved it, and
// what the server said about the decision's note (shown beside the note field).
import { isApiError } from '@crewbase/api-client';

export interface DecisionProblem {
  message: string;
  /** Another admin (or the staff member) changed the record first: the screen shows its new state. */
  conflict: boolean;
  /** A 400 naming `note` (a refusal without a reason, a note too long). */
  noteError?: string;
}

export function decisionProblem(error: unknown): DecisionProblem {
  if (!isApiError(error)) return { message: 'Something went wrong. Try again.', conflict: false };
  if (error.status === 409) {
    return { message: `This request changed before your decision reached us: ${error.message} It now shows its current state.`, conflict: true };
  }
  if (error.status === 404) return { message: 'This request no longer exists.', conflict: true };
  const noteError = error.status === 400 ? error.fieldErrors().note : undefined;
  return { message: error.message, conflict: false, ...(noteError ? { noteError } : {}) };
}
