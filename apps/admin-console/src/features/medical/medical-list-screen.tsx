// /admin/medical-assistance: every medical assistance request, server-paged; View / Disburse / Delete per row,
// Disburse only on an approved request and for roles that may decide.
import { listQueryFromState } from '@crewbase/api-client';
import { medicalQueries, useDeleteMedicalAssistance, useMedicalBulkDecision, useMedicalDecision } from '@crewbase/data-access-medical';
import { endpointPath, medicalAssistanceEndpoints, medicalAssistanceStatusSchema, medicalAssistanceWorkflow, type MedicalAssistance } from '@crewbase/domain';
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
];

const columns: DataTableColumn<MedicalAssistance>[] = [
  staffNameColumn(),
  staffIdColumn(),
  moneyColumn('amount', 'Amount'),
  dateColumn('createdAt', 'Requested on'),
  statusColumn(),
  { field: 'paid', headerName: 'Paid', width: 100, sortable: false, renderCell: ({ row }) => <StatusChip status={row.paid} /> },
];

export function MedicalListScreen() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const can = useAdminCan('medical-assistance');
  const list = useListState(useSearchParams(), { defaultSort: { field: 'createdAt', direction: 'DESC' }, dateField: 'createdAt' });
  const query = listQueryFromState(list.state);
  const medical = useQuery(medicalQueries.adminList(query));
  const counts = useQuery(medicalQueries.adminStatusCounts(query));
  const decide = useMedicalDecision();
  const bulk = useMedicalBulkDecision();
  const remove = useDeleteMedicalAssistance();
  const confirmed = useConfirmedAction({
    describeError: decisionProblem,
    onConflict: () => void queryClient.invalidateQueries({ queryKey: medicalQueries.all() }),
  });
  const routeNotice = useRouteNotice();
  const open = (row: MedicalAssistance) => navigate(generatePath(paths.medicalDetail, { id: row.id }));

  return (
    <ListScreen<MedicalAssistance>
      label="Medical assistance requests"
      list={list}
      query={medical}
      columns={columns}
      filterFields={filterFields}
      statusFilter={statusFilter(medicalAssistanceStatusSchema.options, counts.data)}
      search={{ field: 'staff.fullName', label: 'Search by staff name' }}
      rowActions={(row) => [
        { label: 'View', onClick: () => open(row) },
        {
          label: 'Disburse',
          hidden: !can('approve') || !adminMay(medicalAssistanceWorkflow, 'disburse', row.status),
          onClick: () =>
            confirmed.ask({
              title: 'Disburse this request?',
              description: `${formatMoney(row.amount)} is disbursed to ${row.staff.fullName}: the request becomes issued and is marked paid.`,
              confirmLabel: 'Disburse',
              doneMessage: `${row.staff.fullName}'s medical assistance is disbursed.`,
              note: decisionNoteField(medicalAssistanceWorkflow, 'disburse'),
              run: (note) => decide.mutateAsync({ id: row.id, decision: 'disburse', note }),
            }),
        },
        {
          label: 'Delete',
          tone: 'danger',
          hidden: !can('delete') || !adminMay(medicalAssistanceWorkflow, 'delete', row.status),
          onClick: () =>
            confirmed.ask({
              title: 'Delete this request?',
              description: `${row.staff.fullName}'s medical assistance request for ${formatMoney(row.amount)} is removed from every list. This cannot be undone.`,
              confirmLabel: 'Delete',
              tone: 'danger',
              doneMessage: 'Medical assistance request deleted.',
              run: () => remove.mutateAsync(row.id),
            }),
        },
      ]}
      rowActionsLabel={(row) => `Actions for ${row.staff.fullName}'s medical assistance`}
      onRowClick={open}
      create={can('create') ? { label: 'New medical assistance', to: paths.medicalCreate } : undefined}
      LinkComponent={RouterLink}
      export={listExport(endpointPath(medicalAssistanceEndpoints.adminList), list.state)}
      empty={{ title: 'No medical assistance requests yet' }}
      notice={confirmed.notice ?? routeNotice}
      selection={
        can('approve')
          ? bulkDecisionSelection({
              workflow: medicalAssistanceWorkflow,
              offers: [
                { action: 'approve', label: 'Approve', done: 'approved' },
                { action: 'decline', label: 'Decline', done: 'declined', tone: 'danger' },
              ],
              noun: { one: 'medical assistance request', many: 'medical assistance requests' },
              describe: (row: MedicalAssistance) => `${row.staff.fullName}'s request for ${formatMoney(row.amount)}`,
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
