// The balance of each leave type for a year: entitlement, days taken, days awaiting a decision and days left. A
// type that does not count against a balance (unpaid leave) shows its days with no limit. Fits a 360 px phone.
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

export interface LeaveBalanceRow {
  id: string;
  name: string;
  entitlement: number;
  used: number;
  pending: number;
  remaining: number;
  /** False for a type whose days are recorded but not limited. */
  limited: boolean;
}

export interface LeaveBalanceTableProps {
  rows: readonly LeaveBalanceRow[];
  /** The table's accessible name, e.g. "Leave balance by type in 2026". */
  label: string;
}

export function LeaveBalanceTable({ rows, label }: LeaveBalanceTableProps) {
  return (
    <Table size="small" aria-label={label} sx={{ '& th, & td': { px: { xs: 1, sm: 2 } } }}>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">Type</TableCell>
          <TableCell component="th" scope="col" align="right">Entitlement</TableCell>
          <TableCell component="th" scope="col" align="right">Taken</TableCell>
          <TableCell component="th" scope="col" align="right">Pending</TableCell>
          <TableCell component="th" scope="col" align="right">Left</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id}>
            <TableCell component="th" scope="row">{row.name}</TableCell>
            <TableCell align="right">{row.limited ? row.entitlement : 'No limit'}</TableCell>
            <TableCell align="right">{row.used}</TableCell>
            <TableCell align="right">{row.pending}</TableCell>
            <TableCell align="right">{row.limited ? row.remaining : '–'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
