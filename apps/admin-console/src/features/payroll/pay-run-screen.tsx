// /admin/payroll/runs/{id}: a pay run for a month — its state, totals, the calculation's progress, who could not be
// paid and why, the bank transfer schedules (one CSV per bank, adding up to the run's total), and its payslips with
// each one's mail delivery and a resend. What may be done next sits beside it (PayRunActions).
import { isApiError } from '@crewbase/api-client';
import { payrollFiles, payRunJobFinished, payrollQueries, refreshPayroll } from '@crewbase/data-access-payroll';
import type { PayRunDetail } from '@crewbase/domain';
import { formatCount, formatDate, formatMoney, formatMonth, useConfirmedAction } from '@crewbase/ui';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { paths } from '../../app/paths';
import { JobProgress } from '../../shared/job-progress';
import { useRouteNotice } from '../../shared/use-route-notice';
import { useAdminCan } from '../access/use-can';
import { RecordLoader } from '../performance/record-loader';
import { toAuditEntries } from '../requests/audit-entries';
import { RequestDetailLayout } from '../requests/request-detail-layout';
import { PayRunActions } from './pay-run-actions';
import { PayRunSlips } from './pay-run-slips';
import { scopeLabel } from './payroll-labels';
import { payrollProblem } from './payroll-problem';

/** A calculation that finished this recently may not be counted in the run the screen loaded yet. */
const RECENT_JOB_MS = 2 * 60_000;

export function PayRunScreen() {
  const { id = '' } = useParams();
  const run = useQuery(payrollQueries.payRun(id));
  return (
    <RecordLoader query={run} what="this pay run" backTo={{ label: 'Back to payroll', to: paths.payroll }}>
      {(data) => <PayRunView run={data} />}
    </RecordLoader>
  );
}

function calculatedText(result: Record<string, unknown> | null) {
  // The job answers { staffInScope, slips, problems }.
  const made = typeof result?.slips === 'number' ? result.slips : null;
  const problems = typeof result?.problems === 'number' ? result.problems : null;
  if (made === null) return 'The calculation finished.';
  return `The calculation finished: ${formatCount(made)} ${made === 1 ? 'payslip' : 'payslips'}${problems ? `, ${problems} ${problems === 1 ? 'person' : 'people'} could not be paid (listed below)` : ''}.`;
}

function CalculationProgress({ jobId }: { jobId: string }) {
  const queryClient = useQueryClient();
  const job = useQuery(payrollQueries.calculateProgress(jobId));
  const done = payRunJobFinished(job.data);
  // A calculation that finished while this screen was open has made the slips and totals: refresh them once.
  const handled = useRef(false);
  const finishedAt = job.data?.finishedAt;
  useEffect(() => {
    if (!done || handled.current) return;
    handled.current = true;
    if (finishedAt && Date.now() - Date.parse(finishedAt) < RECENT_JOB_MS) void refreshPayroll(queryClient);
  }, [done, finishedAt, queryClient]);
  return (
    <Card variant="outlined" component="section" aria-label="Calculation">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
          Calculation
        </Typography>
        <JobProgress label="Calculation progress" job={job.data} error={job.error} completedText={calculatedText} />
      </CardContent>
    </Card>
  );
}

function Problems({ run }: { run: PayRunDetail }) {
  if (run.problems.length === 0) return null;
  return (
    <Card variant="outlined" component="section" aria-labelledby="pay-run-problems-heading">
      <CardContent>
        <Typography id="pay-run-problems-heading" variant="h6" component="h2">
          Could not be paid ({run.problems.length})
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Fix these on the staff profiles, then recalculate. Everyone else is calculated.
        </Typography>
        <Table size="small" aria-label="Problems per staff member">
          <TableHead>
            <TableRow>
              <TableCell>Staff</TableCell>
              <TableCell>Problem</TableCell>
              <TableCell>Account</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {run.problems.map((problem) => (
              <TableRow key={`${problem.staff.id}-${problem.code}`}>
                <TableCell>
                  {problem.staff.fullName} ({problem.staff.staffId})
                </TableCell>
                <TableCell>{problem.message}</TableCell>
                <TableCell>{problem.accountNumber ?? '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}

function BankSchedules({ run }: { run: PayRunDetail }) {
  const [problem, setProblem] = useState<string | null>(null);
  if (run.bankSchedules.length === 0) return null;
  const save = async (bank: PayRunDetail['bankSchedules'][number]) => {
    setProblem(null);
    try {
      await payrollFiles.saveBankSchedule(run, bank);
    } catch (error) {
      setProblem(`The ${bank.bankName} schedule could not be downloaded${isApiError(error) ? `: ${error.message}` : '.'}`);
    }
  };
  return (
    <Card variant="outlined" component="section" aria-labelledby="bank-schedules-heading">
      <CardContent>
        <Typography id="bank-schedules-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
          Bank transfer schedules
        </Typography>
        {problem && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {problem}
          </Alert>
        )}
        <Table size="small" aria-label="Bank transfer schedules">
          <TableHead>
            <TableRow>
              <TableCell>Bank</TableCell>
              <TableCell align="right">Payslips</TableCell>
              <TableCell align="right">Total</TableCell>
              <TableCell align="right">CSV</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {run.bankSchedules.map((bank) => (
              <TableRow key={bank.bankCode}>
                <TableCell>{bank.bankName}</TableCell>
                <TableCell align="right">{bank.slipCount}</TableCell>
                <TableCell align="right">{formatMoney(bank.total)}</TableCell>
                <TableCell align="right">
                  <Button size="small" variant="text" onClick={() => void save(bank)} aria-label={`Download the ${bank.bankName} schedule`}>
                    Download
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell component="th" scope="row">
                All banks
              </TableCell>
              <TableCell align="right">{run.bankSchedules.reduce((sum, bank) => sum + bank.slipCount, 0)}</TableCell>
              <TableCell align="right">{formatMoney(run.totalPay)}</TableCell>
              <TableCell />
            </TableRow>
          </TableFooter>
        </Table>
      </CardContent>
    </Card>
  );
}

function PayRunView({ run }: { run: PayRunDetail }) {
  const queryClient = useQueryClient();
  const can = useAdminCan('payroll');
  const confirmed = useConfirmedAction({ describeError: payrollProblem, onConflict: () => void queryClient.invalidateQueries({ queryKey: payrollQueries.all() }) });
  const routeNotice = useRouteNotice();
  const locked = run.status === 'APPROVED' || run.status === 'PAID';

  return (
    <>
      {confirmed.notice ?? routeNotice}
      <RequestDetailLayout
        heading={`Pay run for ${formatMonth(run.month)}`}
        status={run.status}
        detailsLabel="Pay run details"
        details={[
          { label: 'Covers', value: scopeLabel(run) },
          { label: 'Payslips', value: `${run.slipCount} (${run.paidSlipCount} paid)` },
          { label: 'Gross pay', value: formatMoney(run.grossPay) },
          { label: 'Tax', value: formatMoney(run.tax) },
          { label: 'Deductions', value: formatMoney(run.deductions) },
          { label: 'Total pay', value: <strong>{formatMoney(run.totalPay)}</strong> },
          { label: 'Payment reference', value: run.paymentReference },
          { label: 'Calculated on', value: formatDate(run.calculatedAt, { time: true }) },
          { label: 'Approved on', value: formatDate(run.approvedAt, { time: true }) },
          { label: 'Paid on', value: formatDate(run.paidAt, { time: true }) },
          { label: 'Created on', value: formatDate(run.createdAt) },
        ]}
        decisionPanel={<PayRunActions run={run} can={can} confirmed={confirmed} />}
        auditEntries={toAuditEntries(run.history)}
        backTo={paths.payroll}
        backLabel="All pay runs"
      >
        {run.calculateJobId && !locked && <CalculationProgress key={run.calculateJobId} jobId={run.calculateJobId} />}
        {run.outOfDateSlipCount > 0 && !locked && (
          <Alert severity="warning">
            {run.outOfDateSlipCount} {run.outOfDateSlipCount === 1 ? 'payslip is' : 'payslips are'} out of date: their inputs changed after calculating (a reward, leave or a shift). Recalculate the run before approving it.
          </Alert>
        )}
        <Problems run={run} />
        <BankSchedules run={run} />
        <PayRunSlips run={run} />
      </RequestDetailLayout>
      {confirmed.dialog}
    </>
  );
}
