// /admin/leave-mgt: every leave request, filtered, sorted and paged on the server; View / Cancel / Delete per row
// where the request's state allows it and the admin's role permits.
import { listQueryFromState } from '@crewbase/api-client';
import { leaveQueries } from '@crewbase/data-access-leave';
import { leaveStatusSchema, leaveWorkflow, type LeaveRequest } from '@crewbase/domain';
import { rowActionsColumn, useListState, type FilterBarField } from '@crewbase/ui';
import type { GridColDef } from '@mui/x-data-grid';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { generatePath, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../app/paths';
import { adminMay } from '../requests/offered-decisions';
import { dateColumn, staffIdColumn, staffNameColumn, statusColumn, statusFilterField } from '../requests/request-columns';
import { RequestList } from '../requests/request-list';
import { useAdminCan } from '../access/use-can';
import { useConfirmedAction } from '../requests/use-confirmed-action';
import { leaveDays } from './leave-days';
import { useLeaveActions } from './use-leave-actions';

const filterFields: FilterBarField[] = [
  { field: 'staff.fullName', label: 'Staff name' },
  { field: 'staff.staffId', label: 'Staff ID' },
  statusFilterField(leaveStatusSchema.options),
];

const columns: GridColDef<LeaveRequest>[] = [
  staffIdColumn(),
  staffNameColumn(),
  dateColumn('startDate', 'Start date'),
  dateColumn('endDate', 'End date'),
  { field: 'days', headerName: 'Days', width: 90, valueFormatter: (value: number) => leaveDays(value) },
  statusColumn(),
];

export function LeaveListScreen() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const can = useAdminCan('leave-request');
  const list = useListState(useSearchParams(), { defaultSort: { field: 'createdAt', direction: 'DESC' }, dateField: 'createdAt' });
  const leave = useQuery(leaveQueries.adminList(listQueryFromState(list.state)));
  const confirmed = useConfirmedAction(() => void queryClient.invalidateQueries({ queryKey: leaveQueries.all() }));
  const actions = useLeaveActions();
  const open = (row: LeaveRequest) => navigate(generatePath(paths.leaveDetail, { id: row.id }));

  const withActions: GridColDef<LeaveRequest>[] = [
    ...columns,
    rowActionsColumn<LeaveRequest>(
      (row) => [
        { label: 'View', onClick: () => open(row) },
        {
          label: 'Cancel',
          tone: 'danger',
          hidden: !can('approve') || !adminMay(leaveWorkflow, 'cancel', row.status),
          onClick: () => confirmed.ask(actions.cancel(row)),
        },
        {
          label: 'Delete',
          tone: 'danger',
          hidden: !can('delete') || !adminMay(leaveWorkflow, 'delete', row.status),
          onClick: () => confirmed.ask(actions.remove(row)),
        },
      ],
      { label: (row) => `Actions for ${row.staff.fullName}'s leave from ${row.startDate}` },
    ),
  ];

  return (
    <RequestList<LeaveRequest>
      label="Leave requests"
      list={list}
      query={leave}
      columns={withActions}
      filterFields={filterFields}
      search={{ field: 'staff.fullName', label: 'Search by staff name' }}
      onRowClick={open}
      create={can('create') ? { label: 'Add absence', to: paths.leaveCreate } : undefined}
      emptyTitle="No leave requests yet"
      feedback={confirmed.feedback}
      dialog={confirmed.dialog}
    />
  );
}
