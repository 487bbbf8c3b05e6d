// /admin/inventory/procure/maintenance: maintenance from the procure side: what is with which vendor, when it is
// expected back (Overdue when past it), and what it cost; the same requests as Maintain, with vendor columns.
import { listQueryFromState } from '@crewbase/api-client';
import { inventoryQueries } from '@crewbase/data-access-inventory';
import { endpointPath, inventoryStatusSchema, maintenanceRequestEndpoints, type MaintenanceRequest } from '@crewbase/domain';
import { ListScreen, useListState, type FilterBarField } from '@crewbase/ui';
import { useQuery } from '@tanstack/react-query';
import { generatePath, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../app/paths';
import { listExport } from '../../shared/list-export';
import { statusFilter } from '../../shared/status-filter';
import { vendorMaintenanceColumns } from './maintenance-columns';

const filterFields: FilterBarField[] = [
  { field: 'item', label: 'Item' },
  { field: 'overdue', label: 'Overdue', options: [{ value: 'true', label: 'Overdue' }, { value: 'false', label: 'Not overdue' }] },
];

export function ProcureMaintenanceScreen() {
  const navigate = useNavigate();
  const list = useListState(useSearchParams(), { defaultSort: { field: 'expectedReturnDate', direction: 'ASC' } });
  const query = listQueryFromState(list.state);
  const requests = useQuery(inventoryQueries.maintenanceList(query));
  const counts = useQuery(inventoryQueries.maintenanceStatusCounts(query));
  const open = (row: MaintenanceRequest) => navigate(generatePath(paths.inventoryMaintainDetail, { id: row.id }));

  return (
    <ListScreen<MaintenanceRequest>
      label="Maintenance with vendors"
      list={list}
      query={requests}
      columns={vendorMaintenanceColumns}
      filterFields={filterFields}
      statusFilter={statusFilter(inventoryStatusSchema.options, counts.data)}
      search={{ field: 'item', label: 'Search maintenance by item' }}
      rowActions={(row) => [{ label: 'View', onClick: () => open(row) }]}
      rowActionsLabel={(row) => `Actions for the maintenance of ${row.item.name}`}
      onRowClick={open}
      export={listExport(endpointPath(maintenanceRequestEndpoints.list), list.state)}
      empty={{ title: 'No maintenance yet', description: 'Items sent to a vendor for repair show here with their expected return and cost.' }}
    />
  );
}
