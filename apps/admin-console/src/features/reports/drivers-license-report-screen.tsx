// /admin/reports/drivers-license: every staff member with a driver's licence: number, expiry, status at today (expired,
// due to expire within 30 days, verified, unverified) and days left. A licence not yet approved (and not expired) is
// approved from its row, after a confirmation, through the staff approval the profile uses too.
import { useStaffMutations } from '@crewbase/data-access-people';
import { refreshReports } from '@crewbase/data-access-reports';
import type { DriverLicenceReportRow } from '@crewbase/domain';
import { type DataTableColumn, useConfirmedAction } from '@crewbase/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCan } from '../access/use-can';
import { reportDateColumn, reportStatusColumn, staffColumns } from './report-columns';
import { ReportScreen } from './report-screen';

const daysLeftText = (days: number) => {
  if (days < 0) return `Expired ${-days} ${days === -1 ? 'day' : 'days'} ago`;
  if (days === 0) return 'Expires today';
  return `${days} ${days === 1 ? 'day' : 'days'}`;
};

const columns: DataTableColumn<DriverLicenceReportRow>[] = [
  ...staffColumns<DriverLicenceReportRow>(),
  { field: 'number', headerName: 'Licence number', flex: 1, minWidth: 130 },
  reportDateColumn('expiry', 'Expiry'),
  // Narrow enough for the row's actions at 1440px: "Due to expire" is the longest status, and "Expired 30 days ago"
  // reads on two lines.
  reportStatusColumn(140),
  { field: 'daysLeft', headerName: 'Days left', width: 100, align: 'right', headerAlign: 'right', valueFormatter: (value: number) => daysLeftText(value) },
];

export const licenceApprovable = (row: DriverLicenceReportRow) => !row.verified && row.status !== 'EXPIRED';

export function DriversLicenseReportScreen() {
  const can = useCan();
  const queryClient = useQueryClient();
  const { approveDriverLicence } = useStaffMutations();
  const confirmation = useConfirmedAction();
  const mayApprove = can('staff', 'approve', { form: false });

  const approve = (row: DriverLicenceReportRow) =>
    confirmation.ask({
      title: `Approve ${row.staff.fullName}'s driver's licence?`,
      description: `Licence ${row.number} will be marked verified. Check it against the document on their profile first.`,
      confirmLabel: 'Approve licence',
      doneMessage: `${row.staff.fullName}'s driver's licence is approved.`,
      run: async () => {
        await approveDriverLicence.mutateAsync(row.id);
        await refreshReports(queryClient);
      },
    });

  return (
    <ReportScreen
      name="driver-licenses"
      label="Driver's licences"
      dateLabel="Expiry"
      columns={columns}
      defaultSort={{ field: 'expiry', direction: 'ASC' }}
      rowActions={(row) => [{ label: 'Approve licence', onClick: () => approve(row), hidden: !mayApprove, disabled: !licenceApprovable(row) }]}
      rowActionsLabel={(row) => `Actions for ${row.staff.fullName}`}
      empty={{ title: 'No staff member has a driver’s licence on file', description: 'Licences are added on a staff member’s profile.' }}
      notice={confirmation.notice}
    >
      {confirmation.dialog}
    </ReportScreen>
  );
}
