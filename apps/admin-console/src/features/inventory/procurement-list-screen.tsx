// /admin/inventory/procure/procurements: procurements (spec fields user.firstName, totalCost, createdAt, status) with
// their vendor, the status buttons (Pending, In progress, Completed) and their counts; server-paged, exportable.
import { listQueryFromState } from '@crewbase/api-client';
import { inventoryQueries } from '@crewbase/data-access-inventory';
import { endpointPath, inventoryStatusSchema, procurementEndpoints, type Procurement } from '@crewbase/domain';
import { type DataTableColumn, type FilterBarField, ListScreen, useListState } from '@crewbase/ui';
import { useQuery } from '@tanstack/react-query';
import { generatePath, Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../app/paths';
import { listExport } from '../../shared/list-export';
import { statusFilter } from '../../shared/status-filter';
import { useRouteNotice } from '../../shared/use-route-notice';
import { useAdminCan } from '../access/use-can';
import { dateColumn, moneyColumn, statusColumn } from '../requests/request-columns';
import { refColumn } from './inventory-columns';

const filterFields: FilterBarField[] = [
  { field: 'vendor.name', label: 'Vendor' },
  { field: 'user.firstName', label: 'Raised by' },
];

const columns: DataTableColumn<Procurement>[] = [
  refColumn('vendor.name', 'Vendor', (row) => row.vendor, 200),
  { field: 'user.firstName', headerName: 'Raised by', flex: 1, minWidth: 140, valueGetter: (_v, row) => row.user?.firstName ?? '—' },
  { field: 'lineCount', headerName: 'Lines', width: 90, align: 'right', headerAlign: 'right', sortable: false },
  moneyColumn('totalCost', 'Total cost'),
  dateColumn('createdAt', 'Raised on'),
  statusColumn(),
];

export function ProcurementListScreen() {
  const navigate = useNavigate();
  const can = useAdminCan('inventory');
  const list = useListState(useSearchParams(), { defaultSort: { field: 'createdAt', direction: 'DESC' }, dateField: 'createdAt' });
  const query = listQueryFromState(list.state);
  const procurements = useQuery(inventoryQueries.procurementList(query));
  const counts = useQuery(inventoryQueries.procurementStatusCounts(query));
  const routeNotice = useRouteNotice();
  const open = (row: Procurement) => navigate(generatePath(paths.inventoryProcurementDetail, { id: row.id }));

  return (
    <ListScreen<Procurement>
      label="Procurements"
      list={list}
      query={procurements}
      columns={columns}
      filterFields={filterFields}
      statusFilter={statusFilter(inventoryStatusSchema.options, counts.data)}
      search={{ field: 'vendor.name', label: 'Search procurements by vendor' }}
      dateRangeLabel="Raised"
      rowActions={(row) => [{ label: 'View', onClick: () => open(row) }]}
      rowActionsLabel={(row) => `Actions for the procurement from ${row.vendor.name}`}
      onRowClick={open}
      create={can('create') ? { label: 'New procurement', to: paths.inventoryProcurementCreate } : undefined}
      LinkComponent={RouterLink}
      export={listExport(endpointPath(procurementEndpoints.list), list.state)}
      empty={{ title: 'No procurements yet', description: 'A procurement buys stock from a vendor; receiving it brings the stock in.' }}
      notice={routeNotice}
    />
  );
}
