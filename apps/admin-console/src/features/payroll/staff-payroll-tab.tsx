// The "Payroll" tab of the admin staff profile: that person's payslips, newest first, paged on the server.
import { PayslipList } from './payslip-list';

export function StaffPayrollTab({ staffId }: { staffId: string }) {
  return <PayslipList label="Payroll" only={{ field: 'staffProfile.id', value: staffId }} prefix="payroll." />;
}
