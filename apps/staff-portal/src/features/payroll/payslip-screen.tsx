// /staff/payroll/{id} ("Payroll ID"): one of the person's payslips — net pay, every line with its source, how the
// payable days were counted, where it was paid — printable on one A4 page (only the payslip prints) and downloadable
// as the PDF the API makes. Anyone else's payslip is a 404, shown as "not found".
import { isApiError } from '@crewbase/api-client';
import { payrollFiles, payrollQueries } from '@crewbase/data-access-payroll';
import type { StaffPayslipDetail } from '@crewbase/domain';
import { DetailList, ErrorState, formatDate, formatMoney, formatMonth, PageSpinner, StatusChip } from '@crewbase/ui';
import ArrowBack from '@mui/icons-material/ArrowBack';
import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { PayslipLines } from './payslip-lines';

const PRINT_ID = 'payslip-print';

/** On paper only the payslip shows, on one A4 page: the menu, header, footer and buttons stay on screen. */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        '@page': { size: 'A4', margin: '12mm' },
        'body *': { visibility: 'hidden' },
        [`#${PRINT_ID}, #${PRINT_ID} *`]: { visibility: 'visible' },
        [`#${PRINT_ID}`]: { position: 'absolute', left: 0, top: 0, width: '100%', fontSize: '10pt', border: 'none !important', boxShadow: 'none !important' },
        '[data-print="hide"]': { display: 'none !important' },
      },
    }}
  />
);

export function PayslipScreen() {
  const { id = '' } = useParams();
  const slip = useQuery(payrollQueries.myPayslip(id));
  if (slip.isPending) return <PageSpinner />;
  if (slip.isError) {
    const missing = isApiError(slip.error) && slip.error.status === 404;
    return (
      <ErrorState
        title={missing ? 'We could not find this payslip' : 'We could not load this payslip'}
        message={missing ? 'Your payslips are listed on the Payroll page.' : slip.error.message}
        onRetry={missing ? undefined : () => void slip.refetch()}
      />
    );
  }
  return <PayslipView slip={slip.data} />;
}

export function PayslipView({ slip }: { slip: StaffPayslipDetail }) {
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const month = formatMonth(slip.month);
  const download = async () => {
    setProblem(null);
    setSaving(true);
    try {
      await payrollFiles.saveMyPayslipPdf(slip);
    } catch (error) {
      setProblem(`The PDF could not be downloaded${isApiError(error) ? `: ${error.message}` : '. Check your connection and try again.'}`);
    } finally {
      setSaving(false);
    }
  };
  const bank = [slip.bank.bankName, slip.bank.accountNumber].filter(Boolean).join(' · ');

  return (
    <Stack spacing={2}>
      {printStyles}
      <Stack direction="row" data-print="hide" sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
        <Button component={RouterLink} to={paths.payroll} startIcon={<ArrowBack aria-hidden />}>
          My payslips
        </Button>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button variant="outlined" startIcon={<PrintIcon aria-hidden />} onClick={() => window.print()}>
            Print
          </Button>
          <Button variant="contained" startIcon={<DownloadIcon aria-hidden />} onClick={() => void download()} loading={saving}>
            Download PDF
          </Button>
        </Stack>
      </Stack>
      {problem && (
        <Alert severity="error" data-print="hide">
          {problem}
        </Alert>
      )}
      <Paper id={PRINT_ID} variant="outlined" component="article" aria-labelledby="payslip-heading" sx={{ p: { xs: 2, md: 3 } }}>
        <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography id="payslip-heading" component="h2" variant="h4" sx={{ overflowWrap: 'anywhere' }}>
              Payslip for {month}
            </Typography>
            <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {slip.staffProfile.fullName} · {slip.staffProfile.staffId}
            </Typography>
          </Box>
          <StatusChip status={slip.status} size="medium" />
        </Stack>
        <Box role="group" aria-label="Net pay" sx={{ my: 2 }}>
          <Typography variant="body2" color="text.secondary">
            Net pay
          </Typography>
          <Typography component="p" variant="h3">
            {formatMoney(slip.totalPay)}
          </Typography>
        </Box>
        <DetailList
          label="Payslip details"
          items={[
            { label: 'Payable days', value: String(slip.payableDays) },
            { label: 'Daily salary', value: formatMoney(slip.dailySalary) },
            { label: 'Gross pay', value: formatMoney(slip.grossPay) },
            { label: 'Bonuses', value: formatMoney(slip.bonuses) },
            { label: 'Deductions', value: formatMoney(slip.deductions) },
            { label: 'Tax', value: formatMoney(slip.tax) },
            { label: 'Pay day', value: formatDate(slip.payDate) },
            { label: 'Paid on', value: formatDate(slip.paidAt) },
            { label: 'Paid to', value: bank || null },
            { label: 'Payment reference', value: slip.paymentReference },
          ]}
        />
        <Typography component="h3" variant="h5" sx={{ mt: 3, mb: 0.5 }}>
          Lines
        </Typography>
        <PayslipLines lines={slip.lines} totalPay={slip.totalPay} />
        <Typography component="h3" variant="h5" sx={{ mt: 3, mb: 0.5 }}>
          How your payable days were counted
        </Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {slip.explanation}
        </Typography>
      </Paper>
    </Stack>
  );
}
