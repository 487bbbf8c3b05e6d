// The "Leave History" tab of the admin staff profile: that person's leave requests, paged on the server.
import { leaveBalanceRows, leaveQueries } from '@crewbase/data-access-leave';
import { type DataTableColumn, LeaveBalanceTable } from '@crewbase/ui';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { leaveEndpoints, leaveStatusSchema, type LeaveRequest } from '@crewbase/domain';
import { generatePath } from 'react-router';
import { paths } from '../../app/paths';
import { dateColumn, statusColumn, statusFilterField } from '../requests/request-columns';
import { StaffHistoryTable } from '../requests/staff-history-table';
import { leaveDays } from './leave-days';

const columns: DataTableColumn<LeaveRequest>[] = [
  { field: 'leaveType.name', headerName: 'Type', width: 140, valueGetter: (_value, row) => row.leaveType.name },
  dateColumn('startDate', 'Start date'),
  dateColumn('endDate', 'End date'),
  { field: 'days', headerName: 'Days', width: 130, valueFormatter: (value: number) => leaveDays(value) },
  statusColumn(),
  dateColumn('createdAt', 'Requested on'),
];

export interface StaffLeaveHistoryTabProps {
  /** The staff record's id (uuid). */
  staffId: string;
}

export function StaffLeaveHistoryTab({ staffId }: StaffLeaveHistoryTabProps) {
  const balances = useQuery(leaveQueries.staffBalances(staffId));
  return (
    <>
      {balances.data && (
        <Box component="section" aria-labelledby="leave-balance-by-type" sx={{ mb: 3 }}>
          <Typography id="leave-balance-by-type" component="h3" variant="h6" sx={{ mb: 1 }}>
            Leave balance in {balances.data[0]?.year}
          </Typography>
          <LeaveBalanceTable label={`Leave balance by type in ${balances.data[0]?.year ?? ''}`} rows={leaveBalanceRows(balances.data)} />
        </Box>
      )}
      <StaffHistoryTable<LeaveRequest>
      staffId={staffId}
      prefix="leave."
      label="Leave history"
      statusField={statusFilterField(leaveStatusSchema.options)}
      columns={columns}
      listQuery={leaveQueries.adminList}
      exportList={leaveEndpoints.adminList}
      detailPath={(id) => generatePath(paths.leaveDetail, { id })}
      emptyTitle="No leave requested yet"
    />
    </>
  );
}
