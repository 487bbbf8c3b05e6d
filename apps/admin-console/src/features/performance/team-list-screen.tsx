// /admin/performance/teams: teams with their department and manager (spec fields name, department.name,
// manager.fullName), server-paged; View / Edit / Delete per row as the role allows.
import { listQueryFromState } from '@crewbase/api-client';
import { performanceQueries, usePerformanceMutations } from '@crewbase/data-access-performance';
import type { Team } from '@crewbase/domain';
import { type DataTableColumn, type FilterBarField, ListScreen, useConfirmedAction, useListState } from '@crewbase/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { generatePath, Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../app/paths';
import { useRouteNotice } from '../../shared/use-route-notice';
import { useAdminCan } from '../access/use-can';
import { dateColumn } from '../requests/request-columns';
import { performanceProblem } from './performance-problem';

const filterFields: FilterBarField[] = [
  { field: 'name', label: 'Team name' },
  { field: 'department.name', label: 'Department' },
  { field: 'manager.fullName', label: 'Manager' },
];

const columns: DataTableColumn<Team>[] = [
  { field: 'name', headerName: 'Team', flex: 1.2, minWidth: 180 },
  { field: 'department.name', headerName: 'Department', flex: 1, minWidth: 160, valueGetter: (_v, row) => row.department.name },
  { field: 'manager.fullName', headerName: 'Manager', flex: 1.2, minWidth: 180, valueGetter: (_v, row) => row.manager.fullName },
  { field: 'memberCount', headerName: 'Members', width: 110, align: 'right', headerAlign: 'right', sortable: false },
  dateColumn('createdAt', 'Created on'),
];

export function TeamListScreen() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const can = useAdminCan('performance-review');
  const list = useListState(useSearchParams(), { defaultSort: { field: 'name', direction: 'ASC' } });
  const teams = useQuery(performanceQueries.teamList(listQueryFromState(list.state)));
  const { remove } = usePerformanceMutations('team');
  const confirmed = useConfirmedAction({
    describeError: performanceProblem,
    onConflict: () => void queryClient.invalidateQueries({ queryKey: performanceQueries.all() }),
  });
  const routeNotice = useRouteNotice();
  const open = (row: Team) => navigate(generatePath(paths.performanceTeamDetail, { id: row.id }));

  return (
    <ListScreen<Team>
      label="Teams"
      list={list}
      query={teams}
      columns={columns}
      filterFields={filterFields}
      search={{ field: 'name', label: 'Search teams by name' }}
      rowActions={(row) => [
        { label: 'View', onClick: () => open(row) },
        { label: 'Edit', hidden: !can('update'), onClick: () => navigate(generatePath(paths.performanceTeamUpdate, { id: row.id })) },
        {
          label: 'Delete',
          tone: 'danger',
          hidden: !can('delete'),
          onClick: () =>
            confirmed.ask({
              title: 'Delete this team?',
              description: `${row.name} (${row.department.name}) is removed. Its members keep their reviews.`,
              confirmLabel: 'Delete',
              tone: 'danger',
              doneMessage: 'Team deleted.',
              run: () => remove.mutateAsync(row.id),
            }),
        },
      ]}
      rowActionsLabel={(row) => `Actions for the team ${row.name}`}
      onRowClick={open}
      create={can('create') ? { label: 'New team', to: paths.performanceTeamCreate } : undefined}
      LinkComponent={RouterLink}
      empty={{ title: 'No teams yet', description: 'A team groups staff under a manager within a department.' }}
      notice={confirmed.notice ?? routeNotice}
    >
      {confirmed.dialog}
    </ListScreen>
  );
}
