// Every inventory list (and its export) on the resource kit: vendors, categories, stock items, the ledger,
// procurements, requisitions, issuances, maintenance requests and the reports (grouped rows over a period).
import {
  fromMinorUnits,
  inventoryStatusValues,
  issuanceStatusValues,
  maintenancePriorityValues,
  movementKindValues,
  requisitionStatusValues,
  stockHealthValues,
  type FlagCondition,
  type InventoryStatus,
  type Issuance,
  type IssuanceByLocationRow,
  type IssuanceStatus,
  type ItemCategory,
  type MaintenancePriority,
  type MaintenanceReportRow,
  type MaintenanceRequest,
  type MovementKind,
  type MovementReportRow,
  type Procurement,
  type ProcurementSpendRow,
  type Requisition,
  type RequisitionStatus,
  type StockHealth,
  type StockItem,
  type StockMovement,
  type StockOnHandRow,
  type Vendor,
} from '@crewbase/domain';
import { Table, eq, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { alias } from 'drizzle-orm/pg-core';
import {
  inventoryItemCategories,
  inventoryVendors,
  issuanceLocationTotals,
  issuances,
  locations,
  maintenanceTotals,
  maintenanceRequests,
  procurementTotals,
  procurements,
  requisitions,
  staff,
  stockItems,
  stockMovementTotals,
  stockMovements,
  users,
} from '../../db/schema';
import { exportColumns } from '../../platform/export-format';
import type { ListField } from '../../platform/list-query';
import { createdUpToYearEnd, defineResource, orNull } from '../../platform/resource';
import { allTime, periodRows, type ReportPeriod } from './report-totals';

/**
 * A join of an aliased table: the kit writes `<table> as "<alias>"` (its SQL), and the records' row reads use the
 * drizzle alias itself (`builder`).
 */
const aliasJoin = (table: PgTable, on: SQL, inner = false) => {
  const original = (table as unknown as Record<symbol, string>)[(Table as unknown as { Symbol: { OriginalName: symbol } }).Symbol.OriginalName];
  return { table: sql`${sql.identifier(original)} as ${sql.identifier(getTableName(table))}`, on, inner, builder: table };
};

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);
const money = (kobo: number | string | null) => fromMinorUnits(Number(kobo ?? 0));
const moneyOrNull = (kobo: number | string | null) => (kobo === null ? null : fromMinorUnits(Number(kobo)));
const ref = (id: string | null, name: string | null) => (id ? { id, name: name ?? '' } : null);
const userRef = (id: string | null, first: string | null, last: string | null) => (id ? { id, firstName: first ?? '', fullName: `${first ?? ''} ${last ?? ''}`.trim() } : null);
const staffRef = (id: string | null, staffNumber: string | null, fullName: string | null) => (id ? { id, staffId: staffNumber ?? '', fullName: fullName ?? '' } : null);

const si = stockItems;
const cat = inventoryItemCategories;
/** OUT, LOW or HEALTHY from the balance and the reorder level (the same rule as libs/domain stockHealth). */
/** An item's health. Migration 0038 keeps the planner's statistics of this very expression: change both together. */
export const stockHealthSql = sql<StockHealth>`(case when ${si.availableStock} <= 0 then 'OUT' when ${si.availableStock} <= ${si.reorderLevel} then 'LOW' else 'HEALTHY' end)`;

// ------------------------------------------------------------------ vendors

const v = inventoryVendors;
export const toVendor = (r: typeof v.$inferSelect): Vendor => ({
  id: r.id,
  name: r.name,
  contactPerson: r.contactPerson,
  phoneNumber: r.phoneNumber,
  email: r.email,
  address: r.address,
  bankName: r.bankName,
  accountName: r.accountName,
  accountNumber: r.accountNumber,
  createdAt: iso(r.createdAt),
  updatedAt: iso(r.updatedAt),
});
export const vendorResource = defineResource({
  name: 'inventory-vendors',
  title: 'Vendors',
  permission: 'inventory',
  table: v,
  id: v.id,
  fields: {
    name: { expr: v.name, type: 'text', notNull: true },
    contactPerson: { expr: v.contactPerson, type: 'text' },
    phoneNumber: { expr: v.phoneNumber, type: 'text' },
    email: { expr: v.email, type: 'text' },
    createdAt: { expr: v.createdAt, type: 'timestamp', notNull: true },
  } satisfies Record<string, ListField>,
  defaultSort: [{ field: 'name', direction: 'ASC' }],
  columns: {
    id: v.id, name: v.name, contactPerson: v.contactPerson, phoneNumber: v.phoneNumber, email: v.email, address: v.address,
    bankName: v.bankName, accountName: v.accountName, accountNumber: v.accountNumber, createdAt: v.createdAt, updatedAt: v.updatedAt,
  },
  toItem: (row) => toVendor(row as typeof v.$inferSelect),
  exportColumns: exportColumns<Vendor>()([
    { header: 'Name', type: 'text', value: (x) => x.name },
    { header: 'Contact person', type: 'text', value: (x) => x.contactPerson },
    { header: 'Phone number', type: 'text', value: (x) => x.phoneNumber },
    { header: 'Email', type: 'text', value: (x) => x.email },
    { header: 'Address', type: 'text', value: (x) => x.address },
    { header: 'Bank', type: 'text', value: (x) => x.bankName },
    { header: 'Account name', type: 'text', value: (x) => x.accountName },
    { header: 'Account number', type: 'text', value: (x) => x.accountNumber },
    { header: 'Created', type: 'datetime', value: (x) => x.createdAt },
  ]),
});

// ------------------------------------------------------------------ categories

export const categoryColumns = {
  id: cat.id,
  name: cat.name,
  itemCount: sql<number>`(select count(*)::int from ${si} where ${si.categoryId} = ${cat.id})`,
  createdAt: cat.createdAt,
  updatedAt: cat.updatedAt,
};
export type CategoryRow = { id: string; name: string; itemCount: number; createdAt: Date; updatedAt: Date };
export const toCategory = (r: CategoryRow): ItemCategory => ({ ...r, itemCount: Number(r.itemCount), createdAt: iso(r.createdAt), updatedAt: iso(r.updatedAt) });
export const categoryResource = defineResource({
  name: 'inventory-categories',
  title: 'Item categories',
  permission: 'inventory',
  table: cat,
  id: cat.id,
  fields: {
    name: { expr: cat.name, type: 'text', notNull: true },
    createdAt: { expr: cat.createdAt, type: 'timestamp', notNull: true },
  } satisfies Record<string, ListField>,
  defaultSort: [{ field: 'name', direction: 'ASC' }],
  columns: categoryColumns,
  toItem: (row) => toCategory(row as CategoryRow),
  exportColumns: exportColumns<ItemCategory>()([
    { header: 'Name', type: 'text', value: (x) => x.name },
    { header: 'Items', type: 'number', value: (x) => x.itemCount },
    { header: 'Created', type: 'datetime', value: (x) => x.createdAt },
  ]),
});

// ------------------------------------------------------------------ stock items

export const stockItemColumns = {
  id: si.id,
  name: si.name,
  description: si.description,
  categoryId: cat.id,
  categoryName: cat.name,
  unit: si.unit,
  reorderLevel: si.reorderLevel,
  availableStock: si.availableStock,
  unitCostKobo: si.unitCostKobo,
  createdAt: si.createdAt,
  updatedAt: si.updatedAt,
};
export type StockItemRow = {
  id: string; name: string; description: string | null; categoryId: string; categoryName: string; unit: string; reorderLevel: number;
  availableStock: number; unitCostKobo: number | null; createdAt: Date; updatedAt: Date;
};
const healthOf = (available: number, reorder: number): StockHealth => (available <= 0 ? 'OUT' : available <= reorder ? 'LOW' : 'HEALTHY');
export const toStockItem = (r: StockItemRow): StockItem => ({
  id: r.id,
  name: r.name,
  description: r.description,
  category: { id: r.categoryId, name: r.categoryName },
  unit: r.unit,
  reorderLevel: r.reorderLevel,
  availableStock: r.availableStock,
  stockHealth: healthOf(r.availableStock, r.reorderLevel),
  unitCost: moneyOrNull(r.unitCostKobo),
  stockValue: money(r.unitCostKobo === null ? 0 : Number(r.unitCostKobo) * r.availableStock),
  createdAt: iso(r.createdAt),
  updatedAt: iso(r.updatedAt),
});
/**
 * category_id is NOT NULL and references the categories: one row per item. An inner join, so that a sort by category
 * (the stock-on-hand report's own order, and the Category column's on the stock screens) walks the categories in name
 * order and sorts each one's items alone, stopping after the page; a left join would fix the items as the outer side
 * and sort all of them (EXPLAIN, 5,005 items: 3.1 -> 0.4 ms).
 */
const categoryJoin = { table: cat, on: eq(cat.id, si.categoryId), inner: true };
const stockItemFields = {
  name: { expr: si.name, type: 'text', notNull: true },
  availableStock: { expr: si.availableStock, type: 'number', notNull: true },
  stockHealth: { expr: stockHealthSql, type: 'enum', values: stockHealthValues, notNull: true },
  'category.name': { expr: cat.name, type: 'text', notNull: true },
  'category.id': { expr: si.categoryId, type: 'uuid', sortable: false },
  unit: { expr: si.unit, type: 'text', notNull: true },
  createdAt: { expr: si.createdAt, type: 'timestamp', notNull: true },
} satisfies Record<string, ListField>;
const stockItemExport = exportColumns<StockItem>()([
  { header: 'Name', type: 'text', value: (x) => x.name },
  { header: 'Category', type: 'text', value: (x) => x.category.name },
  { header: 'Unit', type: 'text', value: (x) => x.unit },
  { header: 'Available stock', type: 'number', value: (x) => x.availableStock },
  { header: 'Reorder level', type: 'number', value: (x) => x.reorderLevel },
  { header: 'Stock health', type: 'text', value: (x) => x.stockHealth },
  { header: 'Unit cost', type: 'money', value: (x) => x.unitCost },
  { header: 'Stock value', type: 'money', value: (x) => x.stockValue },
]);
export const stockItemResource = defineResource({
  name: 'inventory-stock-items',
  title: 'Stock items',
  permission: 'inventory',
  table: si,
  id: si.id,
  joins: [categoryJoin],
  fields: stockItemFields,
  statusField: 'stockHealth',
  defaultSort: [{ field: 'name', direction: 'ASC' }],
  columns: stockItemColumns,
  toItem: (row) => toStockItem(row as StockItemRow),
  exportColumns: stockItemExport,
});

/** Report: stock on hand by item and category. */
export const stockOnHandResource = defineResource({
  name: 'inventory-report-stock-on-hand',
  title: 'Stock on hand',
  permission: 'inventory',
  table: si,
  id: si.id,
  joins: [categoryJoin],
  fields: {
    name: stockItemFields.name,
    'category.id': stockItemFields['category.id'],
    'category.name': stockItemFields['category.name'],
    availableStock: stockItemFields.availableStock,
    stockHealth: stockItemFields.stockHealth,
  },
  statusField: 'stockHealth',
  defaultSort: [{ field: 'category.name', direction: 'ASC' }, { field: 'name', direction: 'ASC' }],
  columns: stockItemColumns,
  toItem: (row): StockOnHandRow => {
    const item = toStockItem(row as StockItemRow);
    return {
      id: item.id, name: item.name, category: item.category, unit: item.unit, availableStock: item.availableStock, reorderLevel: item.reorderLevel,
      stockHealth: item.stockHealth, unitCost: item.unitCost, stockValue: item.stockValue,
    };
  },
  exportColumns: exportColumns<StockOnHandRow>()([
    { header: 'Category', type: 'text', value: (x) => x.category.name },
    { header: 'Item', type: 'text', value: (x) => x.name },
    { header: 'Unit', type: 'text', value: (x) => x.unit },
    { header: 'On hand', type: 'number', value: (x) => x.availableStock },
    { header: 'Reorder level', type: 'number', value: (x) => x.reorderLevel },
    { header: 'Stock health', type: 'text', value: (x) => x.stockHealth },
    { header: 'Unit cost', type: 'money', value: (x) => x.unitCost },
    { header: 'Value', type: 'money', value: (x) => x.stockValue },
  ]),
});

// ------------------------------------------------------------------ the ledger

const m = stockMovements;
const movementItem = alias(stockItems, 'movement_item');
const movementLocation = alias(locations, 'movement_location');
const movementUser = alias(users, 'movement_user');
const reversal = alias(stockMovements, 'reversal');
export const movementColumns = {
  id: m.id,
  stockItemId: m.stockItemId,
  stockItemName: movementItem.name,
  kind: m.kind,
  quantity: m.quantity,
  unitsAffected: m.unitsAffected,
  balanceAfter: m.balanceAfter,
  reason: m.reason,
  locationId: m.locationId,
  locationName: orNull(movementLocation.name),
  procurementId: m.procurementId,
  issuanceId: m.issuanceId,
  requisitionId: m.requisitionId,
  reversesId: m.reversesId,
  reversedById: orNull(reversal.id),
  createdById: m.createdById,
  createdByFirstName: orNull(movementUser.firstName),
  createdByLastName: orNull(movementUser.lastName),
  createdAt: m.createdAt,
};
export type MovementRow = {
  id: string; stockItemId: string; stockItemName: string; kind: MovementKind; quantity: number; unitsAffected: number; balanceAfter: number;
  reason: string | null; locationId: string | null; locationName: string | null; procurementId: string | null; issuanceId: string | null;
  requisitionId: string | null; reversesId: string | null; reversedById: string | null; createdById: string | null;
  createdByFirstName: string | null; createdByLastName: string | null; createdAt: Date;
};
export const toMovement = (r: MovementRow): StockMovement => ({
  id: r.id,
  stockItem: { id: r.stockItemId, name: r.stockItemName },
  kind: r.kind,
  quantity: r.quantity,
  unitsAffected: r.unitsAffected,
  balanceAfter: r.balanceAfter,
  reason: r.reason,
  location: ref(r.locationId, r.locationName),
  procurementId: r.procurementId,
  issuanceId: r.issuanceId,
  requisitionId: r.requisitionId,
  reversesId: r.reversesId,
  reversedById: r.reversedById,
  createdBy: userRef(r.createdById, r.createdByFirstName, r.createdByLastName),
  createdAt: iso(r.createdAt),
});
export const movementJoins = [
  aliasJoin(movementItem, eq(movementItem.id, m.stockItemId), true),
  aliasJoin(movementLocation, eq(movementLocation.id, m.locationId)),
  aliasJoin(movementUser, eq(movementUser.id, m.createdById)),
  aliasJoin(reversal, eq(reversal.reversesId, m.id)),
];
export const movementResource = defineResource({
  name: 'inventory-stock-movements',
  title: 'Stock movements',
  permission: 'inventory',
  table: m,
  id: m.id,
  joins: movementJoins,
  fields: {
    kind: { expr: m.kind, type: 'enum', values: movementKindValues, notNull: true },
    quantity: { expr: m.quantity, type: 'number', notNull: true },
    'stockItem.id': { expr: m.stockItemId, type: 'uuid', sortable: false },
    'stockItem.name': { expr: movementItem.name, type: 'text', notNull: true },
    'category.id': { expr: movementItem.categoryId, type: 'uuid', sortable: false },
    'location.id': { expr: m.locationId, type: 'uuid', sortable: false },
    procurementId: { expr: m.procurementId, type: 'uuid', sortable: false },
    issuanceId: { expr: m.issuanceId, type: 'uuid', sortable: false },
    createdAt: { expr: m.createdAt, type: 'timestamp', notNull: true },
  } satisfies Record<string, ListField>,
  defaultSort: [{ field: 'createdAt', direction: 'DESC' }],
  columns: movementColumns,
  toItem: (row) => toMovement(row as MovementRow),
  exportColumns: exportColumns<StockMovement>()([
    { header: 'When', type: 'datetime', value: (x) => x.createdAt },
    { header: 'Item', type: 'text', value: (x) => x.stockItem.name },
    { header: 'Kind', type: 'text', value: (x) => x.kind },
    { header: 'Quantity', type: 'number', value: (x) => x.quantity },
    { header: 'Units', type: 'number', value: (x) => x.unitsAffected },
    { header: 'Balance after', type: 'number', value: (x) => x.balanceAfter },
    { header: 'Location', type: 'text', value: (x) => x.location?.name },
    { header: 'Reason', type: 'text', value: (x) => x.reason },
    { header: 'By', type: 'text', value: (x) => x.createdBy?.fullName },
  ]),
});

// ------------------------------------------------------------------ procurements

const p = procurements;
const procurementVendor = alias(inventoryVendors, 'procurement_vendor');
const procurementUser = alias(users, 'procurement_user');
export const procurementColumns = {
  id: p.id,
  status: p.status,
  vendorId: p.vendorId,
  vendorName: procurementVendor.name,
  userId: p.userId,
  userFirstName: orNull(procurementUser.firstName),
  userLastName: orNull(procurementUser.lastName),
  totalCostKobo: p.totalCostKobo,
  note: p.note,
  lineCount: sql<number>`(select count(*)::int from "procurement_lines" pl where pl.procurement_id = ${p.id})`,
  orderedAt: p.orderedAt,
  completedAt: p.completedAt,
  createdAt: p.createdAt,
  updatedAt: p.updatedAt,
};
export type ProcurementRow = {
  id: string; status: InventoryStatus; vendorId: string; vendorName: string; userId: string | null; userFirstName: string | null; userLastName: string | null;
  totalCostKobo: number; note: string | null; lineCount: number; orderedAt: Date | null; completedAt: Date | null; createdAt: Date; updatedAt: Date;
};
export const toProcurement = (r: ProcurementRow): Procurement => ({
  id: r.id,
  vendor: { id: r.vendorId, name: r.vendorName },
  user: userRef(r.userId, r.userFirstName, r.userLastName),
  totalCost: money(r.totalCostKobo),
  status: r.status,
  note: r.note,
  lineCount: Number(r.lineCount),
  orderedAt: isoOrNull(r.orderedAt),
  completedAt: isoOrNull(r.completedAt),
  createdAt: iso(r.createdAt),
  updatedAt: iso(r.updatedAt),
});
export const procurementJoins = [
  aliasJoin(procurementVendor, eq(procurementVendor.id, p.vendorId), true),
  aliasJoin(procurementUser, eq(procurementUser.id, p.userId)),
];
export const procurementResource = defineResource({
  name: 'inventory-procurements',
  title: 'Procurements',
  permission: 'inventory',
  table: p,
  id: p.id,
  joins: procurementJoins,
  scope: () => sql`${p.deletedAt} is null`,
  fields: {
    'user.firstName': { expr: procurementUser.firstName, type: 'text' },
    'vendor.id': { expr: p.vendorId, type: 'uuid', sortable: false },
    'vendor.name': { expr: procurementVendor.name, type: 'text', notNull: true },
    totalCost: { expr: p.totalCostKobo, type: 'number', notNull: true },
    createdAt: { expr: p.createdAt, type: 'timestamp', notNull: true },
    status: { expr: p.status, type: 'enum', values: inventoryStatusValues, notNull: true },
  } satisfies Record<string, ListField>,
  statusField: 'status',
  defaultSort: [{ field: 'createdAt', direction: 'DESC' }],
  defaultFilters: createdUpToYearEnd(),
  columns: procurementColumns,
  toItem: (row) => toProcurement(row as ProcurementRow),
  exportColumns: exportColumns<Procurement>()([
    { header: 'Raised', type: 'datetime', value: (x) => x.createdAt },
    { header: 'Vendor', type: 'text', value: (x) => x.vendor.name },
    { header: 'Raised by', type: 'text', value: (x) => x.user?.fullName },
    { header: 'Lines', type: 'number', value: (x) => x.lineCount },
    { header: 'Total cost', type: 'money', value: (x) => x.totalCost },
    { header: 'Status', type: 'text', value: (x) => x.status },
  ]),
});

// ------------------------------------------------------------------ requisitions

const r = requisitions;
const requisitionLocation = alias(locations, 'requisition_location');
const requisitionStaff = alias(staff, 'requisition_staff');
const requisitionUser = alias(users, 'requisition_user');
export const requisitionColumns = {
  id: r.id,
  status: r.status,
  locationId: r.locationId,
  locationName: requisitionLocation.name,
  staffUuid: r.staffId,
  staffNumber: orNull(requisitionStaff.staffId),
  staffFullName: sql<string | null>`(${requisitionStaff.firstName} || ' ' || ${requisitionStaff.lastName})`,
  reason: r.reason,
  decisionNote: r.decisionNote,
  requestedById: r.requestedById,
  requestedByFirstName: orNull(requisitionUser.firstName),
  requestedByLastName: orNull(requisitionUser.lastName),
  lineCount: sql<number>`(select count(*)::int from "requisition_lines" rl where rl.requisition_id = ${r.id})`,
  totalQuantity: sql<number>`(select coalesce(sum(rl.quantity), 0)::int from "requisition_lines" rl where rl.requisition_id = ${r.id})`,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
};
export type RequisitionRow = {
  id: string; status: RequisitionStatus; locationId: string; locationName: string; staffUuid: string | null; staffNumber: string | null; staffFullName: string | null;
  reason: string; decisionNote: string | null; requestedById: string | null; requestedByFirstName: string | null; requestedByLastName: string | null;
  lineCount: number; totalQuantity: number; createdAt: Date; updatedAt: Date;
};
export const toRequisition = (row: RequisitionRow): Requisition => ({
  id: row.id,
  location: { id: row.locationId, name: row.locationName },
  staff: staffRef(row.staffUuid, row.staffNumber, row.staffFullName),
  reason: row.reason,
  status: row.status,
  decisionNote: row.decisionNote,
  requestedBy: userRef(row.requestedById, row.requestedByFirstName, row.requestedByLastName),
  lineCount: Number(row.lineCount),
  totalQuantity: Number(row.totalQuantity),
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});
export const requisitionJoins = [
  aliasJoin(requisitionLocation, eq(requisitionLocation.id, r.locationId), true),
  aliasJoin(requisitionStaff, eq(requisitionStaff.id, r.staffId)),
  aliasJoin(requisitionUser, eq(requisitionUser.id, r.requestedById)),
];
export const requisitionResource = defineResource({
  name: 'inventory-requisitions',
  title: 'Requisitions',
  permission: 'requisitions',
  table: r,
  id: r.id,
  joins: requisitionJoins,
  scope: () => sql`${r.deletedAt} is null`,
  fields: {
    'location.id': { expr: r.locationId, type: 'uuid', sortable: false },
    'location.name': { expr: requisitionLocation.name, type: 'text', notNull: true },
    'staff.id': { expr: r.staffId, type: 'uuid', sortable: false },
    reason: { expr: r.reason, type: 'text', notNull: true },
    status: { expr: r.status, type: 'enum', values: requisitionStatusValues, notNull: true },
    createdAt: { expr: r.createdAt, type: 'timestamp', notNull: true },
  } satisfies Record<string, ListField>,
  statusField: 'status',
  defaultSort: [{ field: 'createdAt', direction: 'DESC' }],
  defaultFilters: createdUpToYearEnd(),
  columns: requisitionColumns,
  toItem: (row) => toRequisition(row as RequisitionRow),
  exportColumns: exportColumns<Requisition>()([
    { header: 'Raised', type: 'datetime', value: (x) => x.createdAt },
    { header: 'Location', type: 'text', value: (x) => x.location.name },
    { header: 'Staff', type: 'text', value: (x) => x.staff?.fullName },
    { header: 'Reason', type: 'text', value: (x) => x.reason },
    { header: 'Items', type: 'number', value: (x) => x.lineCount },
    { header: 'Units', type: 'number', value: (x) => x.totalQuantity },
    { header: 'Status', type: 'text', value: (x) => x.status },
    { header: 'Decision note', type: 'text', value: (x) => x.decisionNote },
  ]),
});

// ------------------------------------------------------------------ issuances

const i = issuances;
const issuanceItem = alias(stockItems, 'issuance_item');
const issuanceLocation = alias(locations, 'issuance_location');
const issuanceStaff = alias(staff, 'issuance_staff');
const issuanceUser = alias(users, 'issuance_user');
export const issuanceColumns = {
  id: i.id,
  status: i.status,
  stockItemId: i.stockItemId,
  stockItemName: issuanceItem.name,
  quantity: i.quantity,
  locationId: i.locationId,
  locationName: orNull(issuanceLocation.name),
  staffUuid: i.staffId,
  staffNumber: orNull(issuanceStaff.staffId),
  staffFullName: sql<string | null>`(${issuanceStaff.firstName} || ' ' || ${issuanceStaff.lastName})`,
  requisitionId: i.requisitionId,
  note: i.note,
  issuedById: i.issuedById,
  issuedByFirstName: orNull(issuanceUser.firstName),
  issuedByLastName: orNull(issuanceUser.lastName),
  maintenanceRequestId: sql<string | null>`(select mr.id from "maintenance_requests" mr where mr.issuance_id = ${i.id} and mr.deleted_at is null order by mr.created_at desc limit 1)`,
  createdAt: i.createdAt,
  updatedAt: i.updatedAt,
};
export type IssuanceRow = {
  id: string; status: IssuanceStatus; stockItemId: string; stockItemName: string; quantity: number; locationId: string | null; locationName: string | null;
  staffUuid: string | null; staffNumber: string | null; staffFullName: string | null; requisitionId: string | null; note: string | null;
  issuedById: string | null; issuedByFirstName: string | null; issuedByLastName: string | null; maintenanceRequestId: string | null; createdAt: Date; updatedAt: Date;
};
export const toIssuance = (row: IssuanceRow): Issuance => ({
  id: row.id,
  stockItem: { id: row.stockItemId, name: row.stockItemName },
  quantity: row.quantity,
  location: ref(row.locationId, row.locationName),
  staff: staffRef(row.staffUuid, row.staffNumber, row.staffFullName),
  requisitionId: row.requisitionId,
  status: row.status,
  note: row.note,
  issuedBy: userRef(row.issuedById, row.issuedByFirstName, row.issuedByLastName),
  maintenanceRequestId: row.maintenanceRequestId,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});
export const issuanceJoins = [
  aliasJoin(issuanceItem, eq(issuanceItem.id, i.stockItemId), true),
  aliasJoin(issuanceLocation, eq(issuanceLocation.id, i.locationId)),
  aliasJoin(issuanceStaff, eq(issuanceStaff.id, i.staffId)),
  aliasJoin(issuanceUser, eq(issuanceUser.id, i.issuedById)),
];
export const issuanceResource = defineResource({
  name: 'inventory-issuances',
  title: 'Issued items',
  permission: 'inventory',
  table: i,
  id: i.id,
  joins: issuanceJoins,
  scope: () => sql`${i.deletedAt} is null`,
  fields: {
    'stockItem.id': { expr: i.stockItemId, type: 'uuid', sortable: false },
    'stockItem.name': { expr: issuanceItem.name, type: 'text', notNull: true },
    createdAt: { expr: i.createdAt, type: 'timestamp', notNull: true },
    status: { expr: i.status, type: 'enum', values: issuanceStatusValues, notNull: true },
    quantity: { expr: i.quantity, type: 'number', notNull: true },
    'location.id': { expr: i.locationId, type: 'uuid', sortable: false },
    'staff.id': { expr: i.staffId, type: 'uuid', sortable: false },
    requisitionId: { expr: i.requisitionId, type: 'uuid', sortable: false },
  } satisfies Record<string, ListField>,
  statusField: 'status',
  defaultSort: [{ field: 'createdAt', direction: 'DESC' }],
  defaultFilters: createdUpToYearEnd(),
  columns: issuanceColumns,
  toItem: (row) => toIssuance(row as IssuanceRow),
  exportColumns: exportColumns<Issuance>()([
    { header: 'Issued', type: 'datetime', value: (x) => x.createdAt },
    { header: 'Item', type: 'text', value: (x) => x.stockItem.name },
    { header: 'Quantity', type: 'number', value: (x) => x.quantity },
    { header: 'Location', type: 'text', value: (x) => x.location?.name },
    { header: 'Staff', type: 'text', value: (x) => x.staff?.fullName },
    { header: 'Status', type: 'text', value: (x) => x.status },
    { header: 'Issued by', type: 'text', value: (x) => x.issuedBy?.fullName },
  ]),
});

// ------------------------------------------------------------------ maintenance requests

const mr = maintenanceRequests;
const maintenanceItem = alias(stockItems, 'maintenance_item');
const maintenanceLocation = alias(locations, 'maintenance_location');
const maintenanceVendor = alias(inventoryVendors, 'maintenance_vendor');
const maintenanceUser = alias(users, 'maintenance_user');
/** In progress past the expected return date, today in UTC. */
export const overdueSql = sql<boolean>`(${mr.status} = 'IN_PROGRESS' and ${mr.expectedReturnDate} < (now() at time zone 'UTC')::date)`;
export const maintenanceColumns = {
  id: mr.id,
  status: mr.status,
  stockItemId: mr.stockItemId,
  stockItemName: maintenanceItem.name,
  issuanceId: mr.issuanceId,
  locationId: mr.locationId,
  locationName: orNull(maintenanceLocation.name),
  flaggedById: mr.flaggedById,
  flaggedByFirstName: orNull(maintenanceUser.firstName),
  flaggedByLastName: orNull(maintenanceUser.lastName),
  condition: mr.condition,
  priority: mr.priority,
  description: mr.description,
  vendorId: mr.vendorId,
  vendorName: orNull(maintenanceVendor.name),
  sentAt: mr.sentAt,
  expectedReturnDate: mr.expectedReturnDate,
  overdue: overdueSql,
  completedAt: mr.completedAt,
  costKobo: mr.costKobo,
  completionNotes: mr.completionNotes,
  createdAt: mr.createdAt,
  updatedAt: mr.updatedAt,
};
export type MaintenanceRow = {
  id: string; status: InventoryStatus; stockItemId: string; stockItemName: string; issuanceId: string | null; locationId: string | null; locationName: string | null;
  flaggedById: string | null; flaggedByFirstName: string | null; flaggedByLastName: string | null; condition: FlagCondition | null; priority: MaintenancePriority;
  description: string; vendorId: string | null; vendorName: string | null; sentAt: Date | null; expectedReturnDate: string | null; overdue: boolean | null;
  completedAt: Date | null; costKobo: number | null; completionNotes: string | null; createdAt: Date; updatedAt: Date;
};
const DAY_MS = 86_400_000;
export const toMaintenance = (row: MaintenanceRow): MaintenanceRequest => ({
  id: row.id,
  item: { id: row.stockItemId, name: row.stockItemName },
  issuanceId: row.issuanceId,
  location: ref(row.locationId, row.locationName),
  flaggedBy: userRef(row.flaggedById, row.flaggedByFirstName, row.flaggedByLastName),
  condition: row.condition,
  priority: row.priority,
  description: row.description,
  status: row.status,
  vendor: ref(row.vendorId, row.vendorName),
  sentAt: isoOrNull(row.sentAt),
  expectedReturnDate: row.expectedReturnDate,
  overdue: row.overdue === true,
  completedAt: isoOrNull(row.completedAt),
  cost: moneyOrNull(row.costKobo),
  completionNotes: row.completionNotes,
  turnaroundDays: row.sentAt && row.completedAt ? Math.max(0, Math.round((row.completedAt.getTime() - row.sentAt.getTime()) / DAY_MS)) : null,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});
export const maintenanceJoins = [
  aliasJoin(maintenanceItem, eq(maintenanceItem.id, mr.stockItemId), true),
  aliasJoin(maintenanceLocation, eq(maintenanceLocation.id, mr.locationId)),
  aliasJoin(maintenanceVendor, eq(maintenanceVendor.id, mr.vendorId)),
  aliasJoin(maintenanceUser, eq(maintenanceUser.id, mr.flaggedById)),
];
export const maintenanceResource = defineResource({
  name: 'inventory-maintenance-requests',
  title: 'Maintenance requests',
  permission: 'inventory',
  table: mr,
  id: mr.id,
  joins: maintenanceJoins,
  scope: () => sql`${mr.deletedAt} is null`,
  fields: {
    item: { expr: maintenanceItem.name, type: 'text', notNull: true },
    'item.id': { expr: mr.stockItemId, type: 'uuid', sortable: false },
    'flaggedBy.firstName': { expr: maintenanceUser.firstName, type: 'text' },
    priority: { expr: mr.priority, type: 'enum', values: maintenancePriorityValues, notNull: true },
    createdAt: { expr: mr.createdAt, type: 'timestamp', notNull: true },
    status: { expr: mr.status, type: 'enum', values: inventoryStatusValues, notNull: true },
    'vendor.id': { expr: mr.vendorId, type: 'uuid', sortable: false },
    overdue: { expr: sql`${overdueSql}::text`, type: 'enum', values: ['true', 'false'], notNull: true },
    expectedReturnDate: { expr: mr.expectedReturnDate, type: 'date' },
  } satisfies Record<string, ListField>,
  statusField: 'status',
  defaultSort: [{ field: 'createdAt', direction: 'DESC' }],
  defaultFilters: createdUpToYearEnd(),
  columns: maintenanceColumns,
  toItem: (row) => toMaintenance(row as MaintenanceRow),
  exportColumns: exportColumns<MaintenanceRequest>()([
    { header: 'Flagged', type: 'datetime', value: (x) => x.createdAt },
    { header: 'Item', type: 'text', value: (x) => x.item.name },
    { header: 'Flagged by', type: 'text', value: (x) => x.flaggedBy?.fullName },
    { header: 'Priority', type: 'text', value: (x) => x.priority },
    { header: 'Status', type: 'text', value: (x) => x.status },
    { header: 'Vendor', type: 'text', value: (x) => x.vendor?.name },
    { header: 'Expected back', type: 'date', value: (x) => x.expectedReturnDate },
    { header: 'Overdue', type: 'text', value: (x) => (x.overdue ? 'Yes' : 'No') },
    { header: 'Cost', type: 'money', value: (x) => x.cost },
    { header: 'Turnaround (days)', type: 'number', value: (x) => x.turnaroundDays },
  ]),
});

// ------------------------------------------------------------------ reports over a period

export type { ReportPeriod };
const DATE = /^\d{4}-\d{2}-\d{2}$/;
export function reportPeriod(query: Record<string, unknown>): ReportPeriod {
  const pick = (v: unknown) => (typeof v === 'string' && DATE.test(v) && !Number.isNaN(Date.parse(v)) ? v : undefined);
  return { from: pick(query.from), to: pick(query.to) };
}

const mrep = sql.raw('"movement_report"');
const col = (alias: SQL, name: string) => sql`${alias}.${sql.raw(`"${name}"`)}`;
export const movementReportResource = defineResource({
  name: 'inventory-report-movements',
  title: 'Stock movements by item, location and kind',
  permission: 'inventory',
  table: m,
  id: col(mrep, 'id'),
  extraParams: ['from', 'to'],
  // With no period, as the report opens, each group's all-time bucket is its row: nothing to sum, so a deep page or a
  // kind only a few items have reads index entries of those buckets alone. Over a period, item by item in name order
  // (the default sort), each item's groups summed from its kept totals: a page reads the items it shows, not the
  // whole ledger.
  source: (period: ReportPeriod) => sql`(select s.id || ':' || coalesce(g.location_id::text, '-') || ':' || g.kind as "id",
      s.id as "stock_item_id", s.name as "stock_item_name", g.location_id as "location_id", g.kind as "kind",
      g.movement_count::int as "movement_count", g.quantity::int as "quantity", g.units_affected::int as "units_affected"
      from ${stockItems} s ${
        allTime(period)
          ? sql`join ${stockMovementTotals} g on g.stock_item_id = s.id and g.grain = 'all' and g.movement_count > 0`
          : sql`cross join lateral (
        select location_id, kind, sum(movement_count) as movement_count, sum(quantity) as quantity, sum(units_affected) as units_affected
          from (${periodRows(sql`${stockMovementTotals}`, sql`location_id, kind, movement_count, quantity, units_affected`, sql`stock_item_id = s.id`, period)}) t
         group by location_id, kind having sum(movement_count) > 0) g`
      }) as "movement_report"`,
  joins: [{ table: locations, on: sql`${locations.id} = ${col(mrep, 'location_id')}` }],
  fields: {
    'stockItem.id': { expr: col(mrep, 'stock_item_id'), type: 'uuid', sortable: false },
    'stockItem.name': { expr: col(mrep, 'stock_item_name'), type: 'text', notNull: true },
    'location.id': { expr: col(mrep, 'location_id'), type: 'uuid', sortable: false },
    kind: { expr: col(mrep, 'kind'), type: 'enum', values: movementKindValues, notNull: true },
    quantity: { expr: col(mrep, 'quantity'), type: 'number', notNull: true },
    movementCount: { expr: col(mrep, 'movement_count'), type: 'number', notNull: true },
  } satisfies Record<string, ListField>,
  defaultSort: [{ field: 'stockItem.name', direction: 'ASC' }, { field: 'kind', direction: 'ASC' }],
  columns: {
    id: sql<string>`${col(mrep, 'id')}`,
    stockItemId: sql<string>`${col(mrep, 'stock_item_id')}`,
    stockItemName: sql<string>`${col(mrep, 'stock_item_name')}`,
    locationId: sql<string | null>`${col(mrep, 'location_id')}`,
    locationName: orNull(locations.name),
    kind: sql<MovementKind>`${col(mrep, 'kind')}`,
    movementCount: sql<number>`${col(mrep, 'movement_count')}`,
    quantity: sql<number>`${col(mrep, 'quantity')}`,
    unitsAffected: sql<number>`${col(mrep, 'units_affected')}`,
  },
  toItem: (row): MovementReportRow => ({
    id: row.id,
    stockItem: { id: row.stockItemId, name: row.stockItemName },
    location: ref(row.locationId, row.locationName),
    kind: row.kind,
    movementCount: Number(row.movementCount),
    quantity: Number(row.quantity),
    unitsAffected: Number(row.unitsAffected),
  }),
  exportColumns: exportColumns<MovementReportRow>()([
    { header: 'Item', type: 'text', value: (x) => x.stockItem.name },
    { header: 'Location', type: 'text', value: (x) => x.location?.name ?? 'Store' },
    { header: 'Kind', type: 'text', value: (x) => x.kind },
    { header: 'Movements', type: 'number', value: (x) => x.movementCount },
    { header: 'Net quantity', type: 'number', value: (x) => x.quantity },
    { header: 'Units', type: 'number', value: (x) => x.unitsAffected },
  ]),
});

const vendorReport = alias(inventoryVendors, 'vendor_report');
export const procurementSpendResource = defineResource({
  name: 'inventory-report-procurement-spend',
  title: 'Procurement spend by vendor',
  permission: 'inventory',
  table: vendorReport,
  id: vendorReport.id,
  extraParams: ['from', 'to'],
  source: (period: ReportPeriod) => sql`(select v.*, coalesce(x.procurement_count, 0)::int as "procurement_count",
      coalesce(x.total_cost_kobo, 0)::bigint as "total_cost_kobo", coalesce(x.received_cost_kobo, 0)::bigint as "received_cost_kobo"
      from ${inventoryVendors} v left join (select vendor_id, sum(ordered_count) as procurement_count, sum(total_cost_kobo) as total_cost_kobo,
          sum(received_cost_kobo) as received_cost_kobo
        from (${periodRows(sql`${procurementTotals}`, sql`vendor_id, ordered_count, total_cost_kobo, received_cost_kobo`, undefined, period)}) t
        group by vendor_id) x on x.vendor_id = v.id) as "vendor_report"`,
  fields: {
    'vendor.id': { expr: vendorReport.id, type: 'uuid', sortable: false },
    'vendor.name': { expr: vendorReport.name, type: 'text', notNull: true },
    totalCost: { expr: sql.raw('"vendor_report"."total_cost_kobo"'), type: 'number', notNull: true },
    procurementCount: { expr: sql.raw('"vendor_report"."procurement_count"'), type: 'number', notNull: true },
  } satisfies Record<string, ListField>,
  defaultSort: [{ field: 'totalCost', direction: 'DESC' }],
  columns: {
    id: vendorReport.id,
    name: vendorReport.name,
    procurementCount: sql<number>`"vendor_report"."procurement_count"`,
    totalCostKobo: sql<number>`"vendor_report"."total_cost_kobo"`,
    receivedCostKobo: sql<number>`"vendor_report"."received_cost_kobo"`,
  },
  toItem: (row): ProcurementSpendRow => ({
    id: row.id,
    vendor: { id: row.id, name: row.name },
    procurementCount: Number(row.procurementCount),
    totalCost: money(row.totalCostKobo),
    receivedCost: money(row.receivedCostKobo),
  }),
  exportColumns: exportColumns<ProcurementSpendRow>()([
    { header: 'Vendor', type: 'text', value: (x) => x.vendor.name },
    { header: 'Procurements', type: 'number', value: (x) => x.procurementCount },
    { header: 'Ordered', type: 'money', value: (x) => x.totalCost },
    { header: 'Received', type: 'money', value: (x) => x.receivedCost },
  ]),
});

const locationReport = alias(locations, 'location_report');
export const issuanceByLocationResource = defineResource({
  name: 'inventory-report-issuance-by-location',
  title: 'Issuance by location',
  permission: 'inventory',
  table: locationReport,
  id: locationReport.id,
  extraParams: ['from', 'to'],
  // Each location's buckets of the period, a few rows each: the different items are the union of their item sets.
  source: (period: ReportPeriod) => sql`(select l.*, coalesce(x.issuance_count, 0)::int as "issuance_count", coalesce(x.quantity, 0)::int as "quantity", coalesce(bit_count(x.items), 0)::int as "item_count"
      from ${locations} l left join (select location_id, sum(issuance_count) as issuance_count, sum(quantity) as quantity, item_set_union_of(items) as items
        from (${periodRows(sql`${issuanceLocationTotals}`, sql`location_id, issuance_count, quantity, items`, undefined, period)}) t
        group by location_id) x on x.location_id = l.id) as "location_report"`,
  fields: {
    'location.id': { expr: locationReport.id, type: 'uuid', sortable: false },
    'location.name': { expr: locationReport.name, type: 'text', notNull: true },
    quantity: { expr: sql.raw('"location_report"."quantity"'), type: 'number', notNull: true },
    issuanceCount: { expr: sql.raw('"location_report"."issuance_count"'), type: 'number', notNull: true },
  } satisfies Record<string, ListField>,
  defaultSort: [{ field: 'quantity', direction: 'DESC' }],
  columns: {
    id: locationReport.id,
    name: locationReport.name,
    issuanceCount: sql<number>`"location_report"."issuance_count"`,
    quantity: sql<number>`"location_report"."quantity"`,
    itemCount: sql<number>`"location_report"."item_count"`,
  },
  toItem: (row): IssuanceByLocationRow => ({
    id: row.id,
    location: { id: row.id, name: row.name },
    issuanceCount: Number(row.issuanceCount),
    quantity: Number(row.quantity),
    itemCount: Number(row.itemCount),
  }),
  exportColumns: exportColumns<IssuanceByLocationRow>()([
    { header: 'Location', type: 'text', value: (x) => x.location.name },
    { header: 'Issuances', type: 'number', value: (x) => x.issuanceCount },
    { header: 'Units issued', type: 'number', value: (x) => x.quantity },
    { header: 'Different items', type: 'number', value: (x) => x.itemCount },
  ]),
});

const itemReport = alias(stockItems, 'item_report');
export const maintenanceReportResource = defineResource({
  name: 'inventory-report-maintenance',
  title: 'Maintenance costs and turnaround',
  permission: 'inventory',
  table: itemReport,
  id: itemReport.id,
  extraParams: ['from', 'to'],
  // With no period, as the report opens, each item's all-time bucket is its row: nothing to sum, and the default
  // order (cost, highest first) walks an index of those buckets and stops after the page.
  source: (period: ReportPeriod) =>
    allTime(period)
      ? sql`(select s.*, t.request_count::int as "request_count", t.completed_count::int as "completed_count", t.cost_kobo as "total_cost_kobo",
          t.turnaround_days / nullif(t.turnaround_count, 0) as "turnaround"
          from ${stockItems} s join ${maintenanceTotals} t on t.stock_item_id = s.id where t.grain = 'all') as "item_report"`
      : sql`(select s.*, x.request_count::int as "request_count", x.completed_count::int as "completed_count", x.total_cost_kobo::bigint as "total_cost_kobo", x.turnaround as "turnaround"
      from ${stockItems} s join (select stock_item_id, sum(request_count) as request_count, sum(completed_count) as completed_count, sum(cost_kobo) as total_cost_kobo,
          sum(turnaround_days) / nullif(sum(turnaround_count), 0) as turnaround
        from (${periodRows(sql`${maintenanceTotals}`, sql`stock_item_id, request_count, completed_count, cost_kobo, turnaround_days, turnaround_count`, undefined, period)}) t
        group by stock_item_id having sum(request_count) > 0) x on x.stock_item_id = s.id) as "item_report"`,
  fields: {
    'item.id': { expr: itemReport.id, type: 'uuid', sortable: false },
    'item.name': { expr: itemReport.name, type: 'text', notNull: true },
    totalCost: { expr: sql.raw('"item_report"."total_cost_kobo"'), type: 'number', notNull: true },
    requestCount: { expr: sql.raw('"item_report"."request_count"'), type: 'number', notNull: true },
  } satisfies Record<string, ListField>,
  defaultSort: [{ field: 'totalCost', direction: 'DESC' }],
  columns: {
    id: itemReport.id,
    name: itemReport.name,
    requestCount: sql<number>`"item_report"."request_count"`,
    completedCount: sql<number>`"item_report"."completed_count"`,
    totalCostKobo: sql<number>`"item_report"."total_cost_kobo"`,
    turnaround: sql<number | null>`"item_report"."turnaround"`,
  },
  toItem: (row): MaintenanceReportRow => ({
    id: row.id,
    item: { id: row.id, name: row.name },
    requestCount: Number(row.requestCount),
    completedCount: Number(row.completedCount),
    totalCost: money(row.totalCostKobo),
    averageTurnaroundDays: row.turnaround === null ? null : Math.round(Number(row.turnaround) * 10) / 10,
  }),
  exportColumns: exportColumns<MaintenanceReportRow>()([
    { header: 'Item', type: 'text', value: (x) => x.item.name },
    { header: 'Requests', type: 'number', value: (x) => x.requestCount },
    { header: 'Completed', type: 'number', value: (x) => x.completedCount },
    { header: 'Total cost', type: 'money', value: (x) => x.totalCost },
    { header: 'Average turnaround (days)', type: 'number', value: (x) => x.averageTurnaroundDays },
  ]),
});
