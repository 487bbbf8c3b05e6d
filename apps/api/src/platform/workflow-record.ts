// A workflow record: a row whose status moves only by the actions of its workflow (libs/domain), each change audited.
// Requests are workflow records; so will pay runs, review cycles, requisitions and maintenance be. One definition per
// kind says its table, workflow, label, permission resource, whose records a staff member sees (if any), the status
// people see when it is derived, and what each action does besides moving the status (its effect). The kit gives
// reading one (within the caller's scope, with its history), creating, editing, deciding and soft deletion:
// - every change checks the workflow first (409 with the workflow's reason);
// - then writes one conditional UPDATE ... WHERE id AND status = <the state read> AND not deleted (and still shown
//   as read, when the status is derived), in one transaction with its audit entry: two admins deciding at once get
//   one winner and one 409, and the record and its trail stay consistent.
// - an action the workflow says must say why (`noteRequired`) without a note is a 400 on `note`, after the 409 check.
// - a bulk decision (`decideMany`) takes one decision on many records: each is decided by `decide`, in its own
//   transaction, so each is checked, written, audited (and followed by whatever `decide` sets off) exactly as a
//   single decision is; a record refused (409, 404, 400) is reported with the same message and never stops the rest.
import {
  actionNeedsNote,
  noteRequiredMessage,
  transitionOf,
  type BulkDecisionInput,
  type BulkDecisionOutcome,
  type BulkDecisionResult,
  type PermissionResource,
  type RequestHistoryEntry,
  type Workflow,
} from '@crewbase/domain';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import type { Actor } from './accounts';
import { writeAudit } from './audit';
import type { ServiceContext } from './context';
import { badRequest, conflict, notFound, safeErrorLog, toEnvelope, unauthorized } from './errors';
import { addNotifications, mailNotificationsSoon, type NewNotification } from './notifications';
import { workflowHistory } from './workflow-history';

/** The columns the kit reads and writes; a record without decision notes leaves `decisionNote` out. */
export type WorkflowTable = PgTable & {
  id: AnyPgColumn;
  status: AnyPgColumn;
  deletedAt: AnyPgColumn;
  deletedById: AnyPgColumn;
  decisionNote?: AnyPgColumn;
};

/** A record as the definition reads it: `status` is the stored state; `shownStatus` the derived one, if any. */
export interface WorkflowRow {
  id: string;
  status: string;
  shownStatus?: string;
}

/** What an action's effect is given: the transaction, who acts, the record as read, and the body of the call. */
export interface ActionContext<Row, S extends string, Body> {
  db: Db;
  actor: Actor;
  row: Row;
  /** The state the action is taken from (as shown) and the one the workflow leads to. */
  shown: S;
  to: S;
  body: Body;
}

/** What an action sets or does besides moving the status, in the same transaction and the same UPDATE. */
export interface ActionEffect<T extends PgTable, S extends string> {
  /** More columns of the record, typed by its table. */
  set?: Partial<T['$inferInsert']>;
  /** More for the audit entry (amounts, the plan). */
  details?: Record<string, unknown>;
  /** The resulting state when the workflow leaves it to a rule (a loan's installment paid). */
  to?: S;
}

/**
 * An action's effect. Annotate the body's type: `(c: ActionContext<LoanRow, LoanStatus, ApproveLoanInput>) => ...`.
 * It may refuse (400, 404, 409) or write other rows first: a refusal of the UPDATE after it rolls everything back.
 */
export type ActionEffectHook<T extends PgTable, Row, S extends string> = (context: ActionContext<Row, S, never>) => ActionEffect<T, S> | Promise<ActionEffect<T, S>>;

/** What a record's `notify` hook is told of a change: a create (`action` 'create', `from` null) or an action taken. */
export interface TransitionNotice<Row, S extends string, A extends string> {
  db: Db;
  actor: Actor;
  /** The record as read before the action (for a create, as created). */
  row: Row;
  action: A | 'create';
  from: S | null;
  to: S;
  note: string | null;
}

export interface WorkflowRecordDefinition<T extends WorkflowTable, S extends string, A extends string, Row extends WorkflowRow, Item, Extra> {
  /** The permission resource and the audit entity, e.g. `leave-request`. */
  resource: PermissionResource;
  /** The audit entity when the permission resource is shared with other records (a bank-detail change is `staff`'s). */
  auditEntity?: string;
  /** How a person names one, e.g. `leave request`. */
  label: string;
  table: T;
  workflow: Workflow<S, A>;
  /** The staff member a record belongs to: staff see only their own. Without it staff see none. */
  owner?: AnyPgColumn;
  /** The status people see, derived when read (leave ACTIVE, COMPLETED); rows then carry it as `shownStatus`. */
  shownStatus?: () => SQL<string>;
  /** The records meeting `where`, with whatever they are joined to. */
  rows: (db: Db, where: SQL) => Promise<Row[]>;
  /** Rows as the API answers them (a whole page at once, so related data is fetched in one query). */
  toItems: (db: Db, rows: readonly Row[]) => Promise<Item[]>;
  /** What the detail adds to the item besides its history (a loan's repayment plan). */
  detail?: (db: Db, row: Row) => Promise<Extra>;
  effects?: { [K in NoInfer<A>]?: ActionEffectHook<T, NoInfer<Row>, NoInfer<S>> };
  /** Actions that read then write several rows: the record's row is locked before it is read, so they queue. */
  lockFirst?: readonly NoInfer<A>[];
  /** Audit action names other than the action in kebab case (`setInstallmentPaid` is `set-to-paid`). */
  auditActions?: Partial<Record<NoInfer<A>, string>>;
  /**
   * The body a bulk decision gives `decide` for one record, for an action whose body says more than the note (a
   * loan approved in bulk is approved as requested). The others get `{ note }`.
   */
  bulkBodies?: { [K in NoInfer<A>]?: (row: NoInfer<Row>, note: string | undefined) => unknown };
  /**
   * Who is told of each change (platform/notifications): called in the change's transaction once it is written, for
   * every create and action, whoever calls it (one request, a bulk decision row by row, another service); the rows
   * it answers are added there and mailed by the notification mail job once the change commits.
   */
  notify?: (notice: TransitionNotice<NoInfer<Row>, NoInfer<S>, NoInfer<A>>) => NewNotification[] | Promise<NewNotification[]>;
}

export type WorkflowDetail<Item, Extra> = Item & Extra & { history: RequestHistoryEntry[] };

/** What a create gives the kit: the row to insert and what its audit entry says. */
export interface NewRecord<T extends PgTable> {
  values: T['$inferInsert'];
  details?: Record<string, unknown>;
}

/** What an edit (an action that changes fields, not the state) writes, with the fields before and after for the trail. */
export interface RecordChange<T extends PgTable> {
  set: Partial<T['$inferInsert']>;
  from: Record<string, unknown>;
  to: Record<string, unknown>;
}

/** The signed-in caller (every workflow route is authenticated). */
export function signedInActor(ctx: Pick<ServiceContext, 'actor'>): Actor {
  if (!ctx.actor) throw unauthorized();
  return ctx.actor;
}

const kebab = (action: string) => action.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

const noteOf = (body: unknown): string | null => {
  const note = body && typeof body === 'object' ? (body as { note?: unknown }).note : undefined;
  return typeof note === 'string' && note !== '' ? note : null;
};

/**
 * The decision note (`decisionNote`, what staff read as "Note from HR") is the note of the admin decision the record
 * stands on now: an admin step with a note sets it; an admin step without one (a disbursement, an installment paid,
 * an approval with nothing to add) carries the earlier decision out, so that decision's note stays; the steps that
 * turn a request down (reject, decline, deny, cancel) must bring their own (the workflow's `noteRequired`); a staff
 * member's own step (a withdrawal) ends what was decided, so it clears it. Every step's note is kept in the history.
 */
function decisionNoteChange(actor: Actor, note: string | null): { decisionNote?: string | null } {
  if (actor.area === 'staff') return { decisionNote: null };
  return note ? { decisionNote: note } : {};
}

export function defineWorkflowRecord<T extends WorkflowTable, S extends string, A extends string, Row extends WorkflowRow, Item, Extra = unknown>(
  definition: WorkflowRecordDefinition<T, S, A, Row, Item, Extra>,
) {
  const { table, workflow, label } = definition;
  const resource = definition.auditEntity ?? definition.resource;
  type Detail = WorkflowDetail<Item, Extra>;

  const auditAction = (action: A) => definition.auditActions?.[action] ?? kebab(action);
  const shownOf = (row: Row) => (definition.shownStatus ? row.shownStatus : row.status) as S;

  /** Not deleted, and the caller's own for staff. */
  function scope(actor: Actor): SQL {
    const live = isNull(table.deletedAt);
    if (actor.area !== 'staff') return live;
    return definition.owner ? (and(live, eq(definition.owner, actor.id)) as SQL) : sql`false`;
  }

  /** The UPDATE's condition: the row is still as it was read (same stored state, same shown state, not deleted). */
  function unchanged(row: Row, shown: S): SQL {
    return and(
      eq(table.id, row.id),
      eq(table.status, row.status),
      isNull(table.deletedAt),
      definition.shownStatus ? sql`${definition.shownStatus()} = ${shown}` : undefined,
    ) as SQL;
  }

  /** Refuses with 409 when the workflow forbids `action` from the shown state; answers the state it leads to. */
  function check(action: A, actor: Actor, shown: S): S {
    const transition = transitionOf(workflow, action, actor.area, shown, label);
    if (!transition.ok) throw conflict(transition.message);
    return transition.to;
  }

  async function find(db: Db, actor: Actor, id: string): Promise<Row | undefined> {
    const [row] = await definition.rows(db, and(eq(table.id, id), scope(actor)) as SQL);
    return row;
  }

  /** The record within the caller's scope; 404 for a deleted one, or a staff member's look at someone else's. */
  async function load(db: Db, actor: Actor, id: string): Promise<Row> {
    const row = await find(db, actor, id);
    if (!row) throw notFound(`That ${label} does not exist.`);
    return row;
  }

  async function detailOf(db: Db, actor: Actor, id: string): Promise<Detail> {
    const row = await load(db, actor, id);
    const [item] = await definition.toItems(db, [row]);
    const extra = definition.detail ? await definition.detail(db, row) : ({} as Extra);
    return { ...item, ...extra, history: await workflowHistory(db, resource, id) };
  }

  async function update(db: Db, row: Row, shown: S, set: Record<string, unknown>): Promise<boolean> {
    const updated = await db
      .update(table)
      .set(set as PgUpdateSetSource<T>)
      .where(unchanged(row, shown))
      .returning({ id: table.id });
    return updated.length > 0;
  }

  const record = {
    definition,
    scope,
    check,
    shownOf,
    find,
    load,

    /** Every state change but the soft delete, with the action's effect. Answers the detail. */
    async decide(ctx: ServiceContext, id: string, action: A, body: unknown): Promise<Detail> {
      const actor = signedInActor(ctx);
      let notified = 0;
      const detail = await ctx.db.transaction(async (tx) => {
        if (definition.lockFirst?.includes(action)) await tx.select({ id: table.id }).from(table as PgTable).where(eq(table.id, id)).for('update');
        const row = await load(tx, actor, id);
        const shown = shownOf(row);
        const allowed = check(action, actor, shown);
        const note = noteOf(body);
        if (!note && actionNeedsNote(workflow, action)) throw badRequest(noteRequiredMessage, [{ path: 'note', message: noteRequiredMessage }]);
        const hook = definition.effects?.[action];
        const effect = hook ? await hook({ db: tx, actor, row, shown, to: allowed, body: body as never }) : {};
        const to = effect.to ?? allowed;
        const set = { ...effect.set, status: to, ...(table.decisionNote ? decisionNoteChange(actor, note) : {}) };
        if (!(await update(tx, row, shown, set))) {
          throw conflict(`This ${label} was changed by someone else a moment ago. Reload it to see its current state.`);
        }
        await writeAudit(tx, {
          actor,
          action: auditAction(action),
          entity: resource,
          entityId: id,
          from: { status: shown },
          to: { status: to, ...(note ? { note } : {}), ...effect.details },
        });
        if (definition.notify) notified = await addNotifications(tx, await definition.notify({ db: tx, actor, row, action, from: shown, to, note }));
        return detailOf(tx, actor, id);
      });
      if (notified > 0) await mailNotificationsSoon(ctx);
      return detail;
    },

    /**
     * A new record, audited as `create` with its first state. `prepare` checks the input (400) and answers the row,
     * in the same transaction (so it may lock what its checks read).
     */
    async create(ctx: ServiceContext, prepare: (db: Db, actor: Actor) => Promise<NewRecord<T>>): Promise<Detail> {
      const actor = signedInActor(ctx);
      let notified = 0;
      const detail = await ctx.db.transaction(async (tx) => {
        const { values, details } = await prepare(tx, actor);
        const [created] = (await tx
          .insert(table)
          .values(values)
          .returning({ id: table.id, status: table.status })) as Array<{ id: string; status: string }>;
        await writeAudit(tx, { actor, action: 'create', entity: resource, entityId: created.id, to: { status: created.status, ...details } });
        if (definition.notify) {
          const row = await load(tx, actor, created.id);
          notified = await addNotifications(tx, await definition.notify({ db: tx, actor, row, action: 'create', from: null, to: shownOf(row), note: null }));
        }
        return detailOf(tx, actor, created.id);
      });
      if (notified > 0) await mailNotificationsSoon(ctx);
      return detail;
    },

    /**
     * An action that changes fields and keeps the state (`update`): the workflow says from which states, `apply`
     * checks the input against the record as read (400) and answers the change.
     */
    async edit(ctx: ServiceContext, id: string, action: A, apply: (db: Db, actor: Actor, row: Row) => Promise<RecordChange<T>>): Promise<Detail> {
      const actor = signedInActor(ctx);
      return ctx.db.transaction(async (tx) => {
        const row = await load(tx, actor, id);
        const shown = shownOf(row);
        check(action, actor, shown);
        const change = await apply(tx, actor, row);
        if (!(await update(tx, row, shown, change.set))) {
          throw conflict(`This ${label} was decided a moment ago, so it can no longer be changed. Reload it.`);
        }
        await writeAudit(tx, {
          actor,
          action: auditAction(action),
          entity: resource,
          entityId: id,
          from: { status: shown, ...change.from },
          to: { status: shown, ...change.to },
        });
        return detailOf(tx, actor, id);
      });
    },

    /**
     * Soft deletion, as the workflow's `delete` action allows it (409 with its reason otherwise): hidden from lists and
     * details from then on, kept for the trail. The row must still be as read, so a record decided a moment ago is
     * not deleted behind the admin's back.
     */
    async remove(ctx: ServiceContext, id: string): Promise<void> {
      const actor = signedInActor(ctx);
      await ctx.db.transaction(async (tx) => {
        const row = await load(tx, actor, id);
        const shown = shownOf(row);
        check('delete' as A, actor, shown);
        if (!(await update(tx, row, shown, { deletedAt: new Date(), deletedById: actor.id }))) {
          throw conflict(`This ${label} was changed or deleted by someone else a moment ago. Reload it to see its current state.`);
        }
        await writeAudit(tx, { actor, action: 'delete', entity: resource, entityId: id, from: { status: shown }, to: { deleted: true } });
      });
    },

    /** One record with its history. */
    get: (ctx: ServiceContext, id: string): Promise<Detail> => detailOf(ctx.db, signedInActor(ctx), id),
    detail: detailOf,
    history: (db: Db, id: string) => workflowHistory(db, resource, id),
  };

  /**
   * One decision on many records, each through `decide` in its own transaction, one after the other (each id once, in
   * the order given). A refusal of one record is its outcome, never the end of the rest. The note a decision must
   * carry is checked once, for all (400 on `note`), before any record is touched.
   */
  async function decideMany(ctx: ServiceContext, action: A, input: BulkDecisionInput): Promise<BulkDecisionResult> {
    const actor = signedInActor(ctx);
    const note = input.note || undefined;
    if (!note && actionNeedsNote(workflow, action)) throw badRequest(noteRequiredMessage, [{ path: 'note', message: noteRequiredMessage }]);
    const bodyOf = definition.bulkBodies?.[action];
    const results: BulkDecisionOutcome[] = [];
    for (const id of [...new Set(input.ids)]) {
      try {
        const row = bodyOf ? await find(ctx.db, actor, id) : undefined;
        const body = row && bodyOf ? bodyOf(row, note) : { note };
        const decided = (await record.decide(ctx, id, action, body)) as { status?: unknown };
        results.push({ id, ok: true, status: String(decided.status) });
      } catch (error) {
        const refusal = toEnvelope(error as Error);
        if (refusal.statusCode >= 500) ctx.log.error({ error: safeErrorLog(error), entity: resource, action }, 'a bulk decision failed on one record');
        results.push({ id, ok: false, statusCode: refusal.statusCode, message: refusal.message });
      }
    }
    const succeeded = results.filter((r) => r.ok).length;
    return { action, succeeded, refused: results.length - succeeded, results };
  }

  return { ...record, decideMany };
}

export type WorkflowRecord<T extends WorkflowTable, S extends string, A extends string, Row extends WorkflowRow, Item, Extra = unknown> = ReturnType<
  typeof defineWorkflowRecord<T, S, A, Row, Item, Extra>
>;
