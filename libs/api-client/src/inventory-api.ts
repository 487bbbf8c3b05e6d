// Inventory, called from its declared endpoints (libs/domain/src/inventory). Calls need the `inventory` permission,
// except requisitions (the `requisitions` permission; fulfilling one issues stock, so it needs `inventory` create).
import {
  inventoryMetricsEndpoints,
  inventoryReportEndpoints,
  issuanceEndpoints,
  itemCategoryEndpoints,
  maintenanceRequestEndpoints,
  procurementEndpoints,
  requisitionEndpoints,
  stockItemEndpoints,
  stockMovementEndpoints,
  vendorEndpoints,
  type EndpointBodyInput,
  type InventoryMetrics,
  type IssuanceByLocationRow,
  type IssuanceDetail,
  type Issuance,
  type ItemCategory,
  type ListQuery,
  type Location,
  type ListResponse,
  type MaintenanceReportRow,
  type MaintenanceRequest,
  type MaintenanceRequestDetail,
  type MovementReportRow,
  type Procurement,
  type ProcurementDetail,
  type ProcurementSpendRow,
  type Requisition,
  type RequisitionDetail,
  type StatusCounts,
  type StockItem,
  type StockMovement,
  type StockOnHandRow,
  type Vendor,
} from '@crewbase/domain';
import { callEndpoint } from './call-endpoint';
import type { DecisionFields } from './request-calls';
import { statusCountsQuery } from './status-counts-query';
import { toSearchParams } from './to-search-params';

const listParams = (query: Partial<ListQuery>) => ({ searchParams: toSearchParams(query) });

export const inventoryApi = {
  vendor: {
    list: (query: Partial<ListQuery> = {}): Promise<ListResponse<Vendor>> => callEndpoint(vendorEndpoints.list, listParams(query)),
    detail: (id: string): Promise<Vendor> => callEndpoint(vendorEndpoints.get, { params: { id } }),
    create: (input: EndpointBodyInput<typeof vendorEndpoints.create>): Promise<Vendor> => callEndpoint(vendorEndpoints.create, { body: input }),
    update: (id: string, input: EndpointBodyInput<typeof vendorEndpoints.update>): Promise<Vendor> => callEndpoint(vendorEndpoints.update, { params: { id }, body: input }),
    /** 409 when a procurement or maintenance request names it. */
    remove: (id: string): Promise<void> => callEndpoint(vendorEndpoints.remove, { params: { id } }),
  },
  category: {
    list: (query: Partial<ListQuery> = {}): Promise<ListResponse<ItemCategory>> => callEndpoint(itemCategoryEndpoints.list, listParams(query)),
    detail: (id: string): Promise<ItemCategory> => callEndpoint(itemCategoryEndpoints.get, { params: { id } }),
    create: (input: EndpointBodyInput<typeof itemCategoryEndpoints.create>): Promise<ItemCategory> => callEndpoint(itemCategoryEndpoints.create, { body: input }),
    update: (id: string, input: EndpointBodyInput<typeof itemCategoryEndpoints.update>): Promise<ItemCategory> =>
      callEndpoint(itemCategoryEndpoints.update, { params: { id }, body: input }),
    /** 409 when it has items. */
    remove: (id: string): Promise<void> => callEndpoint(itemCategoryEndpoints.remove, { params: { id } }),
  },
  stockItem: {
    list: (query: Partial<ListQuery> = {}): Promise<ListResponse<StockItem>> => callEndpoint(stockItemEndpoints.list, listParams(query)),
    /** Counts by stockHealth. */
    statusCounts: (query: Partial<ListQuery> = {}): Promise<StatusCounts> => callEndpoint(stockItemEndpoints.statusCounts, listParams(statusCountsQuery(query))),
    detail: (id: string): Promise<StockItem> => callEndpoint(stockItemEndpoints.get, { params: { id } }),
    create: (input: EndpointBodyInput<typeof stockItemEndpoints.create>): Promise<StockItem> => callEndpoint(stockItemEndpoints.create, { body: input }),
    update: (id: string, input: EndpointBodyInput<typeof stockItemEndpoints.update>): Promise<StockItem> =>
      callEndpoint(stockItemEndpoints.update, { params: { id }, body: input }),
    /** 409 once it has movements. */
    remove: (id: string): Promise<void> => callEndpoint(stockItemEndpoints.remove, { params: { id } }),
  },
  movement: {
    /** The ledger; an item's movements: filter `stockItem.id||$eq||<id>`. */
    list: (query: Partial<ListQuery> = {}): Promise<ListResponse<StockMovement>> => callEndpoint(stockMovementEndpoints.list, listParams(query)),
    detail: (id: string): Promise<StockMovement> => callEndpoint(stockMovementEndpoints.get, { params: { id } }),
    /** 409 naming what is left when the change would take stock below zero. */
    adjust: (input: EndpointBodyInput<typeof stockMovementEndpoints.adjust>): Promise<StockMovement> => callEndpoint(stockMovementEndpoints.adjust, { body: input }),
    /** Receipts and adjustments only, once each. */
    reverse: (id: string, input: EndpointBodyInput<typeof stockMovementEndpoints.reverse>): Promise<StockMovement> =>
      callEndpoint(stockMovementEndpoints.reverse, { params: { id }, body: input }),
  },
  procurement: {
    list: (query: Partial<ListQuery> = {}): Promise<ListResponse<Procurement>> => callEndpoint(procurementEndpoints.list, listParams(query)),
    statusCounts: (query: Partial<ListQuery> = {}): Promise<StatusCounts> => callEndpoint(procurementEndpoints.statusCounts, listParams(statusCountsQuery(query))),
    detail: (id: string): Promise<ProcurementDetail> => callEndpoint(procurementEndpoints.get, { params: { id } }),
    create: (input: EndpointBodyInput<typeof procurementEndpoints.create>): Promise<ProcurementDetail> => callEndpoint(procurementEndpoints.create, { body: input }),
    /** PENDING only. */
    update: (id: string, input: EndpointBodyInput<typeof procurementEndpoints.update>): Promise<ProcurementDetail> =>
      callEndpoint(procurementEndpoints.update, { params: { id }, body: input }),
    order: (id: string, input: DecisionFields = {}): Promise<ProcurementDetail> => callEndpoint(procurementEndpoints.order, { params: { id }, body: input }),
    /** Without lines: everything outstanding. */
    receive: (id: string, input: EndpointBodyInput<typeof procurementEndpoints.receive> = {}): Promise<ProcurementDetail> =>
      callEndpoint(procurementEndpoints.receive, { params: { id }, body: input }),
    remove: (id: string): Promise<void> => callEndpoint(procurementEndpoints.delete, { params: { id } }),
  },
  requisition: {
    list: (query: Partial<ListQuery> = {}): Promise<ListResponse<Requisition>> => callEndpoint(requisitionEndpoints.list, listParams(query)),
    statusCounts: (query: Partial<ListQuery> = {}): Promise<StatusCounts> => callEndpoint(requisitionEndpoints.statusCounts, listParams(statusCountsQuery(query))),
    detail: (id: string): Promise<RequisitionDetail> => callEndpoint(requisitionEndpoints.get, { params: { id } }),
    create: (input: EndpointBodyInput<typeof requisitionEndpoints.create>): Promise<RequisitionDetail> => callEndpoint(requisitionEndpoints.create, { body: input }),
    /** Pending only. */
    update: (id: string, input: EndpointBodyInput<typeof requisitionEndpoints.update>): Promise<RequisitionDetail> =>
      callEndpoint(requisitionEndpoints.update, { params: { id }, body: input }),
    /** The pickers of the requisition form, open to a site manager (requisitions read). */
    stockItems: (query: Partial<ListQuery> = {}): Promise<ListResponse<StockItem>> => callEndpoint(requisitionEndpoints.stockItems, listParams(query)),
    locations: (query: Partial<ListQuery> = {}): Promise<ListResponse<Location>> => callEndpoint(requisitionEndpoints.locations, listParams(query)),
    /** Needs `inventory` create: issues stock. Without lines: every line in full. */
    fulfil: (id: string, input: EndpointBodyInput<typeof requisitionEndpoints.fulfil> = {}): Promise<RequisitionDetail> =>
      callEndpoint(requisitionEndpoints.fulfil, { params: { id }, body: input }),
    /** The reason is required. */
    deny: (id: string, input: EndpointBodyInput<typeof requisitionEndpoints.deny>): Promise<RequisitionDetail> =>
      callEndpoint(requisitionEndpoints.deny, { params: { id }, body: input }),
    remove: (id: string): Promise<void> => callEndpoint(requisitionEndpoints.delete, { params: { id } }),
  },
  issuance: {
    list: (query: Partial<ListQuery> = {}): Promise<ListResponse<Issuance>> => callEndpoint(issuanceEndpoints.list, listParams(query)),
    statusCounts: (query: Partial<ListQuery> = {}): Promise<StatusCounts> => callEndpoint(issuanceEndpoints.statusCounts, listParams(statusCountsQuery(query))),
    detail: (id: string): Promise<IssuanceDetail> => callEndpoint(issuanceEndpoints.get, { params: { id } }),
    /** 409 naming the item and what is left when there is not enough. */
    create: (input: EndpointBodyInput<typeof issuanceEndpoints.create>): Promise<IssuanceDetail> => callEndpoint(issuanceEndpoints.create, { body: input }),
    update: (id: string, input: EndpointBodyInput<typeof issuanceEndpoints.update>): Promise<IssuanceDetail> =>
      callEndpoint(issuanceEndpoints.update, { params: { id }, body: input }),
    return: (id: string, input: EndpointBodyInput<typeof issuanceEndpoints.return> = {}): Promise<IssuanceDetail> =>
      callEndpoint(issuanceEndpoints.return, { params: { id }, body: input }),
    /** Damaged/faulty: a maintenance request (its id on the answer's maintenanceRequestId); lost: a loss. */
    flag: (id: string, locationId: string, input: EndpointBodyInput<typeof issuanceEndpoints.flag>): Promise<IssuanceDetail> =>
      callEndpoint(issuanceEndpoints.flag, { params: { id, locationId }, body: input }),
  },
  maintenance: {
    list: (query: Partial<ListQuery> = {}): Promise<ListResponse<MaintenanceRequest>> => callEndpoint(maintenanceRequestEndpoints.list, listParams(query)),
    statusCounts: (query: Partial<ListQuery> = {}): Promise<StatusCounts> =>
      callEndpoint(maintenanceRequestEndpoints.statusCounts, listParams(statusCountsQuery(query))),
    detail: (id: string): Promise<MaintenanceRequestDetail> => callEndpoint(maintenanceRequestEndpoints.get, { params: { id } }),
    create: (input: EndpointBodyInput<typeof maintenanceRequestEndpoints.create>): Promise<MaintenanceRequestDetail> =>
      callEndpoint(maintenanceRequestEndpoints.create, { body: input }),
    update: (id: string, input: EndpointBodyInput<typeof maintenanceRequestEndpoints.update>): Promise<MaintenanceRequestDetail> =>
      callEndpoint(maintenanceRequestEndpoints.update, { params: { id }, body: input }),
    sendForMaintenance: (id: string, input: EndpointBodyInput<typeof maintenanceRequestEndpoints.sendForMaintenance>): Promise<MaintenanceRequestDetail> =>
      callEndpoint(maintenanceRequestEndpoints.sendForMaintenance, { params: { id }, body: input }),
    complete: (id: string, input: EndpointBodyInput<typeof maintenanceRequestEndpoints.complete>): Promise<MaintenanceRequestDetail> =>
      callEndpoint(maintenanceRequestEndpoints.complete, { params: { id }, body: input }),
    remove: (id: string): Promise<void> => callEndpoint(maintenanceRequestEndpoints.delete, { params: { id } }),
  },
  metrics: (): Promise<InventoryMetrics> => callEndpoint(inventoryMetricsEndpoints.metrics),
  reports: {
    stockOnHand: (query: Partial<ListQuery> = {}): Promise<ListResponse<StockOnHandRow>> => callEndpoint(inventoryReportEndpoints.stockOnHand, listParams(query)),
    movements: (query: Partial<ListQuery> = {}): Promise<ListResponse<MovementReportRow>> => callEndpoint(inventoryReportEndpoints.movements, listParams(query)),
    procurementSpend: (query: Partial<ListQuery> = {}): Promise<ListResponse<ProcurementSpendRow>> => callEndpoint(inventoryReportEndpoints.procurementSpend, listParams(query)),
    issuanceByLocation: (query: Partial<ListQuery> = {}): Promise<ListResponse<IssuanceByLocationRow>> =>
      callEndpoint(inventoryReportEndpoints.issuanceByLocation, listParams(query)),
    maintenance: (query: Partial<ListQuery> = {}): Promise<ListResponse<MaintenanceReportRow>> => callEndpoint(inventoryReportEndpoints.maintenance, listParams(query)),
  },
};
