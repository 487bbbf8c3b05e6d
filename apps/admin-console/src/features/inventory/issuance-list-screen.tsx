// /admin/inventory/issuance: items issued from stock (spec fields stockItem.name, createdAt, status, quantity) with
// where they went, the status buttons (Issued, Returned, In maintenance, Lost) and their counts; exportable.
import { listQueryFromState } from '@crewbase/api-client';
import { inventoryQueries } from '@crewbase/data-access-inventory';
import { endpointPath, issuanceEndpoints, issuanceStatusLabels, issuanceStatusSchema, type Issuance } from '@crewbase/domain';
import { type DataTableColumn, type FilterBarField, ListScreen, useListState } from '@crewbase/ui';
import { useQuery } from '@tanstack/react-query';
import { generatePath, Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../app/paths';
import { listExport } from '../../shared/list-export';
import { useRouteNotice } from '../../shared/use-route-notice';
import { useAdminCan } from '../access/use-can';
import { dateColumn } from '../requests/request-columns';
import { IssuanceStatusChip } from './issuance-status-chip';
import { quantityColumn, refColumn } from './inventory-columns';

const filterFields: FilterBarField[] = [{ field: 'stockItem.name', label: 'Item' }];

const columns: DataTableColumn<Issuance>[] = [
  refColumn('stockItem.name', 'Item', (row) => row.stockItem, 200),
  quantityColumn('quantity', 'Quantity'),
  { field: 'location.id', headerName: 'Issued to', flex: 1.2, minWidth: 180, sortable: false, valueGetter: (_v, row) => issuedTo(row) },
  dateColumn('createdAt', 'Issued on'),
  { field: 'status', headerName: 'Status', width: 170, renderCell: ({ row }) => <IssuanceStatusChip status={row.status} /> },
];

export const issuedTo = (row: Pick<Issuance, 'location' | 'staff'>) => [row.location?.name, row.staff?.fullName].filter(Boolean).join(' · ') || '—';

export function IssuanceListScreen() {
  const navigate = useNavigate();
  const can = useAdminCan('inventory');
  const list = useListState(useSearchParams(), { defaultSort: { field: 'createdAt', direction: 'DESC' }, dateField: 'createdAt' });
  const query = listQueryFromState(list.state);
  const issuances = useQuery(inventoryQueries.issuanceList(query));
  const counts = useQuery(inventoryQueries.issuanceStatusCounts(query));
  const routeNotice = useRouteNotice();
  const open = (row: Issuance) => navigate(generatePath(paths.inventoryIssuanceDetail, { id: row.id }));

  return (
    <ListScreen<Issuance>
      label="Issued items"
      list={list}
      query={issuances}
      columns={columns}
      filterFields={filterFields}
      statusFilter={{ field: 'status', options: issuanceStatusSchema.options.map((value) => ({ value, label: issuanceStatusLabels[value] })), counts: counts.data }}
      search={{ field: 'stockItem.name', label: 'Search issued items by item' }}
      dateRangeLabel="Issued"
      rowActions={(row) => [
        { label: 'View', onClick: () => open(row) },
        {
          label: 'Flag',
          hidden: !can('update'),
          disabled: row.status !== 'ISSUED' || !row.location,
          onClick: () => navigate(generatePath(paths.inventoryIssuanceFlag, { id: row.id, locationId: row.location!.id })),
        },
      ]}
      rowActionsLabel={(row) => `Actions for the issue of ${row.stockItem.name}`}
      onRowClick={open}
      create={can('create') ? { label: 'Issue items', to: paths.inventoryIssuanceCreate } : undefined}
      LinkComponent={RouterLink}
      export={listExport(endpointPath(issuanceEndpoints.list), list.state)}
      empty={{ title: 'Nothing issued yet', description: 'Issue stock to a location or a staff member, on its own or to fulfil a requisition.' }}
      notice={routeNotice}
    />
  );
}
