// /admin/requests: payment requests (Vendor, Claims, Contract, Tips-Staffs), server-paged; View / Disburse / Delete
// per row, Disburse only on an approved request and for roles that may decide.
import { listQueryFromState } from '@crewbase/api-client';
import { paymentRequestQueries, useDeletePaymentRequest, usePaymentRequestBulkDecision, usePaymentRequestDecision } from '@crewbase/data-access-payment-requests';
import { endpointPath, paymentRequestEndpoints, paymentRequestStatusSchema, paymentRequestWorkflow, requestCategoryLabel, requestCategorySchema, type PaymentRequest } from '@crewbase/domain';
import { type DataTableColumn, type FilterBarField, formatMoney, ListScreen, StatusChip, useConfirmedAction, useListState } from '@crewbase/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { generatePath, Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../app/paths';
import { listExport } from '../../shared/list-export';
import { statusFilter } from '../../shared/status-filter';
import { decisionNoteField } from '../requests/decision-panel';
import { adminMay } from '../requests/offered-decisions';
import { dateColumn, moneyColumn, staffIdColumn, staffNameColumn, statusColumn } from '../requests/request-columns';
import { useAdminCan } from '../access/use-can';
import { decisionProblem } from '../requests/decision-error';
import { useRouteNotice } from '../../shared/use-route-notice';
import { bulkDecisionSelection } from '../requests/bulk-decisions';

const filterFields: FilterBarField[] = [
  { field: 'staff.fullName', label: 'Staff name' },
  { field: 'staff.staffId', label: 'Staff ID' },
  { field: 'category', label: 'Category', options: requestCategorySchema.options.map((value) => ({ value, label: requestCategoryLabel(value) })) },
];

const columns: DataTableColumn<PaymentRequest>[] = [
  staffNameColumn(),
  { field: 'category', headerName: 'Category', flex: 0.8, minWidth: 110, valueFormatter: (value: string) => requestCategoryLabel(value) },
  moneyColumn('amount', 'Amount'),
  dateColumn('createdAt', 'Created on'),
  statusColumn(),
  { field: 'paid', headerName: 'Paid', width: 100, sortable: false, renderCell: ({ row }) => <StatusChip status={row.paid} /> },
  staffIdColumn(),
];

export function PaymentRequestListScreen() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const can = useAdminCan('payment-requests');
  const list = useListState(useSearchParams(), { defaultSort: { field: 'createdAt', direction: 'DESC' }, dateField: 'createdAt' });
  const query = listQueryFromState(list.state);
  const requests = useQuery(paymentRequestQueries.list(query));
  const counts = useQuery(paymentRequestQueries.statusCounts(query));
  const decide = usePaymentRequestDecision();
  const bulk = usePaymentRequestBulkDecision();
  const remove = useDeletePaymentRequest();
  const confirmed = useConfirmedAction({
    describeError: decisionProblem,
    onConflict: () => void queryClient.invalidateQueries({ queryKey: paymentRequestQueries.all() }),
  });
  const routeNotice = useRouteNotice();
  const open = (row: PaymentRequest) => navigate(generatePath(paths.requestDetail, { id: row.id }));

  return (
    <ListScreen<PaymentRequest>
      label="Payment requests"
      list={list}
      query={requests}
      columns={columns}
      filterFields={filterFields}
      statusFilter={statusFilter(paymentRequestStatusSchema.options, counts.data)}
      search={{ field: 'staff.fullName', label: 'Search by staff name' }}
      rowActions={(row) => [
        { label: 'View', onClick: () => open(row) },
        {
          label: 'Disburse',
          hidden: !can('approve') || !adminMay(paymentRequestWorkflow, 'disburse', row.status),
          onClick: () =>
            confirmed.ask({
              title: 'Disburse this request?',
              description: `${formatMoney(row.amount)} (${requestCategoryLabel(row.category)}) is disbursed for ${row.staff.fullName}: the request becomes issued and is marked paid.`,
              confirmLabel: 'Disburse',
              doneMessage: 'Payment request disbursed.',
              note: decisionNoteField(paymentRequestWorkflow, 'disburse'),
              run: (note) => decide.mutateAsync({ id: row.id, decision: 'disburse', note }),
            }),
        },
        {
          label: 'Delete',
          tone: 'danger',
          hidden: !can('delete') || !adminMay(paymentRequestWorkflow, 'delete', row.status),
          onClick: () =>
            confirmed.ask({
              title: 'Delete this request?',
              description: `The ${requestCategoryLabel(row.category)} request of ${formatMoney(row.amount)} for ${row.staff.fullName} is removed from every list. This cannot be undone.`,
              confirmLabel: 'Delete',
              tone: 'danger',
              doneMessage: 'Payment request deleted.',
              run: () => remove.mutateAsync(row.id),
            }),
        },
      ]}
      rowActionsLabel={(row) => `Actions for the ${requestCategoryLabel(row.category)} request for ${row.staff.fullName}`}
      onRowClick={open}
      create={can('create') ? { label: 'New request', to: paths.requestCreate } : undefined}
      LinkComponent={RouterLink}
      export={listExport(endpointPath(paymentRequestEndpoints.list), list.state)}
      empty={{ title: 'No payment requests yet' }}
      notice={confirmed.notice ?? routeNotice}
      selection={
        can('approve')
          ? bulkDecisionSelection({
              workflow: paymentRequestWorkflow,
              offers: [
                { action: 'approve', label: 'Approve', done: 'approved' },
                { action: 'deny', label: 'Deny', done: 'denied', tone: 'danger' },
              ],
              noun: { one: 'payment request', many: 'payment requests' },
              describe: (row: PaymentRequest) => `The ${requestCategoryLabel(row.category)} request of ${formatMoney(row.amount)} for ${row.staff.fullName}`,
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
