// /admin/payroll/{id} ("Payroll ID"): one payslip — every line with its source, the payable-days explanation, the
// bank account it is paid to (as the API gives it: masked for a role without the payroll permission), whether its
// inputs changed since calculating (with Recalculate while its run is not approved), Mark as Paid, the PDF, and the
// "your payslip is ready" mail's delivery with a resend. Once its run is approved or paid nothing in it changes, so a
// role that may create payroll records is offered "Add a correction": an adjustment counted in the person's next run.
import { isApiError } from '@crewbase/api-client';
import { payrollFiles, payrollQueries, usePayslipActions } from '@crewbase/data-access-payroll';
import { payRunStatusLabels, type PayslipDetail } from '@crewbase/domain';
import { formatDate, formatMoney, formatMonth, useConfirmedAction } from '@crewbase/ui';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { generatePath, Link as RouterLink, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { useAdminCan } from '../access/use-can';
import { RecordLoader } from '../performance/record-loader';
import { RequestDetailLayout } from '../requests/request-detail-layout';
import { mailStatusLabels } from './mail-status';
import { PayrollCorrectionDialog } from './payroll-correction-dialog';
import { paymentReferenceNote, payrollProblem } from './payroll-problem';
import { slipMayBeDeleted, slipMayBePaid } from './payslip-list';
import { PayslipLines } from './payslip-lines';

export function PayslipScreen() {
  const { id = '' } = useParams();
  const slip = useQuery(payrollQueries.payslip(id));
  return (
    <RecordLoader query={slip} what="this payslip" backTo={{ label: 'Back to payroll', to: `${paths.payroll}?tab=payslips` }}>
      {(data) => <PayslipView slip={data} />}
    </RecordLoader>
  );
}

export function PayslipView({ slip }: { slip: PayslipDetail }) {
  const queryClient = useQueryClient();
  const can = useAdminCan('payroll');
  const actions = usePayslipActions();
  const confirmed = useConfirmedAction({ describeError: payrollProblem, onConflict: () => void queryClient.invalidateQueries({ queryKey: payrollQueries.all() }) });
  const [pdfProblem, setPdfProblem] = useState<string | null>(null);
  const [correcting, setCorrecting] = useState(false);
  const mayCorrect = can('create') && (slip.payRun.status === 'APPROVED' || slip.payRun.status === 'PAID');
  const month = formatMonth(slip.month);
  const recalculable = can('approve') && slipMayBeDeleted(slip);
  const bank = [slip.bank.bankName, slip.bank.accountNumber].filter(Boolean).join(' · ');

  const downloadPdf = async () => {
    setPdfProblem(null);
    try {
      await payrollFiles.savePayslipPdf(slip);
    } catch (error) {
      setPdfProblem(`The PDF could not be downloaded${isApiError(error) ? `: ${error.message}` : '.'}`);
    }
  };
  const recalculate = () =>
    confirmed.ask({
      title: 'Recalculate this payslip?',
      description: `${slip.staffProfile.fullName}'s payslip for ${month} is made again from the current shifts, leave, rewards, penalties and loan installments.`,
      confirmLabel: 'Recalculate',
      doneMessage: 'Payslip recalculated.',
      run: () => actions.recalculate.mutateAsync(slip.id),
    });

  return (
    <>
      {confirmed.notice}
      <RequestDetailLayout
        heading={`${slip.staffProfile.fullName} — ${month}`}
        status={slip.status}
        detailsLabel="Payslip details"
        details={[
          { label: 'Staff ID', value: slip.staffProfile.staffId },
          {
            label: 'Pay run',
            value: (
              <Link component={RouterLink} to={generatePath(paths.payrollRunDetail, { id: slip.payRun.id })}>
                {`${formatMonth(slip.payRun.month)} (${payRunStatusLabels[slip.payRun.status]})`}
              </Link>
            ),
          },
          { label: 'Payable days', value: String(slip.payableDays) },
          { label: 'Daily salary', value: formatMoney(slip.dailySalary) },
          { label: 'Gross pay', value: formatMoney(slip.grossPay) },
          { label: 'Bonuses', value: formatMoney(slip.bonuses) },
          { label: 'Deductions', value: formatMoney(slip.deductions) },
          { label: 'Tax', value: formatMoney(slip.tax) },
          { label: 'Total pay', value: <strong>{formatMoney(slip.totalPay)}</strong> },
          { label: 'Paid to', value: bank || 'No bank account on file' },
          { label: 'Pay date', value: formatDate(slip.payDate) },
          { label: 'Payment reference', value: slip.paymentReference },
          { label: 'Paid on', value: formatDate(slip.paidAt, { time: true }) },
          { label: 'Calculated on', value: formatDate(slip.calculatedAt, { time: true }) },
          { label: 'Payslip mail', value: `${mailStatusLabels[slip.mailStatus]}${slip.mailSentAt ? ` (${formatDate(slip.mailSentAt, { time: true })})` : ''}` },
        ]}
        decisionPanel={
          <Card variant="outlined" component="section" aria-labelledby="payslip-actions-heading">
            <CardContent>
              <Typography id="payslip-actions-heading" variant="h6" component="h2" sx={{ mb: 1.5 }}>
                Actions
              </Typography>
              <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                {pdfProblem && <Alert severity="error">{pdfProblem}</Alert>}
                <Button variant="secondary" startIcon={<DownloadIcon aria-hidden />} onClick={() => void downloadPdf()}>
                  Download PDF
                </Button>
                {can('approve') && slipMayBePaid(slip) && (
                  <Button
                    variant="adminPrimary"
                    onClick={() =>
                      confirmed.ask({
                        title: 'Mark this payslip as paid?',
                        description: `${formatMoney(slip.totalPay)} to ${slip.staffProfile.fullName} is recorded as paid with the reference you give. The loan installments it deducted are set to paid.`,
                        confirmLabel: 'Mark as Paid',
                        note: paymentReferenceNote,
                        doneMessage: 'Payslip marked as paid.',
                        run: (paymentReference) => actions.markPaid.mutateAsync({ id: slip.id, paymentReference: paymentReference ?? '' }),
                      })
                    }
                  >
                    Mark as Paid
                  </Button>
                )}
                {recalculable && (
                  <Button variant="secondary" onClick={recalculate}>
                    Recalculate
                  </Button>
                )}
                {can('approve') && slip.status === 'PAID' && (
                  <Button
                    variant="secondary"
                    onClick={() =>
                      confirmed.ask({
                        title: 'Send the payslip mail again?',
                        description: `${slip.staffProfile.fullName} is mailed again that their payslip for ${month} is ready.`,
                        confirmLabel: 'Resend mail',
                        doneMessage: 'Payslip mail queued again.',
                        run: () => actions.resendMail.mutateAsync(slip.id),
                      })
                    }
                  >
                    Resend mail
                  </Button>
                )}
                {mayCorrect && (
                  <Button variant="secondary" onClick={() => setCorrecting(true)}>
                    Add a correction
                  </Button>
                )}
              </Stack>
            </CardContent>
          </Card>
        }
        auditEntries={[]}
        backTo={`${paths.payroll}?tab=payslips`}
        backLabel="All payslips"
      >
        {slip.outOfDate && (
          <Alert
            severity="warning"
            action={
              recalculable ? (
                <Button color="inherit" size="small" onClick={recalculate}>
                  Recalculate
                </Button>
              ) : undefined
            }
          >
            This payslip is out of date: its inputs (a reward, leave or a shift) changed after it was calculated.
            {recalculable ? '' : ' Its pay run is approved, so a correction goes into a later run as an adjustment.'}
          </Alert>
        )}
        <Card variant="outlined" component="section" aria-labelledby="payslip-lines-heading">
          <CardContent>
            <Typography id="payslip-lines-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
              Lines
            </Typography>
            <PayslipLines lines={slip.lines} totalPay={slip.totalPay} />
          </CardContent>
        </Card>
        <Card variant="outlined" component="section" aria-labelledby="payslip-explanation-heading">
          <CardContent>
            <Typography id="payslip-explanation-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
              How the payable days were counted
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
              {slip.explanation}
            </Typography>
          </CardContent>
        </Card>
      </RequestDetailLayout>
      {confirmed.dialog}
      {mayCorrect && <PayrollCorrectionDialog slip={slip} open={correcting} onClose={() => setCorrecting(false)} report={confirmed.report} />}
    </>
  );
}
