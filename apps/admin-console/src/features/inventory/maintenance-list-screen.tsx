// /admin/inventory/maintain: maintenance requests (spec fields item, flaggedBy.firstName, priority, createdAt,
// status), Overdue marked, the status buttons (Pending, In progress, Completed) with their counts; exportable.
import { listQueryFromState } from '@crewbase/api-client';
import { inventoryQueries } from '@crewbase/data-access-inventory';
import { endpointPath, inventoryStatusSchema, maintenancePrioritySchema, maintenanceRequestEndpoints, type MaintenanceRequest } from '@crewbase/domain';
import { ListScreen, useListState, type FilterBarField } from '@crewbase/ui';
import { useQuery } from '@tanstack/react-query';
import { generatePath, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../app/paths';
import { listExport } from '../../shared/list-export';
import { statusFilter } from '../../shared/status-filter';
import { useRouteNotice } from '../../shared/use-route-notice';
import { useAdminCan } from '../access/use-can';
import { maintenanceColumns } from './maintenance-columns';

const filterFields: FilterBarField[] = [
  { field: 'item', label: 'Item' },
  { field: 'flaggedBy.firstName', label: 'Flagged by' },
  { field: 'priority', label: 'Priority', options: maintenancePrioritySchema.options.map((value) => ({ value, label: value })) },
  { field: 'overdue', label: 'Overdue', options: [{ value: 'true', label: 'Overdue' }, { value: 'false', label: 'Not overdue' }] },
];

export function MaintenanceListScreen() {
  const navigate = useNavigate();
  const can = useAdminCan('inventory');
  const list = useListState(useSearchParams(), { defaultSort: { field: 'createdAt', direction: 'DESC' }, dateField: 'createdAt' });
  const query = listQueryFromState(list.state);
  const requests = useQuery(inventoryQueries.maintenanceList(query));
  const counts = useQuery(inventoryQueries.maintenanceStatusCounts(query));
  const routeNotice = useRouteNotice();
  const open = (row: MaintenanceRequest) => navigate(generatePath(paths.inventoryMaintainDetail, { id: row.id }));

  return (
    <ListScreen<MaintenanceRequest>
      label="Maintenance requests"
      list={list}
      query={requests}
      columns={maintenanceColumns}
      filterFields={filterFields}
      statusFilter={statusFilter(inventoryStatusSchema.options, counts.data)}
      search={{ field: 'item', label: 'Search maintenance requests by item' }}
      dateRangeLabel="Flagged"
      rowActions={(row) => [
        { label: 'View', onClick: () => open(row) },
        {
          label: 'Send for maintenance',
          hidden: !can('approve'),
          disabled: row.status !== 'PENDING',
          onClick: () => navigate(generatePath(paths.inventoryMaintainSend, { id: row.id })),
        },
      ]}
      rowActionsLabel={(row) => `Actions for the maintenance of ${row.item.name}`}
      onRowClick={open}
      export={listExport(endpointPath(maintenanceRequestEndpoints.list), list.state)}
      empty={{ title: 'No maintenance requests', description: 'Flag an issued item as damaged or faulty to open one.' }}
      notice={routeNotice}
    />
  );
}
