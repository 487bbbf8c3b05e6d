// /admin/inventory/procure/vendors: the vendors stock is bought from and items are sent to for maintenance (spec
// fields name, contactPerson, phoneNumber), server-paged, exportable; View / Edit / Delete per row.
import { listQueryFromState } from '@crewbase/api-client';
import { inventoryQueries, useInventoryMutations } from '@crewbase/data-access-inventory';
import { endpointPath, vendorEndpoints, type Vendor } from '@crewbase/domain';
import { type DataTableColumn, type FilterBarField, ListScreen, useConfirmedAction, useListState } from '@crewbase/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { generatePath, Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../app/paths';
import { listExport } from '../../shared/list-export';
import { useRouteNotice } from '../../shared/use-route-notice';
import { useAdminCan } from '../access/use-can';
import { dateColumn } from '../requests/request-columns';
import { inventoryProblem } from './inventory-problem';

const filterFields: FilterBarField[] = [
  { field: 'name', label: 'Vendor name' },
  { field: 'contactPerson', label: 'Contact person' },
  { field: 'phoneNumber', label: 'Phone number' },
  { field: 'email', label: 'Email' },
];

const columns: DataTableColumn<Vendor>[] = [
  { field: 'name', headerName: 'Vendor', flex: 1.3, minWidth: 200 },
  { field: 'contactPerson', headerName: 'Contact person', flex: 1, minWidth: 160, valueGetter: (v: string | null) => v ?? '—' },
  { field: 'phoneNumber', headerName: 'Phone number', flex: 1, minWidth: 150, valueGetter: (v: string | null) => v ?? '—' },
  { field: 'email', headerName: 'Email', flex: 1.2, minWidth: 200, valueGetter: (v: string | null) => v ?? '—' },
  dateColumn('createdAt', 'Added on'),
];

export function VendorListScreen() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const can = useAdminCan('inventory');
  const list = useListState(useSearchParams(), { defaultSort: { field: 'name', direction: 'ASC' } });
  const vendors = useQuery(inventoryQueries.vendorList(listQueryFromState(list.state)));
  const { remove } = useInventoryMutations('vendor');
  const confirmed = useConfirmedAction({
    describeError: inventoryProblem,
    onConflict: () => void queryClient.invalidateQueries({ queryKey: inventoryQueries.all() }),
  });
  const routeNotice = useRouteNotice();
  const open = (row: Vendor) => navigate(generatePath(paths.inventoryVendorDetail, { id: row.id }));

  return (
    <ListScreen<Vendor>
      label="Vendors"
      list={list}
      query={vendors}
      columns={columns}
      filterFields={filterFields}
      search={{ field: 'name', label: 'Search vendors by name' }}
      rowActions={(row) => [
        { label: 'View', onClick: () => open(row) },
        { label: 'Edit', hidden: !can('update'), onClick: () => navigate(generatePath(paths.inventoryVendorEdit, { id: row.id })) },
        {
          label: 'Delete',
          tone: 'danger',
          hidden: !can('delete'),
          onClick: () =>
            confirmed.ask({
              title: 'Delete this vendor?',
              description: `${row.name} is removed. A vendor a procurement or a maintenance request names stays.`,
              confirmLabel: 'Delete',
              tone: 'danger',
              doneMessage: 'Vendor deleted.',
              run: () => remove.mutateAsync(row.id),
            }),
        },
      ]}
      rowActionsLabel={(row) => `Actions for the vendor ${row.name}`}
      onRowClick={open}
      create={can('create') ? { label: 'Add vendor', to: paths.inventoryVendorCreate } : undefined}
      LinkComponent={RouterLink}
      export={listExport(endpointPath(vendorEndpoints.list), list.state)}
      empty={{ title: 'No vendors yet', description: 'Vendors supply stock and repair items sent for maintenance.' }}
      notice={confirmed.notice ?? routeNotice}
    >
      {confirmed.dialog}
    </ListScreen>
  );
}
