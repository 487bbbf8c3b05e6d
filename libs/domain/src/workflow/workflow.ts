// A workflow record's state machine as data (a request, a pay run, a review cycle...): each action names who may take
// it, from which states, and the state it leads to.
// The API refuses (409) what `transitionOf` refuses; the apps offer exactly the actions `availableActions` lists.
import type { Area } from '../enums';

export interface WorkflowAction<S extends string> {
  /** Who takes the action: a staff member on their own request, or an admin. */
  actor: Area;
  from: readonly S[];
  /** The state it leads to; absent when the action keeps the state (an edit, a deletion). */
  to?: S;
  /** Why the action is refused in a given state, when the generic "it is X, so it cannot be Y" does not say enough. */
  refusals?: Partial<Record<S, string>>;
  /**
   * The action must say why (a refusal: reject, decline, deny; or undoing an approval): without a note the API answers
   * 400 on `note` (noteRequiredMessage) and the console will not send it.
   */
  noteRequired?: boolean;
}

export type Workflow<S extends string, A extends string> = { readonly [K in A]: WorkflowAction<S> };

/** What a person reads when an action that must say why comes without a note. */
export const noteRequiredMessage = 'Say why: write a note for the record.';

/** Whether `action` must carry a note (see WorkflowAction.noteRequired). */
export const actionNeedsNote = <S extends string, A extends string>(workflow: Workflow<S, A>, action: A): boolean =>
  workflow[action]?.noteRequired === true;

export const defineWorkflow = <S extends string, A extends string>(workflow: Workflow<S, A>): Workflow<S, A> => workflow;

/** The actions `actor` may take on a request in `status`, in the workflow's order. */
export function availableActions<S extends string, A extends string>(workflow: Workflow<S, A>, actor: Area, status: S): A[] {
  return (Object.keys(workflow) as A[]).filter((action) => workflow[action].actor === actor && workflow[action].from.includes(status));
}

export function canTake<S extends string, A extends string>(workflow: Workflow<S, A>, action: A, actor: Area, status: S): boolean {
  const rule = workflow[action];
  return rule !== undefined && rule.actor === actor && rule.from.includes(status);
}

export type Transition<S extends string> = { ok: true; from: S; to: S } | { ok: false; message: string };

/** The state `action` leads to from `status`, or why it may not be taken. */
export function transitionOf<S extends string, A extends string>(
  workflow: Workflow<S, A>,
  action: A,
  actor: Area,
  status: S,
  label = 'request',
): Transition<S> {
  const rule = workflow[action];
  if (!rule || rule.actor !== actor) return { ok: false, message: `A ${label} cannot be ${pastTense(action)} by ${actor === 'admin' ? 'an admin' : 'a staff member'}.` };
  if (!rule.from.includes(status)) {
    const why = rule.refusals?.[status];
    if (why) return { ok: false, message: why };
    return {
      ok: false,
      message: `This ${label} is ${status.toLowerCase().replace(/_/g, ' ')}, so it cannot be ${pastTense(action)}${rule.from.length > 0 ? ` (only when ${rule.from.map((s) => s.toLowerCase().replace(/_/g, ' ')).join(' or ')})` : ''}.`,
    };
  }
  return { ok: true, from: status, to: rule.to ?? status };
}

const irregular: Record<string, string> = { update: 'changed', withdraw: 'withdrawn', cancel: 'cancelled', deny: 'denied', setInstallmentPaid: 'repaid' };
const pastTense = (action: string) => irregular[action] ?? (action.endsWith('e') ? `${action}d` : `${action}ed`);
