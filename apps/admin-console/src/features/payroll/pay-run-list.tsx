// The Pay runs tab of /admin/payroll: a new run for a month and scope, and every run by month (newest first), paged
// on the server; View / Delete (before approval) per row.
import { listQueryFromState } from '@crewbase/api-client';
import { payrollQueries, usePayRunActions } from '@crewbase/data-access-payroll';
import { endpointPath, payRunEndpoints, payRunStatusSchema, payRunWorkflow, type PayRun } from '@crewbase/domain';
import { type DataTableColumn, type FilterBarField, formatMonth, ListScreen, useConfirmedAction, useListState } from '@crewbase/ui';
import Stack from '@mui/material/Stack';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { generatePath, Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../app/paths';
import { listExport } from '../../shared/list-export';
import { statusFilter } from '../../shared/status-filter';
import { useRouteNotice } from '../../shared/use-route-notice';
import { useAdminCan } from '../access/use-can';
import { adminMay } from '../requests/offered-decisions';
import { dateColumn, moneyColumn, statusColumn } from '../requests/request-columns';
import { NewPayRunForm } from './new-pay-run-form';
import { scopeLabel } from './payroll-labels';
import { payrollProblem } from './payroll-problem';

const filterFields: FilterBarField[] = [{ field: 'month', label: 'Month (YYYY-MM)' }];

const columns: DataTableColumn<PayRun>[] = [
  { field: 'month', headerName: 'Month', flex: 1, minWidth: 150, valueFormatter: (value: string) => formatMonth(value) },
  { field: 'scope', headerName: 'Covers', flex: 1.3, minWidth: 180, valueGetter: (_v, row) => scopeLabel(row) },
  { field: 'slipCount', headerName: 'Payslips', width: 110, align: 'right', headerAlign: 'right' },
  { field: 'problemCount', headerName: 'Problems', width: 110, align: 'right', headerAlign: 'right', sortable: false },
  moneyColumn('totalPay', 'Total pay'),
  { ...statusColumn<PayRun>(), minWidth: 140 },
  dateColumn('createdAt', 'Created on'),
];

export function PayRunList() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const can = useAdminCan('payroll');
  const list = useListState(useSearchParams(), { defaultSort: { field: 'month', direction: 'DESC' }, prefix: 'run.' });
  const query = listQueryFromState(list.state);
  const runs = useQuery(payrollQueries.payRunList(query));
  const counts = useQuery(payrollQueries.payRunStatusCounts(query));
  const { remove } = usePayRunActions();
  const confirmed = useConfirmedAction({ describeError: payrollProblem, onConflict: () => void queryClient.invalidateQueries({ queryKey: payrollQueries.all() }) });
  const routeNotice = useRouteNotice();
  const open = (row: PayRun) => navigate(generatePath(paths.payrollRunDetail, { id: row.id }));

  return (
    <Stack spacing={3}>
      {can('create') && <NewPayRunForm />}
      <ListScreen<PayRun>
        label="Pay runs"
        list={list}
        query={runs}
        columns={columns}
        filterFields={filterFields}
        statusFilter={statusFilter(payRunStatusSchema.options, counts.data)}
        rowActions={(row) => [
          { label: 'View', onClick: () => open(row) },
          {
            label: 'Delete',
            tone: 'danger',
            hidden: !can('delete') || !adminMay(payRunWorkflow, 'delete', row.status),
            onClick: () =>
              confirmed.ask({
                title: 'Delete this pay run?',
                description: `The pay run for ${formatMonth(row.month)} (${scopeLabel(row)}) and its ${row.slipCount} payslips are removed; the rewards, penalties and installments it counted are released.`,
                confirmLabel: 'Delete',
                tone: 'danger',
                doneMessage: 'Pay run deleted.',
                run: () => remove.mutateAsync(row.id),
              }),
          },
        ]}
        rowActionsLabel={(row) => `Actions for the pay run for ${formatMonth(row.month)}`}
        onRowClick={open}
        LinkComponent={RouterLink}
        export={listExport(endpointPath(payRunEndpoints.list), list.state)}
        empty={{ title: 'No pay runs yet', description: 'Create one for a month above, then calculate it.' }}
        notice={confirmed.notice ?? routeNotice}
      >
        {confirmed.dialog}
      </ListScreen>
    </Stack>
  );
}
