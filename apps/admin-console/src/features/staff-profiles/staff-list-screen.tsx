// /admin/profiles/staffs: every staff member, searched, filtered, sorted and paged by the API; the address keeps
// the list's state so a filtered list can be shared and back/forward work.
import { listQueryFromState } from '@crewbase/api-client';
import { peopleQueries } from '@crewbase/data-access-people';
import { staffStatusSchema, type StaffListItem } from '@crewbase/domain';
import {
  DataTable,
  FilterBar,
  formatDate,
  rowActionsColumn,
  StatusChip,
  useListState,
  type FilterBarField,
} from '@crewbase/ui';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { generatePath, Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../app/paths';
import { useCan } from '../access/use-can';
import { TerminateStaffDialog } from './terminate-staff-dialog';

const filterFields: FilterBarField[] = [
  { field: 'fullName', label: 'Name' },
  { field: 'staffId', label: 'Staff ID' },
  { field: 'department.name', label: 'Department' },
  { field: 'jobTitleName', label: 'Job title' },
  { field: 'status', label: 'Status', options: staffStatusSchema.options.map((s) => ({ value: s, label: s })) },
];

const baseColumns: GridColDef<StaffListItem>[] = [
  { field: 'staffId', headerName: 'Staff ID', width: 120 },
  { field: 'fullName', headerName: 'Name', flex: 1, minWidth: 180 },
  {
    field: 'department.name',
    headerName: 'Department',
    flex: 1,
    minWidth: 140,
    valueGetter: (_value, row) => row.department?.name ?? '—',
  },
  { field: 'jobTitleName', headerName: 'Job title', flex: 1, minWidth: 140, valueGetter: (value) => value ?? '—' },
  { field: 'status', headerName: 'Status', width: 130, renderCell: ({ row }) => <StatusChip status={row.status} /> },
  {
    field: 'createdAt',
    headerName: 'Created',
    width: 140,
    valueFormatter: (value: string) => formatDate(value, { month: 'short' }),
  },
];

export const staffDetailPath = (id: string) => generatePath(paths.profilesStaffDetail, { id });

export function StaffListScreen() {
  const navigate = useNavigate();
  const can = useCan();
  const list = useListState(useSearchParams(), { defaultSort: { field: 'createdAt', direction: 'DESC' }, dateField: 'createdAt' });
  const staff = useQuery(peopleQueries.staffList(listQueryFromState(list.state)));
  const [terminating, setTerminating] = useState<StaffListItem | null>(null);

  const columns = useMemo(
    () => [
      ...baseColumns,
      rowActionsColumn<StaffListItem>(
        (row) => [
          { label: 'View', onClick: () => navigate(staffDetailPath(row.id)) },
          {
            label: 'Edit',
            onClick: () => navigate(`${staffDetailPath(row.id)}?edit=1`),
            hidden: !can('staff', 'update'),
            disabled: row.status === 'Terminated' || row.status === 'Resigned',
          },
          {
            label: 'Terminate',
            tone: 'danger',
            onClick: () => setTerminating(row),
            hidden: !can('staff', 'delete'),
            disabled: row.status !== 'Active' && row.status !== 'Suspended',
          },
        ],
        { label: (row) => `Actions for ${row.fullName}` },
      ),
    ],
    [can, navigate],
  );

  return (
    <Stack spacing={2}>
      {can('staff', 'create') && (
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button component={RouterLink} to={paths.profilesStaffsCreate} variant="adminPrimary" startIcon={<PersonAddIcon />}>
            Add New Staff
          </Button>
        </Stack>
      )}
      <FilterBar
        label="Staff filters"
        fields={filterFields}
        search={{ field: 'fullName', label: 'Search by name' }}
        dateRangeLabel="Created"
        {...list.filterBarProps}
      />
      <DataTable
        label="Staff"
        columns={columns}
        rows={staff.data?.data ?? []}
        rowCount={staff.data?.total ?? 0}
        loading={staff.isFetching}
        error={staff.error}
        onRetry={() => void staff.refetch()}
        onRowClick={(row) => navigate(staffDetailPath(row.id))}
        emptyTitle={list.state.filters.length > 0 ? 'No staff match these filters' : 'No staff yet'}
        emptyDescription={list.state.filters.length > 0 ? 'Try other filters or clear them.' : 'Add the first staff member to get started.'}
        {...list.tableProps}
      />
      {terminating && (
        <TerminateStaffDialog staffId={terminating.id} fullName={terminating.fullName} onClose={() => setTerminating(null)} />
      )}
    </Stack>
  );
}
