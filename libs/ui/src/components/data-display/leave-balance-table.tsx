// The balance of each leave type for a year: entitlement, days taken, days awaiting a decision and days left. A
// type that does not count against a balance (unpaid leave) shows its days with no limit. A table from md up; on a
// phone (360 px) one line per type, so nothing scrolls sideways.
import Box from '@mui/material/Box';
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

const phoneLine = (row: LeaveBalanceRow) =>
  row.limited
    ? `${row.remaining} of ${row.entitlement} days left · ${row.used} taken · ${row.pending} pending`
    : `No limit · ${row.used} taken · ${row.pending} pending`;

export function LeaveBalanceTable({ rows, label }: LeaveBalanceTableProps) {
  return (
    <>
      <Box component="ul" aria-label={label} sx={{ display: { xs: 'block', md: 'none' }, listStyle: 'none', m: 0, p: 0 }}>
        {rows.map((row) => (
          <Box component="li" key={row.id} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
            <Box component="span" sx={{ fontWeight: 600, display: 'block' }}>
              {row.name}
            </Box>
            <Box component="span" sx={{ typography: 'body2' }}>
              {phoneLine(row)}
            </Box>
          </Box>
        ))}
      </Box>
    <Table size="small" aria-label={label} sx={{ display: { xs: 'none', md: 'table' } }}>
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
    </>
  );
}
