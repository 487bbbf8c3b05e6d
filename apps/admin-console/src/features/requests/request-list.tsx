// The frame of the four request lists: the filter bar (spec query language, created-date range), an "add" button
// for roles that may create, the outcome of the last row action, and the server-paged table.
import type { ListResponse } from '@crewbase/domain';
import { DataTable, FilterBar, type FilterBarField, type ListStateControls } from '@crewbase/ui';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import { Link, useLocation } from 'react-router';

export interface RequestListProps<R extends GridValidRowModel> {
  /** The grid's accessible name, e.g. "Leave requests". */
  label: string;
  list: ListStateControls;
  query: UseQueryResult<ListResponse<R>>;
  columns: GridColDef<R>[];
  filterFields: FilterBarField[];
  search: { field: string; label: string };
  onRowClick: (row: R) => void;
  create?: { label: string; to: string };
  emptyTitle: string;
  /** The confirmed row action's outcome and dialog (useConfirmedAction). */
  feedback?: ReactNode;
  dialog?: ReactNode;
}

export function RequestList<R extends GridValidRowModel>({
  label,
  list,
  query,
  columns,
  filterFields,
  search,
  onRowClick,
  create,
  emptyTitle,
  feedback,
  dialog,
}: RequestListProps<R>) {
  const location = useLocation();
  // A detail screen that deleted its request comes back here saying so.
  const notice = (location.state as { notice?: unknown } | null)?.notice;
  const filtered = list.state.filters.length > 0 || Boolean(list.state.dateRange?.from || list.state.dateRange?.to);
  return (
    <Stack spacing={2}>
      {create && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button component={Link} to={create.to} variant="adminPrimary" startIcon={<AddIcon />}>
            {create.label}
          </Button>
        </Box>
      )}
      <FilterBar label={`${label} filters`} fields={filterFields} search={search} dateRangeLabel="Created" {...list.filterBarProps} />
      {feedback ??
        (typeof notice === 'string' && (
          <Alert severity="success" role="status">
            {notice}
          </Alert>
        ))}
      <DataTable<R>
        label={label}
        columns={columns}
        rows={query.data?.data ?? []}
        rowCount={query.data?.total ?? 0}
        loading={query.isFetching}
        error={query.error}
        onRetry={() => void query.refetch()}
        onRowClick={onRowClick}
        emptyTitle={filtered ? 'Nothing matches these filters' : emptyTitle}
        emptyDescription={filtered ? 'Change or clear the filters to see more.' : undefined}
        {...list.tableProps}
      />
      {dialog}
    </Stack>
  );
}
