// Inventory: vendors, item categories, stock items with their balance, the stock ledger (stock_movements),
// procurements, requisitions, issuances and maintenance requests. Money in whole kobo (bigint).
// The ledger rule: stock_items.available_stock is the sum of the item's stock_movements.quantity, written in the same
// transaction as each movement, and the database refuses it below zero.
import {
  flagConditionSchema,
  inventoryStatusSchema,
  issuanceStatusSchema,
  maintenancePrioritySchema,
  movementKindSchema,
  requisitionStatusSchema,
} from '@crewbase/domain';
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { locations } from './locations';
import { staff } from './staff';
import { users } from './users';

type Values<T extends string> = [T, ...T[]];
const values = <T extends string>(options: readonly T[]) => options as unknown as Values<T>;

export const inventoryStatusEnum = pgEnum('inventory_status', values(inventoryStatusSchema.options));
export const requisitionStatusEnum = pgEnum('requisition_status', values(requisitionStatusSchema.options));
export const issuanceStatusEnum = pgEnum('issuance_status', values(issuanceStatusSchema.options));
export const stockMovementKindEnum = pgEnum('stock_movement_kind', values(movementKindSchema.options));
export const maintenancePriorityEnum = pgEnum('maintenance_priority', values(maintenancePrioritySchema.options));
export const flagConditionEnum = pgEnum('flag_condition', values(flagConditionSchema.options));

const kobo = (name: string) => bigint(name, { mode: 'number' });
const softDelete = {
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  deletedById: uuid('deleted_by_id'),
};

export const inventoryVendors = pgTable(
  'inventory_vendors',
  {
    id: id(),
    name: text('name').notNull(),
    contactPerson: text('contact_person'),
    phoneNumber: text('phone_number'),
    email: text('email'),
    address: text('address'),
    bankName: text('bank_name'),
    accountName: text('account_name'),
    accountNumber: text('account_number'),
    ...timestamps,
  },
  (t) => [index('inventory_vendors_name_idx').on(t.name, t.id), index('inventory_vendors_created_at_idx').on(t.createdAt, t.id)],
);

export const inventoryItemCategories = pgTable(
  'inventory_item_categories',
  {
    id: id(),
    name: text('name').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('inventory_item_categories_name_key').on(sql`lower(${t.name})`), index('inventory_item_categories_created_at_idx').on(t.createdAt, t.id)],
);

export const stockItems = pgTable(
  'stock_items',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description'),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => inventoryItemCategories.id, { onDelete: 'restrict' }),
    unit: text('unit').notNull(),
    reorderLevel: integer('reorder_level').notNull().default(0),
    /** The sum of the item's movements: written only with a movement, in its transaction. */
    availableStock: integer('available_stock').notNull().default(0),
    unitCostKobo: kobo('unit_cost_kobo'),
    /** The item's place in the inventory reports' item sets (issuance_location_totals.items): bit n is this item. */
    reportOrdinal: integer('report_ordinal').generatedAlwaysAsIdentity({ minValue: 0, startWith: 0 }),
    ...timestamps,
  },
  (t) => [
    check('stock_items_available_stock_check', sql`${t.availableStock} >= 0`),
    check('stock_items_reorder_level_check', sql`${t.reorderLevel} >= 0`),
    index('stock_items_available_stock_idx').on(t.availableStock, t.id),
    index('stock_items_name_idx').on(t.name, t.id),
    // The lists sort by lower(name): the movements report walks the items in this order and stops after its page.
    index('stock_items_lower_name_idx').on(sql`lower(${t.name})`, t.id),
    index('stock_items_category_id_idx').on(t.categoryId, t.id),
    index('stock_items_created_at_idx').on(t.createdAt, t.id),
    index('stock_items_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

export const procurements = pgTable(
  'procurements',
  {
    id: id(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => inventoryVendors.id, { onDelete: 'restrict' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: inventoryStatusEnum('status').notNull().default('PENDING'),
    /** The sum of the lines, computed by the server. */
    totalCostKobo: kobo('total_cost_kobo').notNull().default(0),
    note: text('note'),
    decisionNote: text('decision_note'),
    orderedAt: timestamp('ordered_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    ...softDelete,
    ...timestamps,
  },
  (t) => [
    index('procurements_created_at_idx').on(t.createdAt, t.id),
    index('procurements_status_idx').on(t.status, t.createdAt),
    index('procurements_vendor_id_idx').on(t.vendorId, t.createdAt),
    check('procurements_total_cost_check', sql`${t.totalCostKobo} >= 0`),
  ],
);

export const procurementLines = pgTable(
  'procurement_lines',
  {
    id: id(),
    procurementId: uuid('procurement_id')
      .notNull()
      .references(() => procurements.id, { onDelete: 'cascade' }),
    stockItemId: uuid('stock_item_id')
      .notNull()
      .references(() => stockItems.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    receivedQuantity: integer('received_quantity').notNull().default(0),
    unitCostKobo: kobo('unit_cost_kobo').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('procurement_lines_procurement_id_idx').on(t.procurementId, t.position),
    index('procurement_lines_stock_item_id_idx').on(t.stockItemId),
    check('procurement_lines_quantity_check', sql`${t.quantity} > 0 and ${t.receivedQuantity} between 0 and ${t.quantity}`),
    check('procurement_lines_unit_cost_check', sql`${t.unitCostKobo} > 0`),
  ],
);

export const requisitions = pgTable(
  'requisitions',
  {
    id: id(),
    locationId: uuid('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'restrict' }),
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'restrict' }),
    reason: text('reason').notNull(),
    status: requisitionStatusEnum('status').notNull().default('Pending'),
    decisionNote: text('decision_note'),
    requestedById: uuid('requested_by_id').references(() => users.id, { onDelete: 'set null' }),
    ...softDelete,
    ...timestamps,
  },
  (t) => [
    index('requisitions_created_at_idx').on(t.createdAt, t.id),
    index('requisitions_status_idx').on(t.status, t.createdAt),
    index('requisitions_location_id_idx').on(t.locationId, t.createdAt),
  ],
);

export const requisitionLines = pgTable(
  'requisition_lines',
  {
    id: id(),
    requisitionId: uuid('requisition_id')
      .notNull()
      .references(() => requisitions.id, { onDelete: 'cascade' }),
    stockItemId: uuid('stock_item_id')
      .notNull()
      .references(() => stockItems.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    /** Never more than asked. */
    fulfilledQuantity: integer('fulfilled_quantity').notNull().default(0),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('requisition_lines_requisition_id_idx').on(t.requisitionId, t.position),
    index('requisition_lines_stock_item_id_idx').on(t.stockItemId),
    check('requisition_lines_quantity_check', sql`${t.quantity} > 0 and ${t.fulfilledQuantity} between 0 and ${t.quantity}`),
  ],
);

export const issuances = pgTable(
  'issuances',
  {
    id: id(),
    stockItemId: uuid('stock_item_id')
      .notNull()
      .references(() => stockItems.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'restrict' }),
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'restrict' }),
    requisitionId: uuid('requisition_id').references(() => requisitions.id, { onDelete: 'restrict' }),
    status: issuanceStatusEnum('status').notNull().default('ISSUED'),
    note: text('note'),
    issuedById: uuid('issued_by_id').references(() => users.id, { onDelete: 'set null' }),
    ...softDelete,
    ...timestamps,
  },
  (t) => [
    check('issuances_quantity_check', sql`${t.quantity} > 0`),
    check('issuances_recipient_check', sql`${t.locationId} is not null or ${t.staffId} is not null`),
    index('issuances_created_at_idx').on(t.createdAt, t.id),
    index('issuances_status_idx').on(t.status, t.createdAt),
    index('issuances_stock_item_id_idx').on(t.stockItemId, t.createdAt),
    index('issuances_location_id_idx').on(t.locationId, t.createdAt),
    index('issuances_requisition_id_idx').on(t.requisitionId),
  ],
);

export const maintenanceRequests = pgTable(
  'maintenance_requests',
  {
    id: id(),
    stockItemId: uuid('stock_item_id')
      .notNull()
      .references(() => stockItems.id, { onDelete: 'restrict' }),
    issuanceId: uuid('issuance_id').references(() => issuances.id, { onDelete: 'restrict' }),
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'restrict' }),
    flaggedById: uuid('flagged_by_id').references(() => users.id, { onDelete: 'set null' }),
    condition: flagConditionEnum('condition'),
    priority: maintenancePriorityEnum('priority').notNull(),
    description: text('description').notNull(),
    status: inventoryStatusEnum('status').notNull().default('PENDING'),
    decisionNote: text('decision_note'),
    vendorId: uuid('vendor_id').references(() => inventoryVendors.id, { onDelete: 'restrict' }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    expectedReturnDate: date('expected_return_date', { mode: 'string' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    costKobo: kobo('cost_kobo'),
    completionNotes: text('completion_notes'),
    ...softDelete,
    ...timestamps,
  },
  (t) => [
    check('maintenance_requests_cost_check', sql`${t.costKobo} is null or ${t.costKobo} >= 0`),
    index('maintenance_requests_created_at_idx').on(t.createdAt, t.id),
    // The list's status filter and counts read only rows not deleted, newest first, id as the tie-breaker.
    index('maintenance_requests_status_idx').on(t.status, t.createdAt, t.id).where(sql`${t.deletedAt} is null`),
    // An item or flagger search finds the few matching items or users first, then their requests in list order.
    index('maintenance_requests_stock_item_id_idx').on(t.stockItemId, t.createdAt, t.id),
    index('maintenance_requests_flagged_by_id_idx').on(t.flaggedById, t.createdAt, t.id),
    index('maintenance_requests_issuance_id_idx').on(t.issuanceId),
    index('maintenance_requests_vendor_id_idx').on(t.vendorId),
  ],
);

/**
 * The stock ledger: one row per change of an item's stock, never edited. `quantity` is the signed change of the
 * store's stock; a correction is a REVERSAL row pointing at what it reverses (at most one reversal each).
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: id(),
    stockItemId: uuid('stock_item_id')
      .notNull()
      .references(() => stockItems.id, { onDelete: 'restrict' }),
    kind: stockMovementKindEnum('kind').notNull(),
    quantity: integer('quantity').notNull(),
    unitsAffected: integer('units_affected').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    reason: text('reason'),
    locationId: uuid('location_id').references(() => locations.id, { onDelete: 'restrict' }),
    procurementId: uuid('procurement_id').references(() => procurements.id, { onDelete: 'restrict' }),
    issuanceId: uuid('issuance_id').references(() => issuances.id, { onDelete: 'restrict' }),
    requisitionId: uuid('requisition_id').references(() => requisitions.id, { onDelete: 'restrict' }),
    reversesId: uuid('reverses_id'),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('stock_movements_balance_after_check', sql`${t.balanceAfter} >= 0`),
    check('stock_movements_units_check', sql`${t.unitsAffected} >= 0`),
    uniqueIndex('stock_movements_reverses_id_key').on(t.reversesId),
    index('stock_movements_stock_item_idx').on(t.stockItemId, t.createdAt, t.id),
    index('stock_movements_created_at_idx').on(t.createdAt, t.id),
    index('stock_movements_location_idx').on(t.locationId, t.createdAt),
    // The ledger filtered by kind, newest or oldest first: a kind no movement has is an empty range, not a walk of the ledger.
    index('stock_movements_kind_idx').on(t.kind, t.createdAt, t.id),
    index('stock_movements_procurement_id_idx').on(t.procurementId),
    index('stock_movements_issuance_id_idx').on(t.issuanceId),
  ],
);
