// The dashboard's "Your last payslip": its net pay and date, opening it. It fails on its own, with its own retry.
import { payrollQueries } from '@crewbase/data-access-payroll';
import { formatDate, formatMoney, formatMonth, visuallyHidden } from '@crewbase/ui';
import ArrowForward from '@mui/icons-material/ArrowForward';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { generatePath, Link as RouterLink } from 'react-router';
import { paths } from '../../app/paths';

export function LastPayslip() {
  const headingId = useId();
  const latest = useQuery(payrollQueries.myLatest());
  const slip = latest.data?.payslip;
  const date = slip ? (slip.paidAt ? `Paid ${formatDate(slip.paidAt)}` : slip.payDate ? `Pay day ${formatDate(slip.payDate)}` : null) : null;

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography id={headingId} component="h2" variant="h4">
          Your last payslip
        </Typography>
        <Button component={RouterLink} to={paths.payroll} endIcon={<ArrowForward aria-hidden />}>
          My payslips
        </Button>
      </Stack>
      <Paper variant="outlined" sx={{ mt: 1.5, p: 2.5 }}>
        {latest.isPending ? (
          <>
            <Box sx={visuallyHidden}>Loading your last payslip</Box>
            <Skeleton variant="text" width="50%" />
          </>
        ) : latest.isError ? (
          <Stack direction="row" spacing={1.5} role="status" sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography color="text.secondary">Your payslips could not be loaded.</Typography>
            <Button variant="secondary" size="small" onClick={() => void latest.refetch()}>
              Retry
            </Button>
          </Stack>
        ) : !slip ? (
          <Typography color="text.secondary">No payslip yet.</Typography>
        ) : (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Box aria-hidden sx={(theme) => ({ p: 1, borderRadius: 2, display: 'flex', color: theme.crewbase.tokens.primary, backgroundColor: theme.crewbase.tokens.surfaceMuted })}>
              <PaymentsOutlined />
            </Box>
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography variant="body2" color="text.secondary">
                Net pay for {formatMonth(slip.month)}
              </Typography>
              <Typography variant="h5" component="p">
                {formatMoney(slip.totalPay)}
              </Typography>
              {date && <Typography color="text.secondary">{date}</Typography>}
              <Button component={RouterLink} to={generatePath(paths.payrollDetail, { id: slip.id })} variant="contained" size="small" sx={{ mt: 1.5 }}>
                Open the payslip
              </Button>
            </Box>
          </Stack>
        )}
      </Paper>
    </Box>
  );
}
