// /admin/profiles/admins: admin accounts, server-side list with the list kit; deactivate/reactivate from the row.
import { listQueryFromState } from '@crewbase/api-client';
import { accountQueries } from '@crewbase/data-access-account';
import { peopleQueries, useAdminMutations } from '@crewbase/data-access-people';
import { accountStatusSchema, adminStatusTransitions, adminEndpoints, endpointPath, type Admin } from '@crewbase/domain';
import { type DataTableColumn, type FilterBarField, formatDate, ListScreen, StatusChip, useConfirmedAction, useListState } from '@crewbase/ui';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { useQuery } from '@tanstack/react-query';
import { generatePath, Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../app/paths';
import { listExport } from '../../shared/list-export';
import { statusFilter } from '../../shared/status-filter';
import { useCan } from '../access/use-can';

const filterFields: FilterBarField[] = [
  { field: 'firstName', label: 'First name' },
  { field: 'lastName', label: 'Last name' },
  { field: 'email', label: 'Email' },
  { field: 'role.displayName', label: 'Role' },
];

const baseColumns: DataTableColumn<Admin>[] = [
  { field: 'firstName', headerName: 'First name', flex: 1, minWidth: 130 },
  { field: 'lastName', headerName: 'Last name', flex: 1, minWidth: 130 },
  { field: 'email', headerName: 'Email', flex: 1.4, minWidth: 200 },
  { field: 'role.displayName', headerName: 'Role', flex: 1, minWidth: 140, valueGetter: (_v, row) => row.role.displayName },
  { field: 'status', headerName: 'Status', width: 120, renderCell: ({ row }) => <StatusChip status={row.status} /> },
  { field: 'createdAt', headerName: 'Created', width: 130, valueFormatter: (value: string) => formatDate(value, { month: 'short' }) },
];

export const adminDetailPath = (id: string) => generatePath(paths.profilesAdminDetail, { id });

/** Deactivate / reactivate, as the account state machine allows from the current status. */
export function accountMove(admin: Pick<Admin, 'status'>) {
  if (adminStatusTransitions[admin.status].includes('Inactive')) return { status: 'Inactive' as const, label: 'Deactivate' };
  if (adminStatusTransitions[admin.status].includes('Active')) return { status: 'Active' as const, label: 'Reactivate' };
  return null;
}

export function AdminListScreen() {
  const navigate = useNavigate();
  const can = useCan();
  const list = useListState(useSearchParams(), { defaultSort: { field: 'createdAt', direction: 'DESC' }, dateField: 'createdAt' });
  const query = listQueryFromState(list.state);
  const admins = useQuery(peopleQueries.adminList(query));
  const counts = useQuery(peopleQueries.adminStatusCounts(query));
  const { update } = useAdminMutations();
  const myId = useQuery(accountQueries.adminProfile()).data?.id;
  const confirmation = useConfirmedAction();

  const askMove = (admin: Admin, move: NonNullable<ReturnType<typeof accountMove>>) =>
    confirmation.ask({
      title: `${move.label} ${admin.fullName}?`,
      description: move.status === 'Inactive' ? 'They are signed out at once and cannot sign in until reactivated.' : 'They can sign in to the admin console again.',
      confirmLabel: move.label,
      tone: move.status === 'Inactive' ? 'danger' : 'primary',
      doneMessage: `${admin.fullName} is now ${move.status}.`,
      run: () => update.mutateAsync({ id: admin.id, input: { status: move.status } }),
    });

  return (
    <ListScreen<Admin>
      label="Admins"
      list={list}
      query={admins}
      columns={baseColumns}
      filterFields={filterFields}
      statusFilter={statusFilter(accountStatusSchema.options, counts.data)}
      search={{ field: 'email', label: 'Search by email' }}
      rowActions={(row) => {
        const move = accountMove(row);
        return [
          { label: 'View', onClick: () => navigate(adminDetailPath(row.id)) },
          {
            label: move?.label ?? 'Deactivate',
            onClick: () => move && askMove(row, move),
            hidden: !can('users', 'update') || !move || row.id === myId,
            tone: move?.status === 'Inactive' ? 'danger' : undefined,
          },
        ];
      }}
      rowActionsLabel={(row) => `Actions for ${row.fullName}`}
      onRowClick={(row) => navigate(adminDetailPath(row.id))}
      create={can('users', 'create') ? { label: 'Add New Admin', to: paths.profilesAdminsCreate, icon: <PersonAddIcon aria-hidden /> } : undefined}
      LinkComponent={RouterLink}
      export={listExport(endpointPath(adminEndpoints.list), list.state)}
      empty={{ title: 'No admins yet' }}
      filteredEmpty={{ title: 'No admins match' }}
      notice={confirmation.notice}
    >
      {confirmation.dialog}
    </ListScreen>
  );
}
