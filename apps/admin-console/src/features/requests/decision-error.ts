// What a person reads when a decision fails, and whether the record must be reloaded because someone else moved it.
import { isApiError } from '@crewbase/api-client';

export interface DecisionProblem {
  message: string;
  /** Another admin (or the staff member) changed the record first: the screen shows its new state. */
  conflict: boolean;
}

export function decisionProblem(error: unknown): DecisionProblem {
  if (!isApiError(error)) return { message: 'Something went wrong. Try again.', conflict: false };
  if (error.status === 409) {
    return { message: `This request changed before your decision reached us: ${error.message} It now shows its current state.`, conflict: true };
  }
  if (error.status === 404) return { message: 'This request no longer exists.', conflict: true };
  return { message: error.message, conflict: false };
}
