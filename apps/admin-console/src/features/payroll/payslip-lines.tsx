// A payslip's lines, each with its source: payable days x daily salary, each reward and penalty (linked to it), each
// loan installment ("installment 3 of 6", linked to the loan), tax by band, pension, housing fund, adjustments, and a
// note for an installment carried to next month. Earnings add, deductions subtract; the total is the net pay.
import { payslipLineSourceLabels, type PayslipLine } from '@crewbase/domain';
import { formatMoney } from '@crewbase/ui';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { generatePath, Link as RouterLink } from 'react-router';
import { paths } from '../../app/paths';

/** Where a line's source record lives on the console, when it has a page. */
function sourcePath(line: PayslipLine): string | null {
  if (line.source === 'REWARD' && line.sourceId) return generatePath(paths.performanceRewardDetail, { id: line.sourceId });
  if (line.source === 'PENALTY' && line.sourceId) return generatePath(paths.performancePenaltyDetail, { id: line.sourceId });
  const loanId = line.detail.loanId;
  if ((line.source === 'LOAN_INSTALLMENT' || line.source === 'CARRIED_INSTALLMENT') && typeof loanId === 'string') return generatePath(paths.loanDetail, { id: loanId });
  return null;
}

const signed = (line: PayslipLine) => (line.kind === 'DEDUCTION' ? `−${formatMoney(line.amount.replace(/^-/, ''))}` : formatMoney(line.amount));

export function PayslipLines({ lines, totalPay }: { lines: PayslipLine[]; totalPay: string }) {
  const ordered = [...lines].sort((a, b) => a.position - b.position);
  return (
    <Table size="small" aria-label="Payslip lines">
      <TableHead>
        <TableRow>
          <TableCell>Source</TableCell>
          <TableCell>Line</TableCell>
          <TableCell align="right">Amount</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {ordered.map((line) => {
          const to = sourcePath(line);
          return (
            <TableRow key={line.id}>
              <TableCell>{payslipLineSourceLabels[line.source]}</TableCell>
              <TableCell>
                {to ? (
                  <Link component={RouterLink} to={to}>
                    {line.description}
                  </Link>
                ) : (
                  line.description
                )}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {line.kind === 'NOTE' ? '—' : signed(line)}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell component="th" scope="row" colSpan={2}>
            Net pay
          </TableCell>
          <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 700 }}>
            {formatMoney(totalPay)}
          </TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  );
}
