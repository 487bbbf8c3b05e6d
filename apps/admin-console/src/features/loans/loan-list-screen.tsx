// /admin/loans: every loan, filtered, sorted and paged on the server; View / Delete per row (delete for roles that may).
import { listQueryFromState } from '@crewbase/api-client';
import { loanQueries, useDeleteLoanRequest, useLoanBulkDecision } from '@crewbase/data-access-loans';
import { endpointPath, loanEndpoints, loanStatusSchema, loanWorkflow, type LoanRequest } from '@crewbase/domain';
import { type DataTableColumn, type FilterBarField, formatMoney, ListScreen, useConfirmedAction, useListState } from '@crewbase/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { generatePath, Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../app/paths';
import { listExport } from '../../shared/list-export';
import { statusFilter } from '../../shared/status-filter';
import { adminMay } from '../requests/offered-decisions';
import { dateColumn, moneyColumn, staffIdColumn, staffNameColumn, statusColumn } from '../requests/request-columns';
import { useAdminCan } from '../access/use-can';
import { decisionProblem } from '../requests/decision-error';
import { useRouteNotice } from '../../shared/use-route-notice';
import { bulkDecisionSelection } from '../requests/bulk-decisions';

const filterFields: FilterBarField[] = [
  { field: 'staff.fullName', label: 'Staff name' },
  { field: 'staff.staffId', label: 'Staff ID' },
];

const columns: DataTableColumn<LoanRequest>[] = [
  staffNameColumn(),
  staffIdColumn(),
  moneyColumn('amountRequested', 'Amount requested'),
  moneyColumn('amount', 'Approved amount'),
  statusColumn(),
  dateColumn('createdAt', 'Requested on'),
];

export function LoanListScreen() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const can = useAdminCan('loan-request');
  const list = useListState(useSearchParams(), { defaultSort: { field: 'createdAt', direction: 'DESC' }, dateField: 'createdAt' });
  const query = listQueryFromState(list.state);
  const loans = useQuery(loanQueries.adminList(query));
  const counts = useQuery(loanQueries.adminStatusCounts(query));
  const remove = useDeleteLoanRequest();
  const bulk = useLoanBulkDecision();
  const confirmed = useConfirmedAction({
    describeError: decisionProblem,
    onConflict: () => void queryClient.invalidateQueries({ queryKey: loanQueries.all() }),
  });
  const routeNotice = useRouteNotice();
  const open = (row: LoanRequest) => navigate(generatePath(paths.loanDetail, { id: row.id }));

  return (
    <ListScreen<LoanRequest>
      label="Loans"
      list={list}
      query={loans}
      columns={columns}
      filterFields={filterFields}
      statusFilter={statusFilter(loanStatusSchema.options, counts.data)}
      search={{ field: 'staff.fullName', label: 'Search by staff name' }}
      rowActions={(row) => [
        { label: 'View', onClick: () => open(row) },
        {
          label: 'Delete',
          tone: 'danger',
          hidden: !can('delete') || !adminMay(loanWorkflow, 'delete', row.status),
          onClick: () =>
            confirmed.ask({
              title: 'Delete this loan?',
              description: `${row.staff.fullName}'s loan of ${formatMoney(row.amount ?? row.amountRequested)} is removed from every list. This cannot be undone.`,
              confirmLabel: 'Delete',
              tone: 'danger',
              doneMessage: 'Loan deleted.',
              run: () => remove.mutateAsync(row.id),
            }),
        },
      ]}
      rowActionsLabel={(row) => `Actions for ${row.staff.fullName}'s loan`}
      onRowClick={open}
      create={can('create') ? { label: 'New loan', to: paths.loanCreate } : undefined}
      LinkComponent={RouterLink}
      export={listExport(endpointPath(loanEndpoints.adminList), list.state)}
      empty={{ title: 'No loans yet' }}
      notice={confirmed.notice ?? routeNotice}
      selection={
        can('approve')
          ? bulkDecisionSelection({
              workflow: loanWorkflow,
              offers: [
                {
                  action: 'approve',
                  label: 'Approve',
                  done: 'approved',
                  explain: 'Each loan is approved as requested: the amount and the number of months asked for, within the loan limits.',
                },
                { action: 'decline', label: 'Decline', done: 'declined', tone: 'danger' },
              ],
              noun: { one: 'loan', many: 'loans' },
              describe: (row: LoanRequest) => `${row.staff.fullName}'s loan of ${formatMoney(row.amountRequested)}`,
              confirmed,
              send: (decision, ids, note) => bulk.mutateAsync({ decision, ids, note }),
            })
          : undefined
      }
    >
      {confirmed.dialog}
    </ListScreen>
  );
}
