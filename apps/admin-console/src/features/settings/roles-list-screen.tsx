// Settings > Roles: admin roles with how many permissions and admins each has; the Super Admin role is locked.
import { listQueryFromState } from '@crewbase/api-client';
import { settingsQueries, useSettingsMutations } from '@crewbase/data-access-settings';
import type { RoleListItem } from '@crewbase/domain';
import { type DataTableColumn, type FilterBarField, formatDate, ListScreen, useConfirmedAction, useListState } from '@crewbase/ui';
import { useQuery } from '@tanstack/react-query';
import { generatePath, Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../app/paths';
import { useCan } from '../access/use-can';
import { useRouteNotice } from '../../shared/use-route-notice';

const filterFields: FilterBarField[] = [
  { field: 'displayName', label: 'Role' },
  { field: 'name', label: 'Name' },
];

const baseColumns: DataTableColumn<RoleListItem>[] = [
  { field: 'displayName', headerName: 'Role', flex: 1, minWidth: 160 },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 140 },
  { field: 'permissionCount', headerName: 'Permissions', width: 120, sortable: false, valueGetter: (value, row) => (row.isSuperAdmin ? 'All' : value) },
  { field: 'userCount', headerName: 'Admins', width: 100, sortable: false },
  { field: 'createdAt', headerName: 'Created', width: 130, valueFormatter: (value: string) => formatDate(value, { month: 'short' }) },
];

export function RolesListScreen() {
  const navigate = useNavigate();
  const can = useCan();
  const list = useListState(useSearchParams(), { defaultSort: { field: 'createdAt', direction: 'ASC' } });
  const roles = useQuery(settingsQueries.roles.list(listQueryFromState(list.state)));
  const { remove } = useSettingsMutations('roles');
  const confirmation = useConfirmedAction();
  const routeNotice = useRouteNotice();
  const edit = (row: RoleListItem) => navigate(generatePath(paths.settingsRoleEdit, { id: row.id }));

  return (
    <ListScreen<RoleListItem>
      label="Roles"
      list={list}
      query={roles}
      columns={baseColumns}
      filterFields={filterFields}
      rowActions={(row) => [
        { label: 'Edit', onClick: () => edit(row), hidden: !can('roles', 'update'), disabled: row.isSuperAdmin },
        {
          label: 'Delete',
          tone: 'danger',
          hidden: !can('roles', 'delete'),
          disabled: row.isSuperAdmin,
          onClick: () =>
            confirmation.ask({
              title: `Delete the role ${row.displayName}?`,
              description: 'Admins who hold it must be given another role first.',
              confirmLabel: 'Delete',
              tone: 'danger',
              doneMessage: `The role "${row.displayName}" was deleted.`,
              run: () => remove.mutateAsync(row.id),
            }),
        },
      ]}
      rowActionsLabel={(row) => `Actions for ${row.displayName}`}
      onRowClick={(row) => can('roles', 'update') && !row.isSuperAdmin && edit(row)}
      create={can('roles', 'create') ? { label: 'Add role', to: paths.settingsRoleCreate } : undefined}
      LinkComponent={RouterLink}
      empty={{ title: 'No roles yet' }}
      filteredEmpty={{ title: 'No roles found' }}
      notice={confirmation.notice ?? routeNotice}
    >
      {confirmation.dialog}
    </ListScreen>
  );
}
