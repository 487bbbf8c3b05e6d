// /admin/performance/reviews: every staff review (spec fields staffFullName, departmentName, jobTitleName,
// overallRating, createdAt), with the status buttons and their counts, filters and Export of what they show.
import { listQueryFromState } from '@crewbase/api-client';
import { performanceQueries } from '@crewbase/data-access-performance';
import { adminReviewEndpoints, endpointPath, reviewStatusSchema, type Review } from '@crewbase/domain';
import { type DataTableColumn, type FilterBarField, ListScreen, useListState } from '@crewbase/ui';
import { useQuery } from '@tanstack/react-query';
import { generatePath, Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../app/paths';
import { listExport } from '../../shared/list-export';
import { statusFilter } from '../../shared/status-filter';
import { dateColumn, statusColumn } from '../requests/request-columns';
import { ratingText } from './rating-text';

const filterFields: FilterBarField[] = [
  { field: 'staffFullName', label: 'Staff name' },
  { field: 'departmentName', label: 'Department' },
  { field: 'jobTitleName', label: 'Job title' },
  { field: 'cycle.name', label: 'Cycle' },
];

const columns: DataTableColumn<Review>[] = [
  { field: 'staffFullName', headerName: 'Staff', flex: 1.3, minWidth: 180 },
  { field: 'departmentName', headerName: 'Department', flex: 1, minWidth: 140, valueFormatter: (value: string | null) => value ?? '—' },
  { field: 'jobTitleName', headerName: 'Job title', flex: 1, minWidth: 140, valueFormatter: (value: string | null) => value ?? '—' },
  { field: 'cycle.name', headerName: 'Cycle', flex: 1.1, minWidth: 140, valueGetter: (_v, row) => row.cycle.name },
  { field: 'overallRating', headerName: 'Overall rating', width: 140, align: 'right', headerAlign: 'right', valueFormatter: (value: number | null) => ratingText(value) },
  dateColumn('createdAt', 'Created on'),
  // "Pending approval" is the longest review status; 160 leaves the row its actions at 1440px.
  statusColumn(160),
];

export const reviewPath = (review: Pick<Review, 'id' | 'staff'>) => generatePath(paths.performanceReviewDetail, { staffId: review.staff.id, id: review.id });

export function ReviewListScreen() {
  const navigate = useNavigate();
  const list = useListState(useSearchParams(), { defaultSort: { field: 'createdAt', direction: 'DESC' }, dateField: 'createdAt' });
  const query = listQueryFromState(list.state);
  const reviews = useQuery(performanceQueries.reviewList(query));
  const counts = useQuery(performanceQueries.reviewStatusCounts(query));
  const open = (row: Review) => navigate(reviewPath(row));

  return (
    <ListScreen<Review>
      label="Staff reviews"
      list={list}
      query={reviews}
      columns={columns}
      filterFields={filterFields}
      statusFilter={statusFilter(reviewStatusSchema.options, counts.data)}
      search={{ field: 'staffFullName', label: 'Search by staff name' }}
      rowActions={(row) => [{ label: 'View', onClick: () => open(row) }]}
      rowActionsLabel={(row) => `Actions for the review of ${row.staffFullName} in ${row.cycle.name}`}
      onRowClick={open}
      LinkComponent={RouterLink}
      export={listExport(endpointPath(adminReviewEndpoints.list), list.state)}
      empty={{ title: 'No reviews yet', description: 'Reviews appear here when a cycle is launched: one per staff member in its scope.' }}
    />
  );
}
