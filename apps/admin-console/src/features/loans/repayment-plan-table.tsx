// A disbursed loan's monthly installments: when each falls due, how much, and whether it is paid.
import type { RepaymentInstallment } from '@crewbase/domain';
import { formatDate, formatMoney, StatusChip } from '@crewbase/ui';
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

export function RepaymentPlanTable({ installments }: { installments: readonly RepaymentInstallment[] }) {
  const headingId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent sx={{ pb: 1 }}>
        <Typography id={headingId} variant="h6" component="h2">
          Repayment plan
        </Typography>
      </CardContent>
      <TableContainer>
        <Table size="small" aria-labelledby={headingId}>
          <TableHead>
            <TableRow>
              <TableCell>Installment</TableCell>
              <TableCell>Due</TableCell>
              <TableCell align="right">Amount</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Paid on</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {installments.map((installment) => (
              <TableRow key={installment.id}>
                <TableCell>{installment.number}</TableCell>
                <TableCell>{formatDate(installment.dueDate, { month: 'short' })}</TableCell>
                <TableCell align="right">{formatMoney(installment.amount)}</TableCell>
                <TableCell>
                  <StatusChip status={installment.status} />
                </TableCell>
                <TableCell>{formatDate(installment.paidAt, { month: 'short' }) ?? '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Card>
  );
}
