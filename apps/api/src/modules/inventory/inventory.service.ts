// Inventory services: vendors, categories and stock items (plain records, audited), the ledger's adjustments and
// reversals, creating and editing the workflow records, and the metrics.
import {
  fromMinorUnits,
  reversibleMovementKinds,
  toMinorUnits,
  type CreateIssuanceInput,
  type CreateItemCategoryInput,
  type CreateMaintenanceRequestInput,
  type CreateProcurementInput,
  type CreateRequisitionInput,
  type CreateStockItemInput,
  type CreateVendorInput,
  type FlagIssuanceInput,
  type InventoryMetrics,
  type ReverseMovementInput,
  type StockAdjustmentInput,
  type UpdateIssuanceInput,
  type UpdateItemCategoryInput,
  type UpdateMaintenanceRequestInput,
  type UpdateProcurementInput,
  type UpdateRequisitionInput,
  type UpdateStockItemInput,
  type UpdateVendorInput,
} from '@crewbase/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/database';
import {
  inventoryItemCategories,
  inventoryVendors,
  issuances,
  locations,
  maintenanceRequests,
  procurementLines,
  procurements,
  requisitionLines,
  requisitions,
  staff,
  stockItems,
  stockMovements,
} from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import type { ServiceContext } from '../../platform/context';
import { adminActor } from '../../platform/context';
import { deleteOrExplain, inUse, isUniqueViolation, taken, usageText } from '../../platform/db-errors';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { issuanceRecord, issue, maintenanceRecord, procurementRecord, requisitionRecord, reversalOf, rowsOf } from './inventory.records';
import { categoryColumns, movementColumns, movementJoins, stockItemColumns, toCategory, toMovement, toStockItem, toVendor, type CategoryRow, type MovementRow, type StockItemRow } from './inventory.resources';
import { move } from './stock-ledger';

const field = (path: string, message: string) => badRequest(message, [{ path, message }]);

/** Every id of `ids` that does not exist in `table`, as 400 details on `path(index)`. */
async function requireAll(db: Db, table: typeof stockItems | typeof locations | typeof staff, ids: ReadonlyArray<string | null | undefined>, path: (i: number) => string, what: string) {
  const wanted = ids.filter((x): x is string => typeof x === 'string');
  if (wanted.length === 0) return;
  const found = new Set((await db.select({ id: table.id }).from(table).where(inArray(table.id, wanted))).map((r) => r.id));
  const details = ids.flatMap((id, i) => (id && !found.has(id) ? [{ path: path(i), message: `That ${what} does not exist.` }] : []));
  if (details.length > 0) throw badRequest(details.length === 1 ? details[0].message : `Some ${what}s do not exist.`, details);
}

// ------------------------------------------------------------------ vendors

export async function getVendor(ctx: ServiceContext, id: string) {
  const [row] = await ctx.db.select().from(inventoryVendors).where(eq(inventoryVendors.id, id));
  if (!row) throw notFound('That vendor does not exist.');
  return toVendor(row);
}
const vendorValues = (input: Partial<CreateVendorInput>) =>
  Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as Partial<typeof inventoryVendors.$inferInsert>;
export async function createVendor(ctx: ServiceContext, input: CreateVendorInput) {
  const actor = adminActor(ctx);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.insert(inventoryVendors).values(vendorValues(input) as typeof inventoryVendors.$inferInsert).returning();
    await writeAudit(tx, { actor, action: 'create', entity: 'inventory-vendor', entityId: row.id, to: { name: row.name } });
    return toVendor(row);
  });
}
export async function updateVendor(ctx: ServiceContext, id: string, input: UpdateVendorInput) {
  const actor = adminActor(ctx);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.update(inventoryVendors).set({ ...vendorValues(input), updatedAt: new Date() }).where(eq(inventoryVendors.id, id)).returning();
    if (!row) throw notFound('That vendor does not exist.');
    await writeAudit(tx, { actor, action: 'update', entity: 'inventory-vendor', entityId: id, to: vendorValues(input) });
    return toVendor(row);
  });
}
export async function deleteVendor(ctx: ServiceContext, id: string) {
  const actor = adminActor(ctx);
  await ctx.db.transaction(async (tx) => {
    const [{ p, m }] = await selectRows<{ p: number; m: number }>(
      tx,
      sql`select (select count(*)::int from ${procurements} where ${procurements.vendorId} = ${id}) as p, (select count(*)::int from ${maintenanceRequests} where ${maintenanceRequests.vendorId} = ${id}) as m`,
    );
    const usage = usageText([[p, 'procurement', 'procurements'], [m, 'maintenance request', 'maintenance requests']]);
    if (usage) throw inUse('This vendor', usage);
    const deleted = await deleteOrExplain('This vendor', () => tx.delete(inventoryVendors).where(eq(inventoryVendors.id, id)).returning({ id: inventoryVendors.id }));
    if (deleted.length === 0) throw notFound('That vendor does not exist.');
    await writeAudit(tx, { actor, action: 'delete', entity: 'inventory-vendor', entityId: id });
  });
}

// ------------------------------------------------------------------ categories

const CATEGORY_NAME_KEY = 'inventory_item_categories_name_key';
const categoryTaken = () => taken('name', 'A category of that name exists already.');
export async function getCategory(ctx: ServiceContext, id: string) {
  const [row] = (await ctx.db.select(categoryColumns).from(inventoryItemCategories).where(eq(inventoryItemCategories.id, id))) as CategoryRow[];
  if (!row) throw notFound('That category does not exist.');
  return toCategory(row);
}
export async function createCategory(ctx: ServiceContext, input: CreateItemCategoryInput) {
  const actor = adminActor(ctx);
  try {
    return await ctx.db.transaction(async (tx) => {
      const [row] = await tx.insert(inventoryItemCategories).values({ name: input.name }).returning({ id: inventoryItemCategories.id });
      await writeAudit(tx, { actor, action: 'create', entity: 'inventory-category', entityId: row.id, to: { name: input.name } });
      return getCategory({ ...ctx, db: tx }, row.id);
    });
  } catch (error) {
    if (isUniqueViolation(error, CATEGORY_NAME_KEY)) throw categoryTaken();
    throw error;
  }
}
export async function updateCategory(ctx: ServiceContext, id: string, input: UpdateItemCategoryInput) {
  const actor = adminActor(ctx);
  try {
    return await ctx.db.transaction(async (tx) => {
      if (input.name !== undefined) {
        const updated = await tx.update(inventoryItemCategories).set({ name: input.name }).where(eq(inventoryItemCategories.id, id)).returning({ id: inventoryItemCategories.id });
        if (updated.length === 0) throw notFound('That category does not exist.');
        await writeAudit(tx, { actor, action: 'update', entity: 'inventory-category', entityId: id, to: { name: input.name } });
      }
      return getCategory({ ...ctx, db: tx }, id);
    });
  } catch (error) {
    if (isUniqueViolation(error, CATEGORY_NAME_KEY)) throw categoryTaken();
    throw error;
  }
}
export async function deleteCategory(ctx: ServiceContext, id: string) {
  const actor = adminActor(ctx);
  await ctx.db.transaction(async (tx) => {
    const [{ n }] = await selectRows<{ n: number }>(tx, sql`select count(*)::int as n from ${stockItems} where ${stockItems.categoryId} = ${id}`);
    if (n > 0) throw inUse('This category', `${n} stock item${n === 1 ? '' : 's'}`);
    const deleted = await deleteOrExplain('This category', () => tx.delete(inventoryItemCategories).where(eq(inventoryItemCategories.id, id)).returning({ id: inventoryItemCategories.id }));
    if (deleted.length === 0) throw notFound('That category does not exist.');
    await writeAudit(tx, { actor, action: 'delete', entity: 'inventory-category', entityId: id });
  });
}

// ------------------------------------------------------------------ stock items

export async function getStockItem(ctx: Pick<ServiceContext, 'db'>, id: string) {
  const [row] = (await ctx.db
    .select(stockItemColumns)
    .from(stockItems)
    .innerJoin(inventoryItemCategories, eq(inventoryItemCategories.id, stockItems.categoryId))
    .where(eq(stockItems.id, id))) as StockItemRow[];
  if (!row) throw notFound('That stock item does not exist.');
  return toStockItem(row);
}
async function requireCategory(db: Db, id: string) {
  const [row] = await db.select({ id: inventoryItemCategories.id }).from(inventoryItemCategories).where(eq(inventoryItemCategories.id, id));
  if (!row) throw field('categoryId', 'That category does not exist.');
}
export async function createStockItem(ctx: ServiceContext, input: CreateStockItemInput) {
  const actor = adminActor(ctx);
  return ctx.db.transaction(async (tx) => {
    await requireCategory(tx, input.categoryId);
    const [row] = await tx
      .insert(stockItems)
      .values({
        name: input.name as string, description: (input.description as string | null | undefined) ?? null, categoryId: input.categoryId, unit: input.unit as string,
        reorderLevel: input.reorderLevel, unitCostKobo: input.unitCost == null ? null : toMinorUnits(input.unitCost),
      })
      .returning({ id: stockItems.id });
    await writeAudit(tx, { actor, action: 'create', entity: 'inventory-stock-item', entityId: row.id, to: { name: input.name } });
    return getStockItem({ db: tx }, row.id);
  });
}
export async function updateStockItem(ctx: ServiceContext, id: string, input: UpdateStockItemInput) {
  const actor = adminActor(ctx);
  return ctx.db.transaction(async (tx) => {
    if (input.categoryId) await requireCategory(tx, input.categoryId);
    const set: Partial<typeof stockItems.$inferInsert> = {};
    if (input.name !== undefined) set.name = input.name as string;
    if (input.description !== undefined) set.description = (input.description as string | null) ?? null;
    if (input.categoryId !== undefined) set.categoryId = input.categoryId;
    if (input.unit !== undefined) set.unit = input.unit as string;
    if (input.reorderLevel !== undefined) set.reorderLevel = input.reorderLevel;
    if (input.unitCost !== undefined) set.unitCostKobo = input.unitCost === null ? null : toMinorUnits(input.unitCost);
    const updated = await tx.update(stockItems).set({ ...set, updatedAt: new Date() }).where(eq(stockItems.id, id)).returning({ id: stockItems.id });
    if (updated.length === 0) throw notFound('That stock item does not exist.');
    await writeAudit(tx, { actor, action: 'update', entity: 'inventory-stock-item', entityId: id, to: { ...set } });
    return getStockItem({ db: tx }, id);
  });
}
export async function deleteStockItem(ctx: ServiceContext, id: string) {
  const actor = adminActor(ctx);
  await ctx.db.transaction(async (tx) => {
    const [{ n }] = await selectRows<{ n: number }>(tx, sql`select count(*)::int as n from ${stockMovements} where ${stockMovements.stockItemId} = ${id}`);
    if (n > 0) throw conflict(`This item has ${n} stock movement${n === 1 ? '' : 's'}: an item that has moved stays on record.`);
    const deleted = await deleteOrExplain('This stock item', () => tx.delete(stockItems).where(eq(stockItems.id, id)).returning({ id: stockItems.id }));
    if (deleted.length === 0) throw notFound('That stock item does not exist.');
    await writeAudit(tx, { actor, action: 'delete', entity: 'inventory-stock-item', entityId: id });
  });
}

// ------------------------------------------------------------------ the ledger

export async function getMovement(ctx: Pick<ServiceContext, 'db'>, id: string) {
  const [row] = await rowsOf<MovementRow>(ctx.db, stockMovements, movementJoins, movementColumns, eq(stockMovements.id, id));
  if (!row) throw notFound('That movement does not exist.');
  return toMovement(row);
}
export async function adjustStock(ctx: ServiceContext, input: StockAdjustmentInput) {
  const actor = adminActor(ctx);
  return ctx.db.transaction(async (tx) => {
    const { id } = await move(tx, { stockItemId: input.stockItemId, kind: 'ADJUSTMENT', quantity: input.quantity, reason: input.reason, actorId: actor.id });
    await writeAudit(tx, { actor, action: 'adjust', entity: 'inventory-stock-item', entityId: input.stockItemId, to: { quantity: input.quantity, reason: input.reason, movementId: id } });
    return getMovement({ db: tx }, id);
  });
}
export async function reverseMovement(ctx: ServiceContext, movementId: string, input: ReverseMovementInput) {
  const actor = adminActor(ctx);
  return ctx.db.transaction(async (tx) => {
    const [original] = await tx.select().from(stockMovements).where(eq(stockMovements.id, movementId)).for('update');
    if (!original) throw notFound('That movement does not exist.');
    if (!(reversibleMovementKinds as readonly string[]).includes(original.kind)) {
      throw conflict(original.kind === 'REVERSAL' ? 'A reversal is not reversed: record a new adjustment instead.' : 'Issues, returns and losses are undone through their issuance, not reversed here.');
    }
    if (await reversalOf(tx, movementId)) throw conflict('This movement has been reversed already.');
    const { id } = await move(tx, { stockItemId: original.stockItemId, kind: 'REVERSAL', quantity: -original.quantity, reason: input.reason, reversesId: original.id, procurementId: original.procurementId, actorId: actor.id });
    await writeAudit(tx, { actor, action: 'reverse', entity: 'inventory-stock-item', entityId: original.stockItemId, to: { reverses: original.id, movementId: id, reason: input.reason } });
    return getMovement({ db: tx }, id);
  });
}

// ------------------------------------------------------------------ procurements

async function procurementLineValues(db: Db, lines: NonNullable<CreateProcurementInput['lines']>) {
  await requireAll(db, stockItems, lines.map((l) => l.stockItemId), (i) => `lines.${i}.stockItemId`, 'stock item');
  const values = lines.map((l, position) => ({ stockItemId: l.stockItemId, quantity: l.quantity, unitCostKobo: toMinorUnits(l.unitCost), position }));
  return { values, totalCostKobo: values.reduce((sum, l) => sum + l.quantity * l.unitCostKobo, 0) };
}
async function requireVendor(db: Db, id: string) {
  const [row] = await db.select({ id: inventoryVendors.id }).from(inventoryVendors).where(eq(inventoryVendors.id, id));
  if (!row) throw field('vendorId', 'That vendor does not exist.');
}
export async function createProcurement(ctx: ServiceContext, input: CreateProcurementInput) {
  const actor = adminActor(ctx);
  return ctx.db.transaction(async (tx) => {
    await requireVendor(tx, input.vendorId);
    const { values, totalCostKobo } = await procurementLineValues(tx, input.lines);
    const [row] = await tx
      .insert(procurements)
      .values({ vendorId: input.vendorId, userId: actor.id, note: (input.note as string | null | undefined) ?? null, totalCostKobo })
      .returning({ id: procurements.id });
    await tx.insert(procurementLines).values(values.map((l) => ({ ...l, procurementId: row.id })));
    await writeAudit(tx, { actor, action: 'create', entity: 'inventory', entityId: row.id, to: { status: 'PENDING', totalCost: fromMinorUnits(totalCostKobo), lines: values.length } });
    return procurementRecord.detail(tx, actor, row.id);
  });
}
export function updateProcurement(ctx: ServiceContext, id: string, input: UpdateProcurementInput) {
  return procurementRecord.edit(ctx, id, 'update', async (db, _actor, row) => {
    const set: Partial<typeof procurements.$inferInsert> = { updatedAt: new Date() };
    const to: Record<string, unknown> = {};
    if (input.vendorId !== undefined) {
      await requireVendor(db, input.vendorId);
      set.vendorId = input.vendorId;
      to.vendorId = input.vendorId;
    }
    if (input.note !== undefined) set.note = (input.note as string | null) ?? null;
    if (input.lines !== undefined) {
      const { values, totalCostKobo } = await procurementLineValues(db, input.lines);
      await db.delete(procurementLines).where(eq(procurementLines.procurementId, id));
      await db.insert(procurementLines).values(values.map((l) => ({ ...l, procurementId: id })));
      set.totalCostKobo = totalCostKobo;
      to.totalCost = fromMinorUnits(totalCostKobo);
    }
    return { set, from: { totalCost: fromMinorUnits(row.totalCostKobo) }, to };
  });
}

// ------------------------------------------------------------------ requisitions

async function checkRequisitionRefs(db: Db, input: { locationId?: string; staffId?: string | null; lines?: CreateRequisitionInput['lines'] }) {
  await requireAll(db, locations, [input.locationId], () => 'locationId', 'location');
  await requireAll(db, staff, [input.staffId], () => 'staffId', 'staff member');
  if (input.lines) await requireAll(db, stockItems, input.lines.map((l) => l.stockItemId), (i) => `lines.${i}.stockItemId`, 'stock item');
}
export async function createRequisition(ctx: ServiceContext, input: CreateRequisitionInput) {
  const actor = adminActor(ctx);
  return ctx.db.transaction(async (tx) => {
    await checkRequisitionRefs(tx, input);
    const [row] = await tx
      .insert(requisitions)
      .values({ locationId: input.locationId, staffId: input.staffId ?? null, reason: input.reason as string, requestedById: actor.id })
      .returning({ id: requisitions.id });
    await tx.insert(requisitionLines).values(input.lines.map((l, position) => ({ requisitionId: row.id, stockItemId: l.stockItemId, quantity: l.quantity, position })));
    await writeAudit(tx, { actor, action: 'create', entity: 'requisitions', entityId: row.id, to: { status: 'Pending', lines: input.lines.length } });
    return requisitionRecord.detail(tx, actor, row.id);
  });
}
export function updateRequisition(ctx: ServiceContext, id: string, input: UpdateRequisitionInput) {
  return requisitionRecord.edit(ctx, id, 'update', async (db) => {
    await checkRequisitionRefs(db, input);
    const set: Partial<typeof requisitions.$inferInsert> = { updatedAt: new Date() };
    if (input.locationId !== undefined) set.locationId = input.locationId;
    if (input.staffId !== undefined) set.staffId = input.staffId;
    if (input.reason !== undefined) set.reason = input.reason as string;
    if (input.lines !== undefined) {
      await db.delete(requisitionLines).where(eq(requisitionLines.requisitionId, id));
      await db.insert(requisitionLines).values(input.lines.map((l, position) => ({ requisitionId: id, stockItemId: l.stockItemId, quantity: l.quantity, position })));
    }
    return { set, from: {}, to: { ...set, updatedAt: undefined, lines: input.lines?.length } };
  });
}

// ------------------------------------------------------------------ issuances

export async function createIssuance(ctx: ServiceContext, input: CreateIssuanceInput) {
  const actor = adminActor(ctx);
  return ctx.db.transaction(async (tx) => {
    await requireAll(tx, stockItems, [input.stockItemId], () => 'stockItemId', 'stock item');
    await requireAll(tx, locations, [input.locationId], () => 'locationId', 'location');
    await requireAll(tx, staff, [input.staffId], () => 'staffId', 'staff member');
    const id = await issue(tx, actor, {
      stockItemId: input.stockItemId, quantity: input.quantity, locationId: input.locationId ?? null, staffId: input.staffId ?? null, requisitionId: null,
      note: (input.note as string | null | undefined) ?? null,
    });
    return issuanceRecord.detail(tx, actor, id);
  });
}
export function updateIssuance(ctx: ServiceContext, id: string, input: UpdateIssuanceInput) {
  return issuanceRecord.edit(ctx, id, 'update', async (db, _actor, row) => {
    await requireAll(db, locations, [input.locationId], () => 'locationId', 'location');
    await requireAll(db, staff, [input.staffId], () => 'staffId', 'staff member');
    const set: Partial<typeof issuances.$inferInsert> = { updatedAt: new Date() };
    if (input.locationId !== undefined) set.locationId = input.locationId;
    if (input.staffId !== undefined) set.staffId = input.staffId;
    if (input.note !== undefined) set.note = (input.note as string | null) ?? null;
    const locationId = input.locationId !== undefined ? input.locationId : row.locationId;
    const staffId = input.staffId !== undefined ? input.staffId : row.staffUuid;
    if (!locationId && !staffId) throw field('locationId', 'Choose a location or a staff member to issue to.');
    return { set, from: { locationId: row.locationId, staffId: row.staffUuid }, to: { locationId, staffId } };
  });
}
export async function flagIssuance(ctx: ServiceContext, id: string, locationId: string, input: FlagIssuanceInput) {
  const actor = adminActor(ctx);
  const row = await issuanceRecord.load(ctx.db, actor, id);
  if (row.locationId !== locationId) throw notFound('That item was not issued to this location.');
  return issuanceRecord.decide(ctx, id, input.condition === 'LOST' ? 'markLost' : 'flag', input);
}

// ------------------------------------------------------------------ maintenance

export async function createMaintenance(ctx: ServiceContext, input: CreateMaintenanceRequestInput) {
  return maintenanceRecord.create(ctx, async (db, actor) => {
    await requireAll(db, stockItems, [input.stockItemId], () => 'stockItemId', 'item');
    await requireAll(db, locations, [input.locationId], () => 'locationId', 'location');
    return {
      values: { stockItemId: input.stockItemId, locationId: input.locationId ?? null, priority: input.priority, description: input.description as string, flaggedById: actor.id, status: 'PENDING' },
      details: { stockItemId: input.stockItemId, priority: input.priority },
    };
  });
}
export function updateMaintenance(ctx: ServiceContext, id: string, input: UpdateMaintenanceRequestInput) {
  return maintenanceRecord.edit(ctx, id, 'update', async (_db, _actor, row) => {
    const set: Partial<typeof maintenanceRequests.$inferInsert> = { updatedAt: new Date() };
    if (input.priority !== undefined) set.priority = input.priority;
    if (input.description !== undefined) set.description = input.description as string;
    return { set, from: { priority: row.priority }, to: { priority: set.priority ?? row.priority } };
  });
}

// ------------------------------------------------------------------ metrics

export async function metrics(ctx: ServiceContext): Promise<InventoryMetrics> {
  const [totals] = await selectRows<{ value: string; items: number; low: number; out: number; requisitions: number; open: number; overdue: number }>(
    ctx.db,
    sql`select
      (select coalesce(sum(${stockItems.availableStock}::bigint * coalesce(${stockItems.unitCostKobo}, 0)), 0)::text from ${stockItems}) as value,
      (select count(*)::int from ${stockItems}) as items,
      (select count(*)::int from ${stockItems} where ${stockItems.availableStock} > 0 and ${stockItems.availableStock} <= ${stockItems.reorderLevel}) as low,
      (select count(*)::int from ${stockItems} where ${stockItems.availableStock} <= 0) as out,
      (select count(*)::int from ${requisitions} where ${requisitions.status} = 'Pending' and ${requisitions.deletedAt} is null) as requisitions,
      (select count(*)::int from ${maintenanceRequests} where ${maintenanceRequests.status} <> 'COMPLETED' and ${maintenanceRequests.deletedAt} is null) as open,
      (select count(*)::int from ${maintenanceRequests} where ${maintenanceRequests.status} = 'IN_PROGRESS' and ${maintenanceRequests.deletedAt} is null
         and ${maintenanceRequests.expectedReturnDate} < (now() at time zone 'UTC')::date) as overdue`,
  );
  const spend = await selectRows<{ month: string; spend: string }>(
    ctx.db,
    sql`select to_char(m.month, 'YYYY-MM') as month, coalesce(sum(pl.received_kobo), 0)::text as spend
        from generate_series(date_trunc('month', now() at time zone 'UTC') - interval '11 months', date_trunc('month', now() at time zone 'UTC'), interval '1 month') as m(month)
        left join (select date_trunc('month', ${stockMovements.createdAt} at time zone 'UTC') as month, ${stockMovements.quantity}::bigint * l.unit_cost_kobo as received_kobo
                   from ${stockMovements} join ${procurementLines} l on l.procurement_id = ${stockMovements.procurementId} and l.stock_item_id = ${stockMovements.stockItemId}
                   where ${stockMovements.kind} in ('RECEIPT', 'REVERSAL') and ${stockMovements.procurementId} is not null) pl on pl.month = m.month
        group by m.month order by m.month`,
  );
  return {
    stockValue: fromMinorUnits(Number(totals.value)),
    itemCount: totals.items,
    lowStockCount: totals.low,
    outOfStockCount: totals.out,
    openRequisitions: totals.requisitions,
    openMaintenance: totals.open,
    overdueMaintenance: totals.overdue,
    spendByMonth: spend.map((s) => ({ month: s.month, spend: fromMinorUnits(Number(s.spend)) })),
  };
}

