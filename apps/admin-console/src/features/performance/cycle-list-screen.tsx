// /admin/performance/cycles: review cycles (spec fields name, department.name, frequency, dueDate shown as Start
// Date), with the status buttons (Not started, In progress, Completed) and their counts; server-paged.
import { listQueryFromState } from '@crewbase/api-client';
import { performanceQueries } from '@crewbase/data-access-performance';
import { cycleFrequencyLabels, cycleFrequencySchema, cycleStatusSchema, type Cycle } from '@crewbase/domain';
import { type DataTableColumn, type FilterBarField, ListScreen, useListState } from '@crewbase/ui';
import { useQuery } from '@tanstack/react-query';
import { generatePath, Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../app/paths';
import { statusFilter } from '../../shared/status-filter';
import { useRouteNotice } from '../../shared/use-route-notice';
import { useAdminCan } from '../access/use-can';
import { dateColumn, statusColumn } from '../requests/request-columns';

const filterFields: FilterBarField[] = [
  { field: 'name', label: 'Cycle name' },
  { field: 'department.name', label: 'Department' },
  { field: 'frequency', label: 'Frequency', options: cycleFrequencySchema.options.map((value) => ({ value, label: cycleFrequencyLabels[value] })) },
];

const columns: DataTableColumn<Cycle>[] = [
  { field: 'name', headerName: 'Cycle', flex: 1.3, minWidth: 200 },
  { field: 'department.name', headerName: 'Department', flex: 1, minWidth: 150, valueGetter: (_v, row) => row.department?.name ?? 'All departments' },
  { field: 'frequency', headerName: 'Frequency', width: 130, valueFormatter: (value: Cycle['frequency']) => cycleFrequencyLabels[value] },
  dateColumn('dueDate', 'Start Date'),
  { field: 'reviewCount', headerName: 'Reviews', width: 100, align: 'right', headerAlign: 'right', sortable: false },
  statusColumn(),
];

export function CycleListScreen() {
  const navigate = useNavigate();
  const can = useAdminCan('performance-review');
  const list = useListState(useSearchParams(), { defaultSort: { field: 'dueDate', direction: 'DESC' } });
  const query = listQueryFromState(list.state);
  const cycles = useQuery(performanceQueries.cycleList(query));
  const counts = useQuery(performanceQueries.cycleStatusCounts(query));
  const routeNotice = useRouteNotice();
  const open = (row: Cycle) => navigate(generatePath(paths.performanceCycleDetail, { id: row.id }));

  return (
    <ListScreen<Cycle>
      label="Review cycles"
      list={list}
      query={cycles}
      columns={columns}
      filterFields={filterFields}
      statusFilter={statusFilter(cycleStatusSchema.options, counts.data)}
      search={{ field: 'name', label: 'Search cycles by name' }}
      rowActions={(row) => [{ label: 'View', onClick: () => open(row) }]}
      rowActionsLabel={(row) => `Actions for the cycle ${row.name}`}
      onRowClick={open}
      create={can('create') ? { label: 'New cycle', to: paths.performanceCycleCreate } : undefined}
      LinkComponent={RouterLink}
      empty={{ title: 'No review cycles yet', description: 'A cycle sets when staff review themselves and which KPIs and questions they are reviewed on.' }}
      notice={routeNotice}
    />
  );
}
