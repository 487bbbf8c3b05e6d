// A server-paged payslip list: the Payslips tab of /admin/payroll (every slip), a pay run's own slips (with each
// one's mail delivery and a resend) and a staff profile's Payroll tab (one person's slips). Filtered, sorted and paged
// on the server and exported as the filters show it; View / Mark as Paid (an unpaid slip of an approved run) / Resend
// mail (a paid slip) / Delete (a slip of a run not yet approved) per row, as the role allows.
import { listQueryFromState } from '@crewbase/api-client';
import { payrollQueries, usePayslipActions } from '@crewbase/data-access-payroll';
import { endpointPath, payRunStatusLabels, payRunStatusSchema, payslipEndpoints, payslipStatusSchema, type Payslip } from '@crewbase/domain';
import { type DataTableColumn, type FilterBarField, formatMoney, formatMonth, ListScreen, useConfirmedAction, useListState } from '@crewbase/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { generatePath, Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../app/paths';
import { listExport } from '../../shared/list-export';
import { statusFilter } from '../../shared/status-filter';
import { useRouteNotice } from '../../shared/use-route-notice';
import { useAdminCan } from '../access/use-can';
import { mailStatusLabels } from './mail-status';
import { paymentReferenceNote, payrollProblem } from './payroll-problem';
import { payslipColumns } from './payslip-columns';

const runStatusField: FilterBarField = {
  field: 'payRun.status',
  label: 'Pay run status',
  options: payRunStatusSchema.options.map((value) => ({ value, label: payRunStatusLabels[value] })),
};
const staffField: FilterBarField = { field: 'staffProfile.fullName', label: 'Staff name' };
const monthField: FilterBarField = { field: 'month', label: 'Month (YYYY-MM)' };
const mailColumn: DataTableColumn<Payslip> = { field: 'mailStatus', headerName: 'Payslip mail', flex: 0.9, minWidth: 130, sortable: false, valueFormatter: (value: Payslip['mailStatus']) => mailStatusLabels[value] };

/** Mark as Paid is offered on an unpaid slip of an approved run; Delete on a slip of a run not yet approved. */
export const slipMayBePaid = (slip: Pick<Payslip, 'status' | 'payRun'>) => slip.status === 'UNPAID' && slip.payRun.status === 'APPROVED';
export const slipMayBeDeleted = (slip: Pick<Payslip, 'payRun'>) => slip.payRun.status === 'DRAFT' || slip.payRun.status === 'CALCULATED';

export interface PayslipListProps {
  label?: string;
  /** Only one run's slips, or one person's (the list field and its value). */
  only?: { field: 'payRun.id' | 'staffProfile.id'; value: string };
  /** The list's address prefix, so lists on one page keep their own paging. */
  prefix?: string;
}

export function PayslipList({ label = 'Payslips', only, prefix = 'slip.' }: PayslipListProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const can = useAdminCan('payroll');
  const list = useListState(useSearchParams(), { defaultSort: { field: 'month', direction: 'DESC' }, prefix });
  const base = listQueryFromState(list.state);
  const narrowed = only ? [{ field: only.field, operator: '$eq' as const, value: only.value }] : [];
  const query = { ...base, filters: [...narrowed, ...base.filters] };
  const slips = useQuery(payrollQueries.payslipList(query));
  const counts = useQuery(payrollQueries.payslipStatusCounts(query));
  const actions = usePayslipActions();
  const confirmed = useConfirmedAction({ describeError: payrollProblem, onConflict: () => void queryClient.invalidateQueries({ queryKey: payrollQueries.all() }) });
  const routeNotice = useRouteNotice();
  const open = (row: Payslip) => navigate(generatePath(paths.payrollDetail, { id: row.id }));
  const whose = (row: Payslip) => `${row.staffProfile.fullName}'s payslip for ${formatMonth(row.month)}`;
  const oneRun = only?.field === 'payRun.id';
  const onePerson = only?.field === 'staffProfile.id';
  const columns = [...payslipColumns(!onePerson), ...(oneRun ? [mailColumn] : [])];
  const filterFields = [...(onePerson ? [] : [staffField]), ...(oneRun ? [] : [monthField, runStatusField])];

  return (
    <ListScreen<Payslip>
      label={label}
      list={list}
      query={slips}
      columns={columns}
      filterFields={filterFields}
      statusFilter={statusFilter(payslipStatusSchema.options, counts.data)}
      search={onePerson ? undefined : { field: 'staffProfile.fullName', label: 'Search payslips by staff name' }}
      rowActions={(row) => [
        { label: 'View', onClick: () => open(row) },
        {
          label: 'Mark as Paid',
          hidden: !can('approve') || !slipMayBePaid(row),
          onClick: () =>
            confirmed.ask({
              title: 'Mark this payslip as paid?',
              description: `${whose(row)}, ${formatMoney(row.totalPay)}, is recorded as paid with the reference you give. The loan installments it deducted are set to paid.`,
              confirmLabel: 'Mark as Paid',
              note: paymentReferenceNote,
              doneMessage: 'Payslip marked as paid.',
              run: (paymentReference) => actions.markPaid.mutateAsync({ id: row.id, paymentReference: paymentReference ?? '' }),
            }),
        },
        {
          label: 'Resend mail',
          hidden: !oneRun || !can('approve') || row.status !== 'PAID',
          onClick: () =>
            confirmed.ask({
              title: 'Send the payslip mail again?',
              description: `${row.staffProfile.fullName} is mailed again that their payslip for ${formatMonth(row.month)} is ready.`,
              confirmLabel: 'Resend mail',
              doneMessage: 'Payslip mail queued again.',
              run: () => actions.resendMail.mutateAsync(row.id),
            }),
        },
        {
          label: 'Delete',
          tone: 'danger',
          hidden: !can('delete') || !slipMayBeDeleted(row),
          onClick: () =>
            confirmed.ask({
              title: 'Delete this payslip?',
              description: `${whose(row)} is removed from its pay run; the rewards, penalties and installments it counted are released. Calculating the run again brings it back.`,
              confirmLabel: 'Delete',
              tone: 'danger',
              doneMessage: 'Payslip deleted.',
              run: () => actions.remove.mutateAsync(row.id),
            }),
        },
      ]}
      rowActionsLabel={(row) => `Actions for ${whose(row)}`}
      onRowClick={open}
      LinkComponent={RouterLink}
      export={listExport(endpointPath(payslipEndpoints.list), list.state, narrowed)}
      empty={{ title: 'No payslips yet', description: oneRun ? 'Calculate the pay run to make its payslips.' : 'Payslips appear here once a pay run is calculated.' }}
      notice={confirmed.notice ?? (only ? null : routeNotice)}
    >
      {confirmed.dialog}
    </ListScreen>
  );
}
