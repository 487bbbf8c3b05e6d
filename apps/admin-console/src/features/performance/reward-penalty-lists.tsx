// The rewards and the penalties lists of the Appraisals screen, server-paged with Export. A reward or penalty a
// pay run has included is locked: it shows as such and offers no Edit or Delete.
import { listQueryFromState } from '@crewbase/api-client';
import { performanceQueries, usePerformanceMutations } from '@crewbase/data-access-performance';
import { endpointPath, penaltyEndpoints, rewardEndpoints, rewardKindSchema, type Penalty, type Reward } from '@crewbase/domain';
import { type DataTableColumn, type FilterBarField, formatMoney, ListScreen, StatusChip, useConfirmedAction, useListState } from '@crewbase/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { generatePath, Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../app/paths';
import { listExport } from '../../shared/list-export';
import { useRouteNotice } from '../../shared/use-route-notice';
import { useAdminCan } from '../access/use-can';
import { dateColumn, moneyColumn } from '../requests/request-columns';
import { performanceProblem } from './performance-problem';

export const rewardRecipient = (reward: Pick<Reward, 'staff' | 'customerName'>) => reward.staff?.fullName ?? reward.customerName ?? '—';

const lockedColumn = <R extends { payRunId: string | null }>(): DataTableColumn<R> => ({
  field: 'payRunId',
  headerName: 'Pay run',
  width: 150,
  sortable: false,
  renderCell: ({ row }) => <StatusChip status={row.payRunId ? 'Included' : 'Not yet'} />,
});

const rewardColumns: DataTableColumn<Reward>[] = [
  { field: 'kind', headerName: 'Reward', flex: 1, minWidth: 150 },
  { field: 'staff.fullName', headerName: 'Recipient', flex: 1.2, minWidth: 170, valueGetter: (_v, row) => rewardRecipient(row) },
  { field: 'recipientType', headerName: 'Recipient type', width: 130 },
  moneyColumn('rewardAmount', 'Amount'),
  dateColumn('date', 'Date'),
  lockedColumn<Reward>(),
];

const penaltyColumns: DataTableColumn<Penalty>[] = [
  { field: 'staff.fullName', headerName: 'Staff', flex: 1.2, minWidth: 170, valueGetter: (_v, row) => row.staff.fullName },
  moneyColumn('amount', 'Amount'),
  dateColumn('date', 'Date'),
  { field: 'reason', headerName: 'Reason', flex: 1.6, minWidth: 200, sortable: false },
  lockedColumn<Penalty>(),
];

const rewardFilters: FilterBarField[] = [
  { field: 'staff.fullName', label: 'Staff name' },
  { field: 'kind', label: 'Reward', options: rewardKindSchema.options.map((value) => ({ value, label: value })) },
  { field: 'recipientType', label: 'Recipient type', options: [{ value: 'Staff', label: 'Staff' }, { value: 'Customer', label: 'Customer' }] },
];

function useRemoval(kind: 'reward' | 'penalty') {
  const queryClient = useQueryClient();
  const { remove } = usePerformanceMutations(kind);
  const confirmed = useConfirmedAction({
    describeError: performanceProblem,
    onConflict: () => void queryClient.invalidateQueries({ queryKey: performanceQueries.all() }),
  });
  return { remove, confirmed };
}

export function RewardList() {
  const navigate = useNavigate();
  const can = useAdminCan('performance-review');
  const list = useListState(useSearchParams(), { defaultSort: { field: 'date', direction: 'DESC' }, prefix: 'reward.' });
  const rewards = useQuery(performanceQueries.rewardList(listQueryFromState(list.state)));
  const { remove, confirmed } = useRemoval('reward');
  const routeNotice = useRouteNotice();
  const open = (row: Reward) => navigate(generatePath(paths.performanceRewardDetail, { id: row.id }));
  return (
    <ListScreen<Reward>
      label="Rewards"
      list={list}
      query={rewards}
      columns={rewardColumns}
      filterFields={rewardFilters}
      search={{ field: 'staff.fullName', label: 'Search rewards by staff name' }}
      rowActions={(row) => [
        { label: 'View', onClick: () => open(row) },
        { label: 'Edit', hidden: !can('update') || Boolean(row.payRunId), onClick: () => navigate(generatePath(paths.performanceRewardEdit, { id: row.id })) },
        {
          label: 'Delete',
          tone: 'danger',
          hidden: !can('delete') || Boolean(row.payRunId),
          onClick: () =>
            confirmed.ask({
              title: 'Delete this reward?',
              description: `The ${row.kind} of ${formatMoney(row.rewardAmount)} for ${rewardRecipient(row)} is removed. This cannot be undone.`,
              confirmLabel: 'Delete',
              tone: 'danger',
              doneMessage: 'Reward deleted.',
              run: () => remove.mutateAsync(row.id),
            }),
        },
      ]}
      rowActionsLabel={(row) => `Actions for the ${row.kind} for ${rewardRecipient(row)}`}
      onRowClick={open}
      create={can('create') ? { label: 'Create reward', to: paths.performanceCreateReward } : undefined}
      LinkComponent={RouterLink}
      export={listExport(endpointPath(rewardEndpoints.list), list.state)}
      empty={{ title: 'No rewards yet', description: 'Grant one from an appraisal, or on its own with Create reward.' }}
      notice={confirmed.notice ?? routeNotice}
    >
      {confirmed.dialog}
    </ListScreen>
  );
}

export function PenaltyList() {
  const navigate = useNavigate();
  const can = useAdminCan('performance-review');
  const list = useListState(useSearchParams(), { defaultSort: { field: 'date', direction: 'DESC' }, prefix: 'penalty.' });
  const penalties = useQuery(performanceQueries.penaltyList(listQueryFromState(list.state)));
  const { remove, confirmed } = useRemoval('penalty');
  const routeNotice = useRouteNotice();
  const open = (row: Penalty) => navigate(generatePath(paths.performancePenaltyDetail, { id: row.id }));
  return (
    <ListScreen<Penalty>
      label="Penalties"
      list={list}
      query={penalties}
      columns={penaltyColumns}
      search={{ field: 'staff.fullName', label: 'Search penalties by staff name' }}
      rowActions={(row) => [
        { label: 'View', onClick: () => open(row) },
        { label: 'Edit', hidden: !can('update') || Boolean(row.payRunId), onClick: () => navigate(generatePath(paths.performancePenaltyEdit, { id: row.id })) },
        {
          label: 'Delete',
          tone: 'danger',
          hidden: !can('delete') || Boolean(row.payRunId),
          onClick: () =>
            confirmed.ask({
              title: 'Delete this penalty?',
              description: `The penalty of ${formatMoney(row.amount)} for ${row.staff.fullName} is removed. This cannot be undone.`,
              confirmLabel: 'Delete',
              tone: 'danger',
              doneMessage: 'Penalty deleted.',
              run: () => remove.mutateAsync(row.id),
            }),
        },
      ]}
      rowActionsLabel={(row) => `Actions for the penalty for ${row.staff.fullName}`}
      onRowClick={open}
      create={can('create') ? { label: 'Create penalty', to: paths.performanceCreatePenalty } : undefined}
      LinkComponent={RouterLink}
      export={listExport(endpointPath(penaltyEndpoints.list), list.state)}
      empty={{ title: 'No penalties yet', description: 'Record one from an appraisal, or on its own with Create penalty.' }}
      notice={confirmed.notice ?? routeNotice}
    >
      {confirmed.dialog}
    </ListScreen>
  );
}
