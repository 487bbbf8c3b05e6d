// Inventory (issue 13) for the admin console: one key factory, the record mutations and the workflow actions.
export { inventoryQueries, type InventoryReportKind, type ReportPeriod } from './inventory.queries';
export { refreshInventory, type InventoryRefreshOptions } from './inventory-cache';
export {
  useInventoryMutations,
  type InventoryCreateInput,
  type InventoryRecordKind,
  type InventorySaved,
  type InventoryUpdateInput,
} from './use-inventory-mutations';
export {
  useInventoryActions,
  type CompleteMaintenanceFields,
  type FlagIssuanceFields,
  type FulfilRequisitionFields,
  type ReceiveProcurementFields,
  type SendForMaintenanceFields,
  type StockAdjustmentFields,
} from './use-inventory-actions';
