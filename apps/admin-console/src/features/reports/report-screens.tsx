// /admin/reports/staff-loans, staff-leaves, staff-medicals and staff-penalties: the shared report layout with each
// report's columns and its own figures: the overdue loan installments with their days past due, who is away on leave
// today and this week, and for each penalty the pay run that deducted it.
import type { AwayEntry, LeaveReportRow, LoanReportMetrics, LoanReportRow, MedicalReportRow, PenaltyReportRow } from '@crewbase/domain';
import { type DataTableColumn, formatDate, formatDayRange, formatMoney, formatMonth } from '@crewbase/ui';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { generatePath, Link as RouterLink } from 'react-router';
import { paths } from '../../app/paths';
import { reportDateColumn, reportMoneyColumn, reportNumberColumn, reportStatusColumn, staffColumns } from './report-columns';
import { ReportScreen } from './report-screen';

// ---------------------------------------------------------------- loans

const loanColumns: DataTableColumn<LoanReportRow>[] = [
  // The amounts approved and disbursed are in the cards, the charts and the export.
  ...staffColumns<LoanReportRow>(['staff.staffId', 'department.name', 'location.name']),
  reportDateColumn('requestedOn', 'Requested on', false),
  reportStatusColumn(190),
  reportMoneyColumn('amountRequested', 'Requested'),
  reportMoneyColumn('amountRepaid', 'Repaid'),
  reportMoneyColumn('amountOutstanding', 'Outstanding'),
  reportNumberColumn('overdueInstallments', 'Overdue', true, 85),
  reportNumberColumn('daysPastDue', 'Days past due', true, 115),
];

export function LoansReportScreen() {
  return (
    <ReportScreen
      name="loan-requests"
      label="Loans"
      dateLabel="Requested"
      columns={loanColumns}
      defaultSort={{ field: 'date', direction: 'DESC' }}
      extras={(metrics) => <OverdueInstallments rows={metrics.overdue} />}
      empty={{ title: 'No loan requests in this period' }}
    />
  );
}

function OverdueInstallments({ rows }: { rows: LoanReportMetrics['overdue'] }) {
  return (
    <Card variant="outlined" component="section" aria-labelledby="overdue-installments">
      <CardContent>
        <Typography id="overdue-installments" variant="h6" component="h2">
          Overdue installments
        </Typography>
        {rows.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            No installment is overdue.
          </Typography>
        ) : (
          <Table size="small" aria-labelledby="overdue-installments">
            <TableHead>
              <TableRow>
                <TableCell>Staff</TableCell>
                <TableCell align="right">Installment</TableCell>
                <TableCell>Due on</TableCell>
                <TableCell align="right">Amount</TableCell>
                <TableCell align="right">Days past due</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.installmentId}>
                  <TableCell component="th" scope="row">
                    <Link component={RouterLink} to={generatePath(paths.loanDetail, { id: row.loanId })}>
                      {row.staff.fullName}
                    </Link>{' '}
                    ({row.staff.staffId})
                  </TableCell>
                  <TableCell align="right">{row.installmentNumber}</TableCell>
                  <TableCell>{formatDate(row.dueDate, { month: 'short' })}</TableCell>
                  <TableCell align="right">{formatMoney(row.amount)}</TableCell>
                  <TableCell align="right">{row.daysPastDue}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}

// ---------------------------------------------------------------- leave

const leaveColumns: DataTableColumn<LeaveReportRow>[] = [
  ...staffColumns<LeaveReportRow>(),
  reportDateColumn('startDate', 'Starts'),
  reportDateColumn('endDate', 'Ends'),
  reportNumberColumn('days', 'Days', true, 70),
  reportStatusColumn(130),
  reportDateColumn('requestedOn', 'Requested on'),
];

export function LeaveReportScreen() {
  return (
    <ReportScreen
      name="leave-requests"
      label="Leave"
      dateLabel="Starts"
      columns={leaveColumns}
      defaultSort={{ field: 'startDate', direction: 'DESC' }}
      extras={(metrics) => (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' } }}>
          <AwayList id="away-today" title={`Away today, ${formatDate(metrics.today, { month: 'short' })}`} rows={metrics.awayToday} none="Nobody is away today." />
          <AwayList
            id="away-this-week"
            title={`Away this week, ${formatDayRange(metrics.week.from, metrics.week.to)}`}
            rows={metrics.awayThisWeek}
            none="Nobody is away this week."
          />
        </Box>
      )}
      empty={{ title: 'No leave in this period' }}
    />
  );
}

function AwayList({ id, title, rows, none }: { id: string; title: string; rows: readonly AwayEntry[]; none: string }) {
  return (
    <Card variant="outlined" component="section" aria-labelledby={id}>
      <CardContent>
        <Typography id={id} variant="h6" component="h2">
          {title}
        </Typography>
        {rows.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {none}
          </Typography>
        ) : (
          <Table size="small" aria-labelledby={id}>
            <TableHead>
              <TableRow>
                <TableCell>Staff</TableCell>
                <TableCell>Department</TableCell>
                <TableCell>Away</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.leaveId}>
                  <TableCell component="th" scope="row">
                    <Link component={RouterLink} to={generatePath(paths.leaveDetail, { id: row.leaveId })}>
                      {row.staff.fullName}
                    </Link>
                  </TableCell>
                  <TableCell>{row.department?.name ?? '—'}</TableCell>
                  <TableCell>{formatDayRange(row.startDate, row.endDate)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}

// ---------------------------------------------------------------- medical assistance

const medicalColumns: DataTableColumn<MedicalReportRow>[] = [
  ...staffColumns<MedicalReportRow>(['location.name']),
  reportDateColumn('requestedOn', 'Requested on'),
  reportStatusColumn(130),
  reportMoneyColumn('amountRequested', 'Requested'),
  reportMoneyColumn('amountApproved', 'Approved', false),
  reportMoneyColumn('amountDisbursed', 'Disbursed', false),
];

export function MedicalReportScreen() {
  return (
    <ReportScreen
      name="medical-assistance"
      label="Medical assistance"
      dateLabel="Requested"
      columns={medicalColumns}
      defaultSort={{ field: 'requestedOn', direction: 'DESC' }}
      empty={{ title: 'No medical assistance requests in this period' }}
    />
  );
}

// ---------------------------------------------------------------- penalties

const kindLabels: Record<PenaltyReportRow['kind'], string> = { APPRAISAL: 'From an appraisal', DIRECT: 'Direct' };

const penaltyColumns: DataTableColumn<PenaltyReportRow>[] = [
  ...staffColumns<PenaltyReportRow>(['staff.staffId', 'location.name']),
  reportDateColumn('date', 'Date'),
  { field: 'kind', headerName: 'Kind', width: 140, valueFormatter: (value: PenaltyReportRow['kind']) => kindLabels[value] },
  { field: 'reason', headerName: 'Reason', flex: 1.4, minWidth: 140, sortable: false },
  reportMoneyColumn('amount', 'Amount'),
  reportStatusColumn(110),
  {
    field: 'payRun.id',
    headerName: 'Deducted by',
    width: 150,
    valueGetter: (_v, row) => row.payRun?.month ?? '',
    renderCell: ({ row }) =>
      row.payRun ? (
        <Link component={RouterLink} to={generatePath(paths.payrollRunDetail, { id: row.payRun.id })}>
          {`${formatMonth(row.payRun.month)} pay run`}
        </Link>
      ) : (
        'Not yet deducted'
      ),
  },
];

export function PenaltiesReportScreen() {
  return (
    <ReportScreen
      name="penalty"
      label="Penalties"
      dateLabel="Penalty date"
      columns={penaltyColumns}
      defaultSort={{ field: 'date', direction: 'DESC' }}
      empty={{ title: 'No penalties in this period' }}
    />
  );
}
