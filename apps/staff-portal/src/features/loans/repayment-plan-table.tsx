// A disbursed loan's repayment plan: each installment, when it is due, how much, and whether it is paid.
import type { RepaymentInstallment } from '@crewbase/domain';
import { formatDate, formatMoney, StatusChip } from '@crewbase/ui';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

export function RepaymentPlanTable({ installments }: { installments: readonly RepaymentInstallment[] }) {
  return (
    // Keyboard users can scroll it too, should a very narrow screen still be too small for it.
    <TableContainer tabIndex={0} role="region" aria-label="Repayment plan, all installments" sx={{ overflowX: 'auto' }}>
      {/* Tight cells so all four columns fit a 360px phone without scrolling sideways (md: the spec's sm is 320px). */}
      <Table size="small" aria-label="Repayment plan" sx={{ '& th, & td': { px: { xs: 0.5, md: 2 } } }}>
        <TableHead>
          <TableRow>
            <TableCell scope="col">#</TableCell>
            <TableCell scope="col">Due date</TableCell>
            <TableCell scope="col" align="right">
              Amount
            </TableCell>
            <TableCell scope="col">Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {installments.map((installment) => (
            <TableRow key={installment.id}>
              <TableCell>{installment.number}</TableCell>
              <TableCell>{formatDate(installment.dueDate, { month: 'short' })}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {formatMoney(installment.amount)}
              </TableCell>
              <TableCell>
                <StatusChip status={installment.status} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
