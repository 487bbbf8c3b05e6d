// Procurements, requisitions, issuances and maintenance requests as workflow records (platform/workflow-record):
// every state change is one conditional UPDATE with its audit entry, and what moves stock does it through the
// ledger (stock-ledger.ts) in the same transaction, so a refused change leaves stock untouched.
import {
  issuanceWorkflow,
  maintenanceWorkflow,
  procurementWorkflow,
  requisitionWorkflow,
  toMinorUnits,
  type CompleteMaintenanceInput,
  type FlagIssuanceInput,
  type FulfilRequisitionInput,
  type InventoryStatus,
  type Issuance,
  type IssuanceAction,
  type MaintenanceAction,
  type MaintenanceRequest,
  type Procurement,
  type ProcurementAction,
  type Requisition,
  type RequisitionAction,
  type IssuanceStatus,
  type ProcurementLine,
  type ReceiveProcurementInput,
  type RequisitionLine,
  type RequisitionStatus,
  type SendForMaintenanceInput,
} from '@crewbase/domain';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import {
  inventoryVendors,
  issuances,
  maintenanceRequests,
  procurementLines,
  procurements,
  requisitionLines,
  requisitions,
  stockItems,
  stockMovements,
} from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import { badRequest, conflict } from '../../platform/errors';
import type { ResourceColumns, ResourceJoin } from '../../platform/resource';
import { defineWorkflowRecord, type ActionContext } from '../../platform/workflow-record';
import {
  issuanceColumns,
  issuanceJoins,
  maintenanceColumns,
  maintenanceJoins,
  procurementColumns,
  procurementJoins,
  requisitionColumns,
  requisitionJoins,
  toIssuance,
  toMaintenance,
  toProcurement,
  toRequisition,
  type IssuanceRow,
  type MaintenanceRow,
  type ProcurementRow,
  type RequisitionRow,
} from './inventory.resources';
import { move } from './stock-ledger';

const money = (kobo: number) => (kobo / 100).toFixed(2);

/** The rows of `table` with the list's joins and columns, meeting `where`. */
export async function rowsOf<R>(db: Db, table: PgTable, joins: ReadonlyArray<ResourceJoin & { builder?: PgTable }>, columns: ResourceColumns, where: SQL): Promise<R[]> {
  let query = db.select(columns as never).from(table).$dynamic();
  for (const join of joins) {
    const joined = join.builder ?? (join.table as PgTable);
    query = join.inner ? query.innerJoin(joined, join.on) : query.leftJoin(joined, join.on);
  }
  return (await query.where(where)) as R[];
}

// ------------------------------------------------------------------ procurements

export async function procurementLinesOf(db: Db, procurementId: string): Promise<ProcurementLine[]> {
  const rows = await db
    .select({
      id: procurementLines.id,
      stockItemId: procurementLines.stockItemId,
      stockItemName: stockItems.name,
      quantity: procurementLines.quantity,
      receivedQuantity: procurementLines.receivedQuantity,
      unitCostKobo: procurementLines.unitCostKobo,
    })
    .from(procurementLines)
    .innerJoin(stockItems, eq(stockItems.id, procurementLines.stockItemId))
    .where(eq(procurementLines.procurementId, procurementId))
    .orderBy(asc(procurementLines.position), asc(procurementLines.id));
  return rows.map((l) => ({
    id: l.id,
    stockItem: { id: l.stockItemId, name: l.stockItemName },
    quantity: l.quantity,
    receivedQuantity: l.receivedQuantity,
    unitCost: money(l.unitCostKobo),
    lineTotal: money(l.unitCostKobo * l.quantity),
  }));
}

export const procurementRecord = defineWorkflowRecord<typeof procurements, InventoryStatus, ProcurementAction, ProcurementRow, Procurement, { lines: ProcurementLine[] }>({
  resource: 'inventory',
  label: 'procurement',
  table: procurements,
  workflow: procurementWorkflow,
  rows: (db, where) => rowsOf<ProcurementRow>(db, procurements, procurementJoins, procurementColumns, where),
  toItems: async (_db, rows) => rows.map(toProcurement),
  detail: async (db, row) => ({ lines: await procurementLinesOf(db, row.id) }),
  lockFirst: ['receive', 'order'],
  effects: {
    order: () => ({ set: { orderedAt: new Date() } }),
    receive: async ({ db, actor, row, body }: ActionContext<ProcurementRow, InventoryStatus, ReceiveProcurementInput>) => {
      const lines = await db.select().from(procurementLines).where(eq(procurementLines.procurementId, row.id)).orderBy(asc(procurementLines.position));
      const byId = new Map(lines.map((l) => [l.id, l]));
      const wanted = body?.lines
        ? body.lines.map((given, index) => {
            const line = byId.get(given.lineId);
            if (!line) throw badRequest('That line is not on this procurement.', [{ path: `lines.${index}.lineId`, message: 'That line is not on this procurement.' }]);
            return { line, quantity: given.quantity, index };
          })
        : lines.map((line, index) => ({ line, quantity: line.quantity - line.receivedQuantity, index }));
      let received = 0;
      for (const { line, quantity, index } of wanted) {
        if (quantity <= 0) continue;
        const [done] = await db
          .update(procurementLines)
          .set({ receivedQuantity: sql`${procurementLines.receivedQuantity} + ${quantity}` })
          .where(and(eq(procurementLines.id, line.id), sql`${procurementLines.receivedQuantity} + ${quantity} <= ${procurementLines.quantity}`))
          .returning({ id: procurementLines.id });
        if (!done) {
          const left = line.quantity - line.receivedQuantity;
          throw conflict(`Line ${index + 1} has ${left} unit${left === 1 ? '' : 's'} still to come, not ${quantity}: it cannot receive more than was ordered.`);
        }
        await move(db, { stockItemId: line.stockItemId, kind: 'RECEIPT', quantity, procurementId: row.id, reason: `Received from ${row.vendorName}`, actorId: actor.id });
        await db.update(stockItems).set({ unitCostKobo: line.unitCostKobo }).where(eq(stockItems.id, line.stockItemId));
        received += quantity;
      }
      if (received === 0) throw badRequest('Nothing to receive: name at least one unit still to come.', [{ path: 'lines', message: 'Name at least one unit still to come.' }]);
      const [{ outstanding }] = await db
        .select({ outstanding: sql<number>`coalesce(sum(${procurementLines.quantity} - ${procurementLines.receivedQuantity}), 0)::int` })
        .from(procurementLines)
        .where(eq(procurementLines.procurementId, row.id));
      const complete = Number(outstanding) === 0;
      return { to: complete ? 'COMPLETED' : 'IN_PROGRESS', set: complete ? { completedAt: new Date() } : {}, details: { unitsReceived: received } };
    },
  },
});

// ------------------------------------------------------------------ requisitions

export async function requisitionLinesOf(db: Db, requisitionId: string): Promise<RequisitionLine[]> {
  const rows = await db
    .select({
      id: requisitionLines.id,
      stockItemId: requisitionLines.stockItemId,
      stockItemName: stockItems.name,
      quantity: requisitionLines.quantity,
      fulfilledQuantity: requisitionLines.fulfilledQuantity,
      availableStock: stockItems.availableStock,
    })
    .from(requisitionLines)
    .innerJoin(stockItems, eq(stockItems.id, requisitionLines.stockItemId))
    .where(eq(requisitionLines.requisitionId, requisitionId))
    .orderBy(asc(requisitionLines.position), asc(requisitionLines.id));
  return rows.map((l) => ({ id: l.id, stockItem: { id: l.stockItemId, name: l.stockItemName }, quantity: l.quantity, fulfilledQuantity: l.fulfilledQuantity, availableStock: l.availableStock }));
}

/** Issues `quantity` of an item (the ledger refuses more than is left): the issuance row, its movement and its audit entry. */
export async function issue(
  db: Db,
  actor: { id: string; area: 'admin' },
  input: { stockItemId: string; quantity: number; locationId: string | null; staffId: string | null; requisitionId: string | null; note: string | null },
): Promise<string> {
  const [created] = await db
    .insert(issuances)
    .values({ ...input, status: 'ISSUED', issuedById: actor.id })
    .returning({ id: issuances.id });
  await move(db, {
    stockItemId: input.stockItemId,
    kind: 'ISSUE',
    quantity: -input.quantity,
    locationId: input.locationId,
    issuanceId: created.id,
    requisitionId: input.requisitionId,
    reason: input.note,
    actorId: actor.id,
  });
  await writeAudit(db, { actor: actor as never, action: 'create', entity: 'inventory', entityId: created.id, to: { status: 'ISSUED', quantity: input.quantity, stockItemId: input.stockItemId } });
  return created.id;
}

export const requisitionRecord = defineWorkflowRecord<typeof requisitions, RequisitionStatus, RequisitionAction, RequisitionRow, Requisition, { lines: RequisitionLine[]; issuanceIds: string[] }>({
  resource: 'requisitions',
  label: 'requisition',
  table: requisitions,
  workflow: requisitionWorkflow,
  rows: (db, where) => rowsOf<RequisitionRow>(db, requisitions, requisitionJoins, requisitionColumns, where),
  toItems: async (_db, rows) => rows.map(toRequisition),
  detail: async (db, row) => ({
    lines: await requisitionLinesOf(db, row.id),
    issuanceIds: (await db.select({ id: issuances.id }).from(issuances).where(eq(issuances.requisitionId, row.id)).orderBy(asc(issuances.createdAt))).map((x) => x.id),
  }),
  lockFirst: ['fulfil'],
  effects: {
    fulfil: async ({ db, actor, row, body }: ActionContext<RequisitionRow, RequisitionStatus, FulfilRequisitionInput>) => {
      const lines = await db.select().from(requisitionLines).where(eq(requisitionLines.requisitionId, row.id)).orderBy(asc(requisitionLines.position));
      const byId = new Map(lines.map((l) => [l.id, l]));
      const plan = body?.lines
        ? body.lines.map((given, index) => {
            const line = byId.get(given.lineId);
            if (!line) throw badRequest('That line is not on this requisition.', [{ path: `lines.${index}.lineId`, message: 'That line is not on this requisition.' }]);
            if (given.quantity > line.quantity) {
              const message = `At most ${line.quantity} were asked for: a requisition is never given more than it asked.`;
              throw badRequest(message, [{ path: `lines.${index}.quantity`, message }]);
            }
            return { line, quantity: given.quantity };
          })
        : lines.map((line) => ({ line, quantity: line.quantity }));
      if (plan.every((p) => p.quantity === 0)) {
        throw badRequest('Issue at least one unit, or deny the requisition.', [{ path: 'lines', message: 'Issue at least one unit, or deny the requisition.' }]);
      }
      let units = 0;
      for (const { line, quantity } of plan) {
        if (quantity === 0) continue;
        await issue(db, actor as { id: string; area: 'admin' }, {
          stockItemId: line.stockItemId, quantity, locationId: row.locationId, staffId: row.staffUuid, requisitionId: row.id, note: `For requisition: ${row.reason}`.slice(0, 500),
        });
        const [ok] = await db
          .update(requisitionLines)
          .set({ fulfilledQuantity: quantity })
          .where(and(eq(requisitionLines.id, line.id), sql`${quantity} <= ${requisitionLines.quantity}`))
          .returning({ id: requisitionLines.id });
        if (!ok) throw conflict('A requisition is never given more than it asked.');
        units += quantity;
      }
      return { details: { unitsIssued: units } };
    },
  },
});

// ------------------------------------------------------------------ issuances

export const issuanceRecord = defineWorkflowRecord<typeof issuances, IssuanceStatus, IssuanceAction, IssuanceRow, Issuance>({
  resource: 'inventory',
  label: 'issued item',
  table: issuances,
  workflow: issuanceWorkflow,
  rows: (db, where) => rowsOf<IssuanceRow>(db, issuances, issuanceJoins, issuanceColumns, where),
  toItems: async (_db, rows) => rows.map(toIssuance),
  lockFirst: ['return', 'flag', 'markLost'],
  effects: {
    return: async ({ db, actor, row, body }: ActionContext<IssuanceRow, IssuanceStatus, { note?: string } | null>) => {
      await move(db, { stockItemId: row.stockItemId, kind: 'RETURN', quantity: row.quantity, issuanceId: row.id, locationId: row.locationId, requisitionId: row.requisitionId, reason: body?.note ?? 'Returned to the store', actorId: actor.id });
      return {};
    },
    markLost: async ({ db, actor, row, body }: ActionContext<IssuanceRow, IssuanceStatus, FlagIssuanceInput>) => {
      const { id } = await move(db, {
        stockItemId: row.stockItemId, kind: 'LOSS', quantity: 0, unitsAffected: row.quantity, issuanceId: row.id, locationId: row.locationId,
        requisitionId: row.requisitionId, reason: body?.description ?? 'Lost', actorId: actor.id,
      });
      return { details: { movementId: id } };
    },
    flag: async ({ db, actor, row, body }: ActionContext<IssuanceRow, IssuanceStatus, FlagIssuanceInput>) => {
      const [created] = await db
        .insert(maintenanceRequests)
        .values({
          stockItemId: row.stockItemId, issuanceId: row.id, locationId: row.locationId, flaggedById: actor.id, condition: body.condition,
          priority: body.priority ?? 'Medium', description: body.description, status: 'PENDING',
        })
        .returning({ id: maintenanceRequests.id });
      await writeAudit(db, { actor, action: 'create', entity: 'inventory', entityId: created.id, to: { status: 'PENDING', issuanceId: row.id, condition: body.condition } });
      return { details: { maintenanceRequestId: created.id, condition: body.condition } };
    },
  },
});

// ------------------------------------------------------------------ maintenance requests

export const maintenanceRecord = defineWorkflowRecord<typeof maintenanceRequests, InventoryStatus, MaintenanceAction, MaintenanceRow, MaintenanceRequest>({
  resource: 'inventory',
  label: 'maintenance request',
  table: maintenanceRequests,
  workflow: maintenanceWorkflow,
  rows: (db, where) => rowsOf<MaintenanceRow>(db, maintenanceRequests, maintenanceJoins, maintenanceColumns, where),
  toItems: async (_db, rows) => rows.map(toMaintenance),
  effects: {
    sendForMaintenance: async ({ db, body }: ActionContext<MaintenanceRow, InventoryStatus, SendForMaintenanceInput>) => {
      const [vendor] = await db.select({ id: inventoryVendors.id }).from(inventoryVendors).where(eq(inventoryVendors.id, body.vendorId));
      if (!vendor) throw badRequest('That vendor does not exist.', [{ path: 'vendorId', message: 'That vendor does not exist.' }]);
      const today = new Date().toISOString().slice(0, 10);
      if (body.expectedReturnDate < today) {
        throw badRequest('The expected return date cannot be in the past.', [{ path: 'expectedReturnDate', message: 'Choose today or a later day.' }]);
      }
      return { set: { vendorId: body.vendorId, expectedReturnDate: body.expectedReturnDate, sentAt: new Date() }, details: { vendorId: body.vendorId, expectedReturnDate: body.expectedReturnDate } };
    },
    complete: async ({ db, actor, row, body }: ActionContext<MaintenanceRow, InventoryStatus, CompleteMaintenanceInput>) => {
      const costKobo = toMinorUnits(body.cost);
      if (row.issuanceId) {
        // The item is back in service where it was issued: its issuance leaves FLAGGED (one conditional update, audited).
        const [restored] = await db
          .update(issuances)
          .set({ status: 'ISSUED' })
          .where(and(eq(issuances.id, row.issuanceId), eq(issuances.status, 'FLAGGED')))
          .returning({ id: issuances.id });
        if (restored) await writeAudit(db, { actor, action: 'restore', entity: 'inventory', entityId: row.issuanceId, from: { status: 'FLAGGED' }, to: { status: 'ISSUED', maintenanceRequestId: row.id } });
      }
      return { set: { completedAt: new Date(), costKobo, completionNotes: body.notes ?? null }, details: { cost: money(costKobo) } };
    },
  },
});

/** Whether a movement was reversed already (each is reversed at most once). */
export const reversalOf = async (db: Db, movementId: string) =>
  (await db.select({ id: stockMovements.id }).from(stockMovements).where(eq(stockMovements.reversesId, movementId)))[0];
