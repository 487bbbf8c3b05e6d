// The one query-key factory for inventory, generic to specific. Everything lives under all(): one movement of stock
// shows in an item, its category's counts, the procurement or requisition behind it, the metrics and the reports,
// so a change anywhere refreshes all of it (see refreshInventory).
import { callEndpoint, inventoryApi, statusCountsQuery, toSearchParams } from '@crewbase/api-client';
import {
  inventoryReportEndpoints,
  type IssuanceByLocationRow,
  type ListQuery,
  type ListResponse,
  type MaintenanceReportRow,
  type MovementReportRow,
  type ProcurementSpendRow,
} from '@crewbase/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

const list = <T,>(kind: string, query: Partial<ListQuery>, fetch: (query: Partial<ListQuery>) => Promise<T>) =>
  queryOptions({
    queryKey: [...inventoryQueries.lists(), kind, query] as const,
    queryFn: () => fetch(query),
    placeholderData: keepPreviousData,
  });

const counts = <T,>(kind: string, query: Partial<ListQuery>, fetch: (query: Partial<ListQuery>) => Promise<T>) => {
  const counted = statusCountsQuery(query);
  return queryOptions({
    queryKey: [...inventoryQueries.lists(), kind, 'status-counts', counted] as const,
    queryFn: () => fetch(counted),
    placeholderData: keepPreviousData,
  });
};

const detail = <T,>(kind: string, id: string, fetch: (id: string) => Promise<T>) =>
  queryOptions({ queryKey: [...inventoryQueries.details(), kind, id] as const, queryFn: () => fetch(id) });

/** The report tables (each a list with its export). */
export type InventoryReportKind = keyof typeof inventoryApi.reports;

/** A report's period: calendar days `YYYY-MM-DD`, both included; either may be left open. */
export interface ReportPeriod {
  from?: string;
  to?: string;
}

/**
 * A report over a period: the list language plus the `from` and `to` parameters the report reads itself (its rows are
 * groups, so the period bounds the movements inside them, not a column of the rows).
 */
const report = <T,>(kind: string, endpoint: (typeof inventoryReportEndpoints)['movements' | 'procurementSpend' | 'issuanceByLocation' | 'maintenance'], query: Partial<ListQuery>, period: ReportPeriod) => {
  const searchParams = toSearchParams(query);
  if (period.from) searchParams.set('from', period.from);
  if (period.to) searchParams.set('to', period.to);
  return queryOptions({
    queryKey: [...inventoryQueries.lists(), kind, query, period] as const,
    queryFn: () => callEndpoint(endpoint, { searchParams }) as Promise<ListResponse<T>>,
    placeholderData: keepPreviousData,
  });
};

export const inventoryQueries = {
  all: () => ['inventory'] as const,
  lists: () => [...inventoryQueries.all(), 'list'] as const,
  details: () => [...inventoryQueries.all(), 'detail'] as const,

  vendorList: (query: Partial<ListQuery> = {}) => list('vendor', query, inventoryApi.vendor.list),
  vendor: (id: string) => detail('vendor', id, inventoryApi.vendor.detail),
  categoryList: (query: Partial<ListQuery> = {}) => list('category', query, inventoryApi.category.list),
  category: (id: string) => detail('category', id, inventoryApi.category.detail),
  stockItemList: (query: Partial<ListQuery> = {}) => list('stock-item', query, inventoryApi.stockItem.list),
  /** How many items are healthy, low and out under the list's other filters. */
  stockHealthCounts: (query: Partial<ListQuery> = {}) => counts('stock-item', query, inventoryApi.stockItem.statusCounts),
  stockItem: (id: string) => detail('stock-item', id, inventoryApi.stockItem.detail),
  /** The ledger; one item's movements with the `stockItem.id` filter. */
  movementList: (query: Partial<ListQuery> = {}) => list('movement', query, inventoryApi.movement.list),
  procurementList: (query: Partial<ListQuery> = {}) => list('procurement', query, inventoryApi.procurement.list),
  procurementStatusCounts: (query: Partial<ListQuery> = {}) => counts('procurement', query, inventoryApi.procurement.statusCounts),
  procurement: (id: string) => detail('procurement', id, inventoryApi.procurement.detail),
  requisitionList: (query: Partial<ListQuery> = {}) => list('requisition', query, inventoryApi.requisition.list),
  requisitionStatusCounts: (query: Partial<ListQuery> = {}) => counts('requisition', query, inventoryApi.requisition.statusCounts),
  requisition: (id: string) => detail('requisition', id, inventoryApi.requisition.detail),
  /** The requisition form's pickers: what a site manager (requisitions read alone) may choose from. */
  requisitionStockItemList: (query: Partial<ListQuery> = {}) => list('requisition-stock-item', query, inventoryApi.requisition.stockItems),
  requisitionLocationList: (query: Partial<ListQuery> = {}) => list('requisition-location', query, inventoryApi.requisition.locations),
  issuanceList: (query: Partial<ListQuery> = {}) => list('issuance', query, inventoryApi.issuance.list),
  issuanceStatusCounts: (query: Partial<ListQuery> = {}) => counts('issuance', query, inventoryApi.issuance.statusCounts),
  issuance: (id: string) => detail('issuance', id, inventoryApi.issuance.detail),
  maintenanceList: (query: Partial<ListQuery> = {}) => list('maintenance', query, inventoryApi.maintenance.list),
  maintenanceStatusCounts: (query: Partial<ListQuery> = {}) => counts('maintenance', query, inventoryApi.maintenance.statusCounts),
  maintenance: (id: string) => detail('maintenance', id, inventoryApi.maintenance.detail),

  /** The procure overview's numbers and spend by month. */
  metrics: () =>
    queryOptions({
      queryKey: [...inventoryQueries.all(), 'metrics'] as const,
      queryFn: () => inventoryApi.metrics(),
    }),

  stockOnHandReport: (query: Partial<ListQuery> = {}) => list('report-stock-on-hand', query, inventoryApi.reports.stockOnHand),
  movementsReport: (query: Partial<ListQuery> = {}, period: ReportPeriod = {}) => report<MovementReportRow>('report-movements', inventoryReportEndpoints.movements, query, period),
  procurementSpendReport: (query: Partial<ListQuery> = {}, period: ReportPeriod = {}) =>
    report<ProcurementSpendRow>('report-procurement-spend', inventoryReportEndpoints.procurementSpend, query, period),
  issuanceByLocationReport: (query: Partial<ListQuery> = {}, period: ReportPeriod = {}) =>
    report<IssuanceByLocationRow>('report-issuance-by-location', inventoryReportEndpoints.issuanceByLocation, query, period),
  maintenanceReport: (query: Partial<ListQuery> = {}, period: ReportPeriod = {}) => report<MaintenanceReportRow>('report-maintenance', inventoryReportEndpoints.maintenance, query, period),
};
