// /admin/leave-mgt: every leave request, filtered, sorted and paged on the server; View / Cancel / Delete per row
// where the request's state allows it and the admin's role permits; rows chosen by their checkboxes are approved or
// rejected at once (bulk decisions) by a role that may decide.
import { listQueryFromState } from '@crewbase/api-client';
import { leaveQueries, useLeaveBulkDecision } from '@crewbase/data-access-leave';
import { endpointPath, leaveEndpoints, leaveStatusSchema, leaveWorkflow, type LeaveRequest } from '@crewbase/domain';
import { type DataTableColumn, type FilterBarField, formatDate, ListScreen, useConfirmedAction, useListState } from '@crewbase/ui';
import Button from '@mui/material/Button';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { generatePath, Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../app/paths';
import { listExport } from '../../shared/list-export';
import { statusFilter } from '../../shared/status-filter';
import { adminMay } from '../requests/offered-decisions';
import { dateColumn, staffIdColumn, staffNameColumn, statusColumn } from '../requests/request-columns';
import { useAdminCan } from '../access/use-can';
import { decisionProblem } from '../requests/decision-error';
import { useRouteNotice } from '../../shared/use-route-notice';
import { bulkDecisionSelection } from '../requests/bulk-decisions';
import { leaveDays } from './leave-days';
import { useLeaveActions } from './use-leave-actions';

const ALL_TYPES = { page: 1, limit: 100, filters: [], sort: [{ field: 'name', direction: 'ASC' as const }] };

const baseFilterFields: FilterBarField[] = [
  { field: 'staff.fullName', label: 'Staff name' },
  { field: 'staff.staffId', label: 'Staff ID' },
];

const columns: DataTableColumn<LeaveRequest>[] = [
  staffIdColumn(),
  staffNameColumn(),
  { field: 'leaveType.name', headerName: 'Type', width: 150, valueGetter: (_value, row) => row.leaveType.name },
  dateColumn('startDate', 'Start date'),
  dateColumn('endDate', 'End date'),
  { field: 'days', headerName: 'Days', width: 140, valueFormatter: (value: number) => leaveDays(value) },
  // "Completed", "Cancelled" and "Withdrawn" are the longest; 140 leaves the row its actions at 1440px.
  statusColumn(140),
];

export function LeaveListScreen() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const can = useAdminCan('leave-request');
  const list = useListState(useSearchParams(), { defaultSort: { field: 'createdAt', direction: 'DESC' }, dateField: 'createdAt' });
  const query = listQueryFromState(list.state);
  const leave = useQuery(leaveQueries.adminList(query));
  const counts = useQuery(leaveQueries.adminStatusCounts(query));
  const confirmed = useConfirmedAction({
    describeError: decisionProblem,
    onConflict: () => void queryClient.invalidateQueries({ queryKey: leaveQueries.all() }),
  });
  const routeNotice = useRouteNotice();
  const actions = useLeaveActions();
  const bulk = useLeaveBulkDecision();
  // The type filter offers the types by name; without leave-type:read it is a free-text field.
  const canReadTypes = useAdminCan('leave-type')('read');
  const types = useQuery({ ...leaveQueries.leaveTypeList(ALL_TYPES), enabled: canReadTypes });
  const filterFields: FilterBarField[] = [
    ...baseFilterFields,
    { field: 'leaveType.name', label: 'Leave type', options: types.data?.data.map((x) => ({ value: x.name, label: x.name })) },
  ];
  const open = (row: LeaveRequest) => navigate(generatePath(paths.leaveDetail, { id: row.id }));

  return (
    <ListScreen<LeaveRequest>
      label="Leave requests"
      list={list}
      query={leave}
      columns={columns}
      filterFields={filterFields}
      statusFilter={statusFilter(leaveStatusSchema.options, counts.data)}
      search={{ field: 'staff.fullName', label: 'Search by staff name' }}
      rowActions={(row) => [
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
      ]}
      rowActionsLabel={(row) => `Actions for ${row.staff.fullName}'s leave from ${row.startDate}`}
      onRowClick={open}
      create={can('create') ? { label: 'Add absence', to: paths.leaveCreate } : undefined}
      LinkComponent={RouterLink}
      export={listExport(endpointPath(leaveEndpoints.adminList), list.state)}
      empty={{ title: 'No leave requests yet' }}
      actions={
        <Button component={RouterLink} to={paths.leaveCalendar} variant="secondary" startIcon={<GroupsOutlined aria-hidden />}>
          Who is out
        </Button>
      }
      notice={confirmed.notice ?? routeNotice}
      selection={
        can('approve')
          ? bulkDecisionSelection({
              workflow: leaveWorkflow,
              offers: [
                { action: 'approve', label: 'Approve', done: 'approved' },
                { action: 'reject', label: 'Reject', done: 'rejected', tone: 'danger' },
              ],
              noun: { one: 'leave request', many: 'leave requests' },
              describe: (row: LeaveRequest) => `${row.staff.fullName}'s leave from ${formatDate(row.startDate, { month: 'short' })}`,
              confirmed,
              send: (decision, ids, note) => bulk.mutateAsync({ decision, ids, note }),
            })
          : undefined
      }
    >
      {confirmed.dialog}
    </ListScreen>
  );
}
