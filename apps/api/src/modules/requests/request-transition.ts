// Every state change of every request: check the workflow, apply it as one conditional UPDATE (the row must still be
// in the state that was read), and audit it, all in the caller's transaction. Two admins deciding at once: the
// second UPDATE finds the state moved and answers 409, so the record and its trail stay consistent.
import { transitionOf, type Workflow } from '@crewbase/domain';
import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/database';
import type { Actor } from '../../platform/accounts';
import { writeAudit } from '../../platform/audit';
import { conflict } from '../../platform/errors';
import type { RequestKind } from './request-kind';

export interface TransitionInput<S extends string, A extends string> {
  kind: RequestKind<S, A>;
  actor: Actor;
  id: string;
  action: A;
  /** The state people see (it may be derived, e.g. leave ACTIVE). */
  shown: S;
  /** The state stored in the row, which the UPDATE requires to be unchanged. */
  stored: string;
  note?: string | null;
  /** More columns to set with the state: `sql.identifier('amount')` = value pairs. */
  set?: Array<[string, unknown]>;
  /** More conditions the row must still meet (e.g. leave not started yet). */
  guard?: SQL;
  /** Extra audit details (amounts, plan). */
  details?: Record<string, unknown>;
  /** The resulting state when the workflow leaves it to a rule (a loan installment paid). */
  to?: S;
}

/** Refuses with 409 when the workflow forbids `action` from the shown state. Returns the state it leads to. */
export function checkTransition<S extends string, A extends string>(workflow: Workflow<S, A>, action: A, actor: Actor, shown: S, label: string): S {
  const transition = transitionOf(workflow, action, actor.area, shown, label);
  if (!transition.ok) throw conflict(transition.message);
  return transition.to;
}

export async function applyTransition<S extends string, A extends string>(db: Db, input: TransitionInput<S, A>): Promise<S> {
  const { kind, actor, id } = input;
  const allowed = checkTransition(kind.workflow, input.action, actor, input.shown, kind.label);
  const to = input.to ?? allowed;
  const assignments = [
    sql`${sql.identifier('status')} = ${to}`,
    sql`${sql.identifier('updated_at')} = now()`,
    ...(input.note !== undefined ? [sql`${sql.identifier('decision_note')} = ${input.note ?? null}`] : []),
    ...(input.set ?? []).map(([column, value]) => sql`${sql.identifier(column)} = ${value}`),
  ];
  const updated = await selectRows<{ id: string }>(
    db,
    sql`update ${kind.table} set ${sql.join(assignments, sql`, `)}
        where ${sql.identifier('id')} = ${id} and ${sql.identifier('status')} = ${input.stored}
          and ${sql.identifier('deleted_at')} is null${input.guard ? sql` and ${input.guard}` : sql``}
        returning ${sql.identifier('id')}`,
  );
  if (updated.length === 0) {
    throw conflict(`This ${kind.label} was changed by someone else a moment ago. Reload it to see its current state.`);
  }
  await writeAudit(db, {
    actor,
    action: auditAction(input.action),
    entity: kind.resource,
    entityId: id,
    from: { status: input.shown },
    to: { status: to, ...(input.note ? { note: input.note } : {}), ...input.details },
  });
  return to;
}

/** Audit actions read like the endpoints: `approve`, `withdraw`, `set-to-paid`. */
export const auditAction = (action: string) => (action === 'setInstallmentPaid' ? 'set-to-paid' : action.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`));

/** Locks the request's row for the rest of the transaction (work that reads then writes several rows). */
export async function lockRequest(db: Db, kind: RequestKind, id: string): Promise<void> {
  await selectRows(db, sql`select ${sql.identifier('id')} from ${kind.table} where ${sql.identifier('id')} = ${id} for update`);
}

/**
 * Soft deletion, as the workflow's `delete` action allows it (only requests that never took effect: 409 with the
 * workflow's reason otherwise). Hidden from lists and details from then on, kept for the trail. The row must still be
 * in the state that was read, so a request disbursed or approved a moment ago is not deleted behind the admin's back.
 */
export async function softDelete(db: Db, kind: RequestKind, actor: Actor, id: string, shown: string, stored: string): Promise<void> {
  checkTransition(kind.workflow, 'delete', actor, shown, kind.label);
  const updated = await selectRows<{ id: string }>(
    db,
    sql`update ${kind.table} set ${sql.identifier('deleted_at')} = now(), ${sql.identifier('deleted_by_id')} = ${actor.id}, ${sql.identifier('updated_at')} = now()
        where ${sql.identifier('id')} = ${id} and ${sql.identifier('status')} = ${stored} and ${sql.identifier('deleted_at')} is null
        returning ${sql.identifier('id')}`,
  );
  if (updated.length === 0) throw conflict(`This ${kind.label} was changed or deleted by someone else a moment ago. Reload it to see its current state.`);
  await writeAudit(db, { actor, action: 'delete', entity: kind.resource, entityId: id, from: { status: shown }, to: { deleted: true } });
}

/**
 * What disbursing a paid-out request (medical assistance, payment requests) adds to its transition: the money is
 * issued now and the request marked PAID, with the amount in the trail. Other actions add nothing.
 */
export const disbursement = (action: string, amount: string): Pick<TransitionInput<string, string>, 'set' | 'details'> =>
  action === 'disburse' ? { set: [['paid', true], ['issued_at', new Date().toISOString()]], details: { paid: 'PAID', amount } } : { set: [] };
