// Settings > Roles: admin roles with how many permissions and admins each has; the Super Admin role is locked.
import { listQueryFromState } from '@crewbase/api-client';
import { settingsQueries, useSettingsMutations } from '@crewbase/data-access-settings';
import type { RoleListItem } from '@crewbase/domain';
import { ConfirmDialog, DataTable, FilterBar, formatDate, rowActionsColumn, useListState } from '@crewbase/ui';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { generatePath, Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../app/paths';
import { useCan } from '../access/use-can';

const baseColumns: GridColDef<RoleListItem>[] = [
  { field: 'displayName', headerName: 'Role', flex: 1, minWidth: 160 },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 140 },
  { field: 'permissionCount', headerName: 'Permissions', width: 120, sortable: false, valueGetter: (value, row) => (row.isSuperAdmin ? 'All' : value) },
  { field: 'userCount', headerName: 'Admins', width: 100, sortable: false },
  { field: 'createdAt', headerName: 'Created', width: 130, valueFormatter: (value: string) => formatDate(value, { month: 'short' }) },
];

export function RolesListScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  const can = useCan();
  const list = useListState(useSearchParams(), { defaultSort: { field: 'createdAt', direction: 'ASC' } });
  const roles = useQuery(settingsQueries.roles.list(listQueryFromState(list.state)));
  const { remove } = useSettingsMutations('roles');
  const [deleting, setDeleting] = useState<RoleListItem | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const saved = (location.state as { saved?: string } | null)?.saved;
  const edit = (row: RoleListItem) => navigate(generatePath(paths.settingsRoleEdit, { id: row.id }));

  const columns = useMemo(
    () => [
      ...baseColumns,
      rowActionsColumn<RoleListItem>(
        (row) => [
          { label: 'Edit', onClick: () => edit(row), hidden: !can('roles', 'update'), disabled: row.isSuperAdmin },
          { label: 'Delete', tone: 'danger', onClick: () => setDeleting(row), hidden: !can('roles', 'delete'), disabled: row.isSuperAdmin },
        ],
        { label: (row) => `Actions for ${row.displayName}` },
      ),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- edit only wraps navigate
    [can, navigate],
  );

  return (
    <Stack spacing={2}>
      {saved && <Alert severity="success" role="status">{`The role "${saved}" is saved; its holders see the change on their next page.`}</Alert>}
      {problem && (
        <Alert severity="error" role="alert" onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
      {can('roles', 'create') && (
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button component={RouterLink} to={paths.settingsRoleCreate} variant="adminPrimary" startIcon={<AddIcon />}>
            Add role
          </Button>
        </Stack>
      )}
      <FilterBar label="Role filters" fields={[{ field: 'displayName', label: 'Role' }, { field: 'name', label: 'Name' }]} {...list.filterBarProps} />
      <DataTable
        label="Roles"
        columns={columns}
        rows={roles.data?.data ?? []}
        rowCount={roles.data?.total ?? 0}
        loading={roles.isFetching}
        error={roles.error}
        onRetry={() => void roles.refetch()}
        onRowClick={(row) => can('roles', 'update') && !row.isSuperAdmin && edit(row)}
        emptyTitle="No roles found"
        {...list.tableProps}
      />
      <ConfirmDialog
        open={Boolean(deleting)}
        title={`Delete the role ${deleting?.displayName ?? ''}?`}
        description="Admins who hold it must be given another role first."
        confirmLabel="Delete"
        tone="danger"
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onError: (e) => setProblem(e.message), onSettled: () => setDeleting(null) })}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
