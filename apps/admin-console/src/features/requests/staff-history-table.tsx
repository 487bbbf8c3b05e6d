// The frame of a staff profile's history tabs (leave, loans, medical assistance): one person's requests, paged,
// sorted and filtered by status on the server, each row opening the request. Its list state lives in the address
// under its own prefix so the profile's other tabs keep theirs.
import { DataTable, FilterBar, useListState, type FilterBarField } from '@crewbase/ui';
import Stack from '@mui/material/Stack';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { ListQuery, ListResponse } from '@crewbase/domain';
import { listQueryFromState } from '@crewbase/api-client';
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';

export interface StaffHistoryTableProps<R extends GridValidRowModel> {
  staffId: string;
  /** The list's address prefix, e.g. `leave.`. */
  prefix: string;
  label: string;
  statusField: FilterBarField;
  columns: GridColDef<R>[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any query key the feature's factory makes
  listQuery: (query: ListQuery) => UseQueryOptions<ListResponse<R>, Error, ListResponse<R>, any>;
  detailPath: (id: string) => string;
  emptyTitle: string;
}

export function StaffHistoryTable<R extends GridValidRowModel & { id: string }>({
  staffId,
  prefix,
  label,
  statusField,
  columns,
  listQuery,
  detailPath,
  emptyTitle,
}: StaffHistoryTableProps<R>) {
  const navigate = useNavigate();
  const list = useListState(useSearchParams(), { prefix, defaultSort: { field: 'createdAt', direction: 'DESC' } });
  const base = listQueryFromState(list.state);
  const query = useQuery(listQuery({ ...base, filters: [{ field: 'staff.id', operator: '$eq', value: staffId }, ...base.filters] }));

  return (
    <Stack spacing={2}>
      <FilterBar label={`${label} filters`} fields={[statusField]} {...list.filterBarProps} />
      <DataTable<R>
        label={label}
        columns={columns}
        rows={query.data?.data ?? []}
        rowCount={query.data?.total ?? 0}
        loading={query.isFetching}
        error={query.error}
        onRetry={() => void query.refetch()}
        onRowClick={(row) => navigate(detailPath(row.id))}
        emptyTitle={list.state.filters.length > 0 ? 'Nothing matches this filter' : emptyTitle}
        {...list.tableProps}
      />
    </Stack>
  );
}
