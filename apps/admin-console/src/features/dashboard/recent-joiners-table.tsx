// The newest staff, with where they work and the state of their account.
import type { StaffMetrics } from '@crewbase/domain';
import { formatDate, StatusChip } from '@crewbase/ui';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

export interface RecentJoinersTableProps {
  joiners: StaffMetrics['recentJoiners'];
}

export function RecentJoinersTable({ joiners }: RecentJoinersTableProps) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} variant="outlined">
      <CardContent sx={{ pb: 1 }}>
        <Typography id={headingId} variant="h6" component="h2">
          Recent joiners
        </Typography>
      </CardContent>
      {joiners.length === 0 ? (
        <CardContent>
          <Typography color="text.secondary">Nobody has joined yet.</Typography>
        </CardContent>
      ) : (
        <TableContainer>
          <Table size="small" aria-labelledby={headingId}>
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Staff ID</TableCell>
                <TableCell>Department</TableCell>
                <TableCell>Job title</TableCell>
                <TableCell>Joined</TableCell>
                <TableCell>Status</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {joiners.map((joiner) => (
                <TableRow key={joiner.id} hover>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                    {joiner.fullName}
                  </TableCell>
                  <TableCell>{joiner.staffId}</TableCell>
                  <TableCell>{joiner.departmentName ?? '—'}</TableCell>
                  <TableCell>{joiner.jobTitleName ?? '—'}</TableCell>
                  <TableCell>{formatDate(joiner.dateJoined ?? joiner.createdAt, { month: 'short' }) ?? '—'}</TableCell>
                  <TableCell>
                    <StatusChip status={joiner.status} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Card>
  );
}
