// /admin/performance/appraisals: the outcomes of completed reviews, from which rewards and penalties are granted,
// and the rewards and penalties themselves (also those made on their own), each its own server-paged list.
import { listQueryFromState } from '@crewbase/api-client';
import { performanceQueries } from '@crewbase/data-access-performance';
import { appraisalEndpoints, endpointPath, type Appraisal } from '@crewbase/domain';
import { type DataTableColumn, type FilterBarField, ListScreen, useListState } from '@crewbase/ui';
import { useQuery } from '@tanstack/react-query';
import { generatePath, Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../app/paths';
import { listExport } from '../../shared/list-export';
import { useRouteNotice } from '../../shared/use-route-notice';
import { dateColumn } from '../requests/request-columns';
import { ratingText } from './rating-text';
import { PenaltyList, RewardList } from './reward-penalty-lists';
import { SectionTabs } from '../../shared/section-tabs';

const filterFields: FilterBarField[] = [
  { field: 'staffFullName', label: 'Staff name' },
  { field: 'departmentName', label: 'Department' },
  { field: 'jobTitleName', label: 'Job title' },
  { field: 'cycle.name', label: 'Cycle' },
];

const columns: DataTableColumn<Appraisal>[] = [
  { field: 'staffFullName', headerName: 'Staff', flex: 1.3, minWidth: 180 },
  { field: 'departmentName', headerName: 'Department', flex: 1, minWidth: 140, valueFormatter: (value: string | null) => value ?? '—' },
  { field: 'cycle.name', headerName: 'Cycle', flex: 1.1, minWidth: 160, valueGetter: (_v, row) => row.cycle.name },
  { field: 'overallRating', headerName: 'Overall rating', width: 140, align: 'right', headerAlign: 'right', valueFormatter: (value: number | null) => ratingText(value) },
  dateColumn('completedAt', 'Completed on'),
  { field: 'rewardCount', headerName: 'Rewards', width: 100, align: 'right', headerAlign: 'right', sortable: false },
  { field: 'penaltyCount', headerName: 'Penalties', width: 100, align: 'right', headerAlign: 'right', sortable: false },
];

function AppraisalList() {
  const navigate = useNavigate();
  const list = useListState(useSearchParams(), { defaultSort: { field: 'completedAt', direction: 'DESC' }, prefix: 'appraisal.' });
  const appraisals = useQuery(performanceQueries.appraisalList(listQueryFromState(list.state)));
  const routeNotice = useRouteNotice();
  const open = (row: Appraisal) => navigate(generatePath(paths.performanceAppraisalDetail, { id: row.id }));
  return (
    <ListScreen<Appraisal>
      label="Appraisals"
      list={list}
      query={appraisals}
      columns={columns}
      filterFields={filterFields}
      search={{ field: 'staffFullName', label: 'Search appraisals by staff name' }}
      rowActions={(row) => [{ label: 'View', onClick: () => open(row) }]}
      rowActionsLabel={(row) => `Actions for the appraisal of ${row.staffFullName} in ${row.cycle.name}`}
      onRowClick={open}
      LinkComponent={RouterLink}
      export={listExport(endpointPath(appraisalEndpoints.list), list.state)}
      empty={{ title: 'No appraisals yet', description: 'A review becomes an appraisal when an admin approves it.' }}
      notice={routeNotice}
    />
  );
}

export function AppraisalListScreen() {
  return (
    <SectionTabs
      label="Appraisal sections"
      sections={[
        { id: 'appraisals', label: 'Appraisals', render: () => <AppraisalList /> },
        { id: 'rewards', label: 'Rewards', render: () => <RewardList /> },
        { id: 'penalties', label: 'Penalties', render: () => <PenaltyList /> },
      ]}
    />
  );
}
