// /admin/profiles/staffs: every staff member, searched, filtered, sorted and paged by the API; the address keeps
// the list's state so a filtered list can be shared and back/forward work.
import { listQueryFromState } from '@crewbase/api-client';
import { peopleQueries } from '@crewbase/data-access-people';
import { endpointPath, staffEndpoints, staffStatusSchema, type StaffListItem } from '@crewbase/domain';
import { type DataTableColumn, type FilterBarField, formatDate, ListScreen, StatusChip, useListState } from '@crewbase/ui';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { generatePath, Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../app/paths';
import { listExport } from '../../shared/list-export';
import { statusFilter } from '../../shared/status-filter';
import { useCan } from '../access/use-can';
import { PendingBankChangesNotice } from '../bank-detail-changes/pending-bank-changes-notice';
import { TerminateStaffDialog } from './terminate-staff-dialog';

const filterFields: FilterBarField[] = [
  { field: 'fullName', label: 'Name' },
  { field: 'staffId', label: 'Staff ID' },
  { field: 'department.name', label: 'Department' },
  { field: 'jobTitleName', label: 'Job title' },
];

const baseColumns: DataTableColumn<StaffListItem>[] = [
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
  const query = listQueryFromState(list.state);
  const staff = useQuery(peopleQueries.staffList(query));
  const counts = useQuery(peopleQueries.staffStatusCounts(query));
  const [terminating, setTerminating] = useState<StaffListItem | null>(null);

  return (
    <ListScreen<StaffListItem>
      label="Staff"
      list={list}
      query={staff}
      columns={baseColumns}
      filterFields={filterFields}
      statusFilter={statusFilter(staffStatusSchema.options, counts.data)}
      search={{ field: 'fullName', label: 'Search by name' }}
      rowActions={(row) => [
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
      ]}
      rowActionsLabel={(row) => `Actions for ${row.fullName}`}
      onRowClick={(row) => navigate(staffDetailPath(row.id))}
      create={can('staff', 'create') ? { label: 'Add New Staff', to: paths.profilesStaffsCreate, icon: <PersonAddIcon aria-hidden /> } : undefined}
      actions={
        can('staff', 'create') ? (
          <Button component={RouterLink} to={paths.profilesStaffsImport} variant="secondary" startIcon={<UploadFileIcon aria-hidden />}>
            Import staff
          </Button>
        ) : undefined
      }
      LinkComponent={RouterLink}
      export={listExport(endpointPath(staffEndpoints.list), list.state)}
      empty={{ title: 'No staff yet', description: 'Add the first staff member to get started.' }}
      filteredEmpty={{ title: 'No staff match these filters', description: 'Try other filters or clear them.' }}
      notice={<PendingBankChangesNotice />}
    >
      {terminating && (
        <TerminateStaffDialog staffId={terminating.id} fullName={terminating.fullName} onClose={() => setTerminating(null)} />
      )}
    </ListScreen>
  );
}
