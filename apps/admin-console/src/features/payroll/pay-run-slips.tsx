// A pay run's own payslips on its page, with each one's mail delivery and a resend.
import type { PayRunDetail } from '@crewbase/domain';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { PayslipList } from './payslip-list';

export function PayRunSlips({ run }: { run: PayRunDetail }) {
  return (
    <Card variant="outlined" component="section" aria-labelledby="pay-run-slips-heading">
      <CardContent>
        <Typography id="pay-run-slips-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
          Payslips
        </Typography>
        <PayslipList label="Payslips of this pay run" only={{ field: 'payRun.id', value: run.id }} prefix="runslip." />
      </CardContent>
    </Card>
  );
}
