// The inventory report tables, each a server-side list with its filters and an Export of exactly what they show:
// stock on hand by item and category, movements over a period by item, location and kind, procurement spend by
// vendor, issuance by location, maintenance costs and turnaround by item.
import { listQueryFromState } from '@crewbase/api-client';
import { inventoryQueries } from '@crewbase/data-access-inventory';
import {
  endpointPath,
  inventoryReportEndpoints,
  movementKindLabels,
  movementKindSchema,
  type IssuanceByLocationRow,
  type MaintenanceReportRow,
  type MovementKind,
  type MovementReportRow,
  type ProcurementSpendRow,
  type StockOnHandRow,
} from '@crewbase/domain';
import { type DataTableColumn, ListScreen, useListState } from '@crewbase/ui';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { ListStateControls } from '@crewbase/ui';
import { listExport } from '../../shared/list-export';
import { moneyColumn } from '../requests/request-columns';
import { quantityColumn, refColumn, stockHealthColumn, stockHealthFilterField } from './inventory-columns';

/**
 * A report's period comes from the list's date range, sent as the report's own `from` and `to` parameters (its rows
 * are groups: the period bounds the movements inside them), never as a filter on a column.
 */
function periodOf(list: ListStateControls) {
  const { dateRange, ...state } = list.state;
  return { query: listQueryFromState(state), period: { from: dateRange?.from, to: dateRange?.to }, state };
}

const stockOnHandColumns: DataTableColumn<StockOnHandRow>[] = [
  { field: 'name', headerName: 'Item', flex: 1.4, minWidth: 200 },
  refColumn('category.name', 'Category', (row) => row.category),
  quantityColumn('availableStock', 'In stock'),
  { field: 'unit', headerName: 'Unit', width: 100, sortable: false },
  quantityColumn('reorderLevel', 'Reorder level', false),
  stockHealthColumn(),
  { ...moneyColumn('stockValue', 'Stock value'), sortable: false },
];

export function StockOnHandReport() {
  const list = useListState(useSearchParams(), { defaultSort: { field: 'name', direction: 'ASC' } });
  const rows = useQuery(inventoryQueries.stockOnHandReport(listQueryFromState(list.state)));
  return (
    <ListScreen<StockOnHandRow>
      label="Stock on hand"
      list={list}
      query={rows}
      columns={stockOnHandColumns}
      filterFields={[{ field: 'category.name', label: 'Category' }, stockHealthFilterField]}
      search={{ field: 'name', label: 'Search by item' }}
      export={listExport(endpointPath(inventoryReportEndpoints.stockOnHand), list.state)}
      empty={{ title: 'No stock items yet' }}
    />
  );
}

const movementColumns: DataTableColumn<MovementReportRow>[] = [
  refColumn('stockItem.name', 'Item', (row) => row.stockItem, 200),
  { field: 'location.id', headerName: 'Location', flex: 1, minWidth: 150, valueGetter: (_v, row) => row.location?.name ?? 'Store' },
  { field: 'kind', headerName: 'Movement', flex: 1, minWidth: 160, valueFormatter: (value: MovementKind) => movementKindLabels[value] },
  quantityColumn('movementCount', 'Movements'),
  { field: 'quantity', headerName: 'Net change', width: 130, align: 'right', headerAlign: 'right', valueFormatter: (value: number) => (value > 0 ? `+${value}` : String(value)) },
  quantityColumn('unitsAffected', 'Units', false),
];

export function MovementsReport() {
  const list = useListState(useSearchParams(), { defaultSort: { field: 'stockItem.name', direction: 'ASC' }, dateField: 'period' });
  const { query, period, state } = periodOf(list);
  const rows = useQuery(inventoryQueries.movementsReport(query, period));
  return (
    <ListScreen<MovementReportRow>
      label="Movements by item, location and kind"
      list={list}
      query={rows}
      columns={movementColumns}
      filterFields={[{ field: 'kind', label: 'Movement', options: movementKindSchema.options.map((value) => ({ value, label: movementKindLabels[value] })) }]}
      search={{ field: 'stockItem.name', label: 'Search by item' }}
      dateRangeLabel="Moved"
      export={listExport(endpointPath(inventoryReportEndpoints.movements), state, [], period)}
      empty={{ title: 'No movements in this period' }}
    />
  );
}

const spendColumns: DataTableColumn<ProcurementSpendRow>[] = [
  refColumn('vendor.name', 'Vendor', (row) => row.vendor, 200),
  quantityColumn('procurementCount', 'Procurements'),
  moneyColumn('totalCost', 'Total cost'),
  { ...moneyColumn('receivedCost', 'Received'), sortable: false },
];

export function ProcurementSpendReport() {
  const list = useListState(useSearchParams(), { defaultSort: { field: 'totalCost', direction: 'DESC' }, dateField: 'period' });
  const { query, period, state } = periodOf(list);
  const rows = useQuery(inventoryQueries.procurementSpendReport(query, period));
  return (
    <ListScreen<ProcurementSpendRow>
      label="Procurement spend by vendor"
      list={list}
      query={rows}
      columns={spendColumns}
      search={{ field: 'vendor.name', label: 'Search by vendor' }}
      dateRangeLabel="Raised"
      export={listExport(endpointPath(inventoryReportEndpoints.procurementSpend), state, [], period)}
      empty={{ title: 'No procurements in this period' }}
    />
  );
}

const issuanceColumns: DataTableColumn<IssuanceByLocationRow>[] = [
  refColumn('location.name', 'Location', (row) => row.location, 200),
  quantityColumn('issuanceCount', 'Issues'),
  quantityColumn('quantity', 'Units issued'),
  quantityColumn('itemCount', 'Different items', false),
];

export function IssuanceByLocationReport() {
  const list = useListState(useSearchParams(), { defaultSort: { field: 'quantity', direction: 'DESC' }, dateField: 'period' });
  const { query, period, state } = periodOf(list);
  const rows = useQuery(inventoryQueries.issuanceByLocationReport(query, period));
  return (
    <ListScreen<IssuanceByLocationRow>
      label="Issuance by location"
      list={list}
      query={rows}
      columns={issuanceColumns}
      search={{ field: 'location.name', label: 'Search by location' }}
      dateRangeLabel="Issued"
      export={listExport(endpointPath(inventoryReportEndpoints.issuanceByLocation), state, [], period)}
      empty={{ title: 'Nothing issued in this period' }}
    />
  );
}

const maintenanceColumns: DataTableColumn<MaintenanceReportRow>[] = [
  refColumn('item.name', 'Item', (row) => row.item, 200),
  quantityColumn('requestCount', 'Requests'),
  quantityColumn('completedCount', 'Completed', false),
  moneyColumn('totalCost', 'Total cost'),
  {
    field: 'averageTurnaroundDays',
    headerName: 'Average turnaround',
    width: 170,
    align: 'right',
    headerAlign: 'right',
    sortable: false,
    valueFormatter: (value: number | null) => (value === null ? '—' : `${value.toFixed(1)} days`),
  },
];

export function MaintenanceReport() {
  const list = useListState(useSearchParams(), { defaultSort: { field: 'totalCost', direction: 'DESC' }, dateField: 'period' });
  const { query, period, state } = periodOf(list);
  const rows = useQuery(inventoryQueries.maintenanceReport(query, period));
  return (
    <ListScreen<MaintenanceReportRow>
      label="Maintenance costs and turnaround"
      list={list}
      query={rows}
      columns={maintenanceColumns}
      search={{ field: 'item.name', label: 'Search by item' }}
      dateRangeLabel="Flagged"
      export={listExport(endpointPath(inventoryReportEndpoints.maintenance), state, [], period)}
      empty={{ title: 'No maintenance in this period' }}
    />
  );
}
