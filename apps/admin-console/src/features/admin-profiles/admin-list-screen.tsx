// /admin/profiles/admins: admin accounts, server-side list with the list kit; deactivate/reactivate from the row.
import { listQueryFromState } from '@crewbase/api-client';
import { accountQueries } from '@crewbase/data-access-account';
import { peopleQueries, useAdminUserMutations } from '@crewbase/data-access-people';
import { accountStatusSchema, adminStatusTransitions, type AdminUser } from '@crewbase/domain';
import { ConfirmDialog, DataTable, FilterBar, formatDate, rowActionsColumn, StatusChip, useListState, type FilterBarField } from '@crewbase/ui';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { generatePath, Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../app/paths';
import { useCan } from '../access/use-can';

const filterFields: FilterBarField[] = [
  { field: 'firstName', label: 'First name' },
  { field: 'lastName', label: 'Last name' },
  { field: 'email', label: 'Email' },
  { field: 'role.displayName', label: 'Role' },
  { field: 'status', label: 'Status', options: accountStatusSchema.options.map((s) => ({ value: s, label: s })) },
];

const baseColumns: GridColDef<AdminUser>[] = [
  { field: 'firstName', headerName: 'First name', flex: 1, minWidth: 130 },
  { field: 'lastName', headerName: 'Last name', flex: 1, minWidth: 130 },
  { field: 'email', headerName: 'Email', flex: 1.4, minWidth: 200 },
  { field: 'role.displayName', headerName: 'Role', flex: 1, minWidth: 140, valueGetter: (_v, row) => row.role.displayName },
  { field: 'status', headerName: 'Status', width: 120, renderCell: ({ row }) => <StatusChip status={row.status} /> },
  { field: 'createdAt', headerName: 'Created', width: 130, valueFormatter: (value: string) => formatDate(value, { month: 'short' }) },
];

export const adminDetailPath = (id: string) => generatePath(paths.profilesAdminDetail, { id });

/** Deactivate / reactivate, as the account state machine allows from the current status. */
export function accountMove(user: Pick<AdminUser, 'status'>) {
  if (adminStatusTransitions[user.status].includes('Inactive')) return { status: 'Inactive' as const, label: 'Deactivate' };
  if (adminStatusTransitions[user.status].includes('Active')) return { status: 'Active' as const, label: 'Reactivate' };
  return null;
}

export function AdminListScreen() {
  const navigate = useNavigate();
  const can = useCan();
  const list = useListState(useSearchParams(), { defaultSort: { field: 'createdAt', direction: 'DESC' }, dateField: 'createdAt' });
  const admins = useQuery(peopleQueries.adminList(listQueryFromState(list.state)));
  const { update } = useAdminUserMutations();
  const myId = useQuery(accountQueries.adminProfile()).data?.id;
  const [moving, setMoving] = useState<{ user: AdminUser; status: 'Active' | 'Inactive'; label: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const columns = useMemo(
    () => [
      ...baseColumns,
      rowActionsColumn<AdminUser>(
        (row) => {
          const move = accountMove(row);
          return [
            { label: 'View', onClick: () => navigate(adminDetailPath(row.id)) },
            {
              label: move?.label ?? 'Deactivate',
              onClick: () => move && setMoving({ user: row, ...move }),
              hidden: !can('users', 'update') || !move || row.id === myId,
              tone: move?.status === 'Inactive' ? ('danger' as const) : undefined,
            },
          ];
        },
        { label: (row) => `Actions for ${row.fullName}` },
      ),
    ],
    [can, navigate, myId],
  );

  return (
    <Stack spacing={2}>
      {can('users', 'create') && (
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button component={RouterLink} to={paths.profilesAdminsCreate} variant="adminPrimary" startIcon={<PersonAddIcon />}>
            Add New Admin
          </Button>
        </Stack>
      )}
      {problem && (
        <Alert severity="error" role="alert" onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
      <FilterBar label="Admin filters" fields={filterFields} search={{ field: 'email', label: 'Search by email' }} dateRangeLabel="Created" {...list.filterBarProps} />
      <DataTable
        label="Admins"
        columns={columns}
        rows={admins.data?.data ?? []}
        rowCount={admins.data?.total ?? 0}
        loading={admins.isFetching}
        error={admins.error}
        onRetry={() => void admins.refetch()}
        onRowClick={(row) => navigate(adminDetailPath(row.id))}
        emptyTitle="No admins match"
        {...list.tableProps}
      />
      <ConfirmDialog
        open={Boolean(moving)}
        title={moving ? `${moving.label} ${moving.user.fullName}?` : ''}
        description={moving?.status === 'Inactive' ? 'They are signed out at once and cannot sign in until reactivated.' : 'They can sign in to the admin console again.'}
        confirmLabel={moving?.label ?? 'Confirm'}
        tone={moving?.status === 'Inactive' ? 'danger' : 'primary'}
        loading={update.isPending}
        onConfirm={() =>
          moving &&
          update.mutate(
            { id: moving.user.id, input: { status: moving.status } },
            { onError: (error) => setProblem(error.message), onSettled: () => setMoving(null) },
          )
        }
        onClose={() => setMoving(null)}
      />
    </Stack>
  );
}
