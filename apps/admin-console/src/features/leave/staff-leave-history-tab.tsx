// The "Leave History" tab of the admin staff profile: that person's leave requests, paged on the server.
import { leaveQueries } from '@crewbase/data-access-leave';
import { leaveEndpoints, leaveStatusSchema, type LeaveRequest } from '@crewbase/domain';
import type { GridColDef } from '@mui/x-data-grid';
import { generatePath } from 'react-router';
import { paths } from '../../app/paths';
import { dateColumn, statusColumn, statusFilterField } from '../requests/request-columns';
import { StaffHistoryTable } from '../requests/staff-history-table';
import { leaveDays } from './leave-days';

const columns: GridColDef<LeaveRequest>[] = [
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
  return (
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
  );
}
