// The "Loan History" tab of the admin staff profile: that person's loans, paged on the server.
import { loanQueries } from '@crewbase/data-access-loans';
import { loanEndpoints, loanStatusSchema, type LoanRequest } from '@crewbase/domain';
import { type DataTableColumn, formatMoney } from '@crewbase/ui';
import { generatePath } from 'react-router';
import { paths } from '../../app/paths';
import { dateColumn, moneyColumn, statusColumn, statusFilterField } from '../requests/request-columns';
import { StaffHistoryTable } from '../requests/staff-history-table';

const columns: DataTableColumn<LoanRequest>[] = [
  moneyColumn('amountRequested', 'Amount requested'),
  moneyColumn('amount', 'Approved amount'),
  { field: 'amountOutstanding', headerName: 'Still owed', flex: 1, minWidth: 130, sortable: false, align: 'right', headerAlign: 'right', valueFormatter: (_v, row) => (row.disbursedAt ? formatMoney(row.amountOutstanding) : '—') },
  statusColumn(),
  dateColumn('createdAt', 'Requested on'),
];

export interface StaffLoanHistoryTabProps {
  /** The staff record's id (uuid). */
  staffId: string;
}

export function StaffLoanHistoryTab({ staffId }: StaffLoanHistoryTabProps) {
  return (
    <StaffHistoryTable<LoanRequest>
      staffId={staffId}
      prefix="loans."
      label="Loan history"
      statusField={statusFilterField(loanStatusSchema.options)}
      columns={columns}
      listQuery={loanQueries.adminList}
      exportList={loanEndpoints.adminList}
      detailPath={(id) => generatePath(paths.loanDetail, { id })}
      emptyTitle="No loans yet"
    />
  );
}
