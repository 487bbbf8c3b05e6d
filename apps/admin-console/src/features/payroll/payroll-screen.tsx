// /admin/payroll: pay runs by month and their payslips, each its own server-paged list in a tab, and the way to the
// payroll settings.
import SettingsIcon from '@mui/icons-material/Settings';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../app/paths';
import { SectionTabs } from '../../shared/section-tabs';
import { PayRunList } from './pay-run-list';
import { PayslipList } from './payslip-list';

export function PayrollScreen() {
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
        <Button component={RouterLink} to={paths.payrollSettings} variant="secondary" startIcon={<SettingsIcon aria-hidden />}>
          Payroll settings
        </Button>
      </Box>
      <SectionTabs
        label="Payroll sections"
        sections={[
          { id: 'runs', label: 'Pay runs', render: () => <PayRunList /> },
          { id: 'payslips', label: 'Payslips', render: () => <PayslipList /> },
        ]}
      />
    </>
  );
}
