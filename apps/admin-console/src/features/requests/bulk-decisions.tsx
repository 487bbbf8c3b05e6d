// The request lists' bulk decisions (leave, loans, medical assistance, payment requests): the chosen rows, one
// decision, one note in the confirmation; the API decides each row on its own through its workflow. The notice then
// says how many were decided and how many refused, naming each refused row with the reason it was refused, and the
// list (refetched by the mutation) shows the new states.
import type { BulkDecisionResult, Workflow } from '@crewbase/domain';
import { BulkOutcome, type ConfirmedActionControls, type ListScreenSelection } from '@crewbase/ui';
import { decisionNoteField } from './decision-panel';

export interface BulkDecisionOffer<A extends string> {
  action: A;
  /** The button and the confirm label, e.g. "Approve". */
  label: string;
  /** How the outcome counts it, e.g. "approved". */
  done: string;
  tone?: 'danger';
  /** More for the confirmation, e.g. what a loan approved in bulk is granted. */
  explain?: string;
}

export interface BulkDecisionOptions<R extends { id: string }, S extends string, A extends string, K extends A> {
  workflow: Workflow<S, A>;
  offers: readonly BulkDecisionOffer<K>[];
  /** "leave request" / "leave requests". */
  noun: { one: string; many: string };
  /** A row as the refused list names it, e.g. "Ada Obi's leave from 3 Dec". */
  describe: (row: R) => string;
  confirmed: ConfirmedActionControls;
  send: (action: K, ids: string[], note?: string) => Promise<BulkDecisionResult>;
}

/** Words of the notice: "3 approved, 1 refused". */
export const bulkSummary = (done: string, result: Pick<BulkDecisionResult, 'succeeded' | 'refused'>) => `${result.succeeded} ${done}, ${result.refused} refused`;

export function bulkDecisionSelection<R extends { id: string }, S extends string, A extends string, K extends A>({
  workflow,
  offers,
  noun,
  describe,
  confirmed,
  send,
}: BulkDecisionOptions<R, S, A, K>): ListScreenSelection<R> {
  return {
    noun,
    actions: offers.map((offer) => ({
      label: offer.label,
      tone: offer.tone,
      onClick: (rows, selection) => {
        const chosen = [...rows];
        const names = new Map(chosen.map((row) => [row.id, describe(row)]));
        const count = `${chosen.length} ${chosen.length === 1 ? noun.one : noun.many}`;
        confirmed.ask({
          title: `${offer.label} ${count}?`,
          description: [
            `Each is decided on its own: any that can no longer be ${offer.done} (decided already, or changed a moment ago) is refused and named afterwards, and the others go through.`,
            offer.explain,
          ]
            .filter(Boolean)
            .join(' '),
          confirmLabel: offer.label,
          tone: offer.tone,
          note: decisionNoteField(workflow, offer.action),
          run: (note) =>
            send(
              offer.action,
              chosen.map((row) => row.id),
              note,
            ),
          outcome: (answer) => {
            const result = answer as BulkDecisionResult;
            const refused = result.results.flatMap((r) => (r.ok ? [] : [{ name: names.get(r.id) ?? r.id, reason: r.message }]));
            return {
              severity: refused.length > 0 ? 'warning' : 'success',
              message: <BulkOutcome summary={bulkSummary(offer.done, result)} refused={refused} />,
            };
          },
          onDone: selection.clear,
        });
      },
    })),
  };
}
