// /admin/profiles/bank-detail-changes: bank details staff asked to change, pending first by default; each opens to
// approve or reject. Reached from the staff list and from a staff profile's notice.
import { listQueryFromState } from '@crewbase/api-client';
import { bankDetailChangeQueries } from '@crewbase/data-access-people';
import { bankDetailChangeStatusSchema, type BankDetailChange, type BankDetails } from '@crewbase/domain';
import { type DataTableColumn, type FilterBarField, ListScreen, useListState } from '@crewbase/ui';
import { useQuery } from '@tanstack/react-query';
import { generatePath, Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../app/paths';
import { statusFilter } from '../../shared/status-filter';
import { useRouteNotice } from '../../shared/use-route-notice';
import { dateColumn, staffIdColumn, staffNameColumn, statusColumn } from '../requests/request-columns';

/** "Access Bank · 0123456789 · Ngozi Okafor". */
export const bankDetailsText = (d: BankDetails): string => [d.bank?.name, d.accountNumber, d.accountName].filter(Boolean).join(' · ') || 'None on file';

const filterFields: FilterBarField[] = [
  { field: 'staff.fullName', label: 'Staff name' },
  { field: 'staff.staffId', label: 'Staff ID' },
];

const columns: DataTableColumn<BankDetailChange>[] = [
  staffNameColumn(),
  { field: 'from', headerName: 'Bank details now', flex: 1.2, minWidth: 200, sortable: false, valueGetter: (_v, row) => bankDetailsText(row.from) },
  { field: 'to', headerName: 'Asked for', flex: 1.2, minWidth: 200, sortable: false, valueGetter: (_v, row) => bankDetailsText(row.to) },
  dateColumn('createdAt', 'Asked on'),
  statusColumn(),
  staffIdColumn(),
];

export const bankDetailChangePath = (id: string) => generatePath(paths.bankDetailChangeDetail, { id });

export function BankDetailChangeListScreen() {
  const navigate = useNavigate();
  const list = useListState(useSearchParams(), { defaultSort: { field: 'createdAt', direction: 'DESC' } });
  const query = listQueryFromState(list.state);
  const changes = useQuery(bankDetailChangeQueries.list(query));
  const routeNotice = useRouteNotice();
  const open = (row: BankDetailChange) => navigate(bankDetailChangePath(row.id));

  return (
    <ListScreen<BankDetailChange>
      label="Bank-detail changes"
      list={list}
      query={changes}
      columns={columns}
      filterFields={filterFields}
      statusFilter={statusFilter(bankDetailChangeStatusSchema.options, undefined)}
      search={{ field: 'staff.fullName', label: 'Search by staff name' }}
      rowActions={(row) => [{ label: 'View', onClick: () => open(row) }]}
      rowActionsLabel={(row) => `Actions for the bank-detail change of ${row.staff.fullName}`}
      onRowClick={open}
      LinkComponent={RouterLink}
      empty={{ title: 'No bank-detail changes yet', description: 'Staff ask for them from their profile in the staff portal.' }}
      notice={routeNotice}
    />
  );
}
