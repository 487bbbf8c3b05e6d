// /admin/inventory/requisitions: what sites asked for (location, staff member, reason, items), with the status
// buttons (Pending, Fulfilled, Denied) and their counts; server-paged, exportable. A site manager lands here.
import { listQueryFromState } from '@crewbase/api-client';
import { inventoryQueries } from '@crewbase/data-access-inventory';
import { endpointPath, requisitionEndpoints, requisitionStatusSchema, type Requisition } from '@crewbase/domain';
import { type DataTableColumn, type FilterBarField, ListScreen, useListState } from '@crewbase/ui';
import { useQuery } from '@tanstack/react-query';
import { generatePath, Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../app/paths';
import { listExport } from '../../shared/list-export';
import { statusFilter } from '../../shared/status-filter';
import { useRouteNotice } from '../../shared/use-route-notice';
import { useAdminCan } from '../access/use-can';
import { dateColumn, statusColumn } from '../requests/request-columns';
import { quantityColumn, refColumn } from './inventory-columns';

const filterFields: FilterBarField[] = [
  { field: 'location.name', label: 'Location' },
  { field: 'reason', label: 'Reason' },
];

const columns: DataTableColumn<Requisition>[] = [
  refColumn('location.name', 'Location', (row) => row.location, 180),
  { field: 'staff', headerName: 'For', flex: 1, minWidth: 160, sortable: false, valueGetter: (_v, row) => row.staff?.fullName ?? '—' },
  { field: 'reason', headerName: 'Reason', flex: 1.6, minWidth: 220 },
  quantityColumn('totalQuantity', 'Units asked', false),
  dateColumn('createdAt', 'Raised on'),
  statusColumn(),
];

export function RequisitionListScreen() {
  const navigate = useNavigate();
  const can = useAdminCan('requisitions');
  const list = useListState(useSearchParams(), { defaultSort: { field: 'createdAt', direction: 'DESC' }, dateField: 'createdAt' });
  const query = listQueryFromState(list.state);
  const requisitions = useQuery(inventoryQueries.requisitionList(query));
  const counts = useQuery(inventoryQueries.requisitionStatusCounts(query));
  const routeNotice = useRouteNotice();
  const open = (row: Requisition) => navigate(generatePath(paths.inventoryRequisitionDetail, { id: row.id }));

  return (
    <ListScreen<Requisition>
      label="Requisitions"
      list={list}
      query={requisitions}
      columns={columns}
      filterFields={filterFields}
      statusFilter={statusFilter(requisitionStatusSchema.options, counts.data)}
      search={{ field: 'location.name', label: 'Search requisitions by location' }}
      dateRangeLabel="Raised"
      rowActions={(row) => [
        { label: 'View', onClick: () => open(row) },
        {
          label: 'Edit',
          hidden: !can('update'),
          disabled: row.status !== 'Pending',
          onClick: () => navigate(generatePath(paths.inventoryRequisitionUpdate, { id: row.id })),
        },
      ]}
      rowActionsLabel={(row) => `Actions for the requisition from ${row.location.name}`}
      onRowClick={open}
      create={can('create') ? { label: 'New requisition', to: paths.inventoryRequisitionCreate } : undefined}
      LinkComponent={RouterLink}
      export={listExport(endpointPath(requisitionEndpoints.list), list.state)}
      empty={{ title: 'No requisitions yet', description: 'A site asks for items here; the store fulfils it by issuing them, or denies it with a reason.' }}
      notice={routeNotice}
    />
  );
}
