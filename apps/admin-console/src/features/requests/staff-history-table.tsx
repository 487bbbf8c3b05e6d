// The frame of a staff profile's history tabs (leave, loans, medical assistance): one person's requests, paged,
// sorted and filtered by status on the server, each row opening the request. Its list state lives in the address
// under its own prefix so the profile's other tabs keep theirs.
import { type DataTableColumn, type DataTableRowModel, type FilterBarField, ListScreen, useListState } from '@crewbase/ui';
import { endpointPath, type ListQuery, type ListResponse } from '@crewbase/domain';
import { listQueryFromState } from '@crewbase/api-client';
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { listExport } from '../../shared/list-export';

export interface StaffHistoryTableProps<R extends DataTableRowModel> {
  staffId: string;
  /** The list's address prefix, e.g. `leave.`. */
  prefix: string;
  label: string;
  statusField: FilterBarField;
  columns: DataTableColumn<R>[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any query key the feature's factory makes
  listQuery: (query: ListQuery) => UseQueryOptions<ListResponse<R>, Error, ListResponse<R>, any>;
  detailPath: (id: string) => string;
  emptyTitle: string;
  /** The admin list endpoint whose export, narrowed to this person, the Export button downloads. */
  exportList: { path: string };
}

export function StaffHistoryTable<R extends DataTableRowModel & { id: string }>({
  staffId,
  prefix,
  label,
  statusField,
  columns,
  listQuery,
  detailPath,
  emptyTitle,
  exportList,
}: StaffHistoryTableProps<R>) {
  const navigate = useNavigate();
  const list = useListState(useSearchParams(), { prefix, defaultSort: { field: 'createdAt', direction: 'DESC' } });
  const base = listQueryFromState(list.state);
  const onePerson = [{ field: 'staff.id', operator: '$eq' as const, value: staffId }];
  const query = useQuery(listQuery({ ...base, filters: [...onePerson, ...base.filters] }));

  return (
    <ListScreen<R>
      label={label}
      list={list}
      query={query}
      columns={columns}
      filterFields={[statusField]}
      export={listExport(endpointPath(exportList), list.state, onePerson)}
      onRowClick={(row) => navigate(detailPath(row.id))}
      empty={{ title: emptyTitle }}
      filteredEmpty={{ title: 'Nothing matches this filter' }}
    />
  );
}
