// The one way to build a list screen: an optional create action and Export above, the outcome of the last action,
// the one-click status filters with their counts, the filter bar, and the server-paged table with each row's actions. It takes the list state (useListState, kept
// in the address) and the list query's result, so every list pages, sorts, filters, empties, fails and exports alike.
// Opt-in row selection (`selection`): a checkbox column, select-all on the page, and the selection bar with the count
// and the actions that take the chosen rows at once (bulk decisions).
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useCallback, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import type { ListStateChangeOptions, ListStateControls, ListStateFilter } from '../../hooks/use-list-state';
import { useListExport, type ListExport } from '../../hooks/use-list-export';
import { DataTable, type DataTableColumn, type DataTableRowId, type DataTableRowModel } from './data-table';
import { FilterBar, type FilterBarField } from './filter-bar';
import { SelectionBar } from './selection-bar';
import type { RowAction } from './row-actions';
import { rowActionsColumn } from './row-actions-column';
import { StatusFilter, type StatusFilterProps } from './status-filter';

/** What a list query answers (TanStack Query's result fits as it is). */
export interface ListScreenQuery<R> {
  data?: { data: readonly R[]; total: number; totalCapped?: boolean } | undefined;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

export type ListScreenLinkComponent = ComponentType<{ to: string; className?: string; children?: ReactNode }>;

export interface ListScreenEmpty {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
}

/** The status buttons above the list: the field they filter with Equals to, its values, and the counts endpoint's answer. */
export interface ListScreenStatusFilter {
  /** The list field, e.g. `status`. */
  field: string;
  options: StatusFilterProps['options'];
  /** The list's status counts (its other filters applied), once loaded. */
  counts?: StatusFilterProps['counts'];
  /** Names the group; "Filter by status" unless set. */
  label?: string;
}

/** An action on every chosen row at once; `clear` empties the choice (once the action went through). */
export interface ListScreenBulkAction<R> {
  label: string;
  tone?: 'primary' | 'danger';
  onClick: (rows: readonly R[], selection: { clear: () => void }) => void;
}

/** Row selection: a checkbox per row and select-all on the page, with these actions in the selection bar. */
export interface ListScreenSelection<R> {
  actions: readonly ListScreenBulkAction<R>[];
  /** What one row is, for the count ("3 leave requests selected"). */
  noun?: { one: string; many: string };
}

const noneSelected = (): ReadonlySet<DataTableRowId> => new Set<DataTableRowId>();

export interface ListScreenProps<R extends DataTableRowModel> {
  /** The grid's accessible name, e.g. "Staff". */
  label: string;
  /** Names the filter bar's region; "<label> filters" unless set. */
  filterLabel?: string;
  list: ListStateControls;
  query: ListScreenQuery<R>;
  columns: readonly DataTableColumn<R>[];
  /** Fields of the filter bar's field + operator + value picker. */
  filterFields?: readonly FilterBarField[];
  /** The search box, e.g. `{ field: 'fullName', label: 'Search by name' }`. */
  search?: { field: string; label: string };
  /** One-click status filters with counts; the status then stays out of the filter bar's chips. */
  statusFilter?: ListScreenStatusFilter;
  /** What the date range bounds ("Created"); shown when the list state has a date field. */
  dateRangeLabel?: string;
  /** Each row's menu: leave out what the role may not do (`hidden`), grey out what the row's state forbids (`disabled`). */
  rowActions?: (row: R) => ReadonlyArray<RowAction>;
  /** Names each row's menu button, e.g. `(row) => \`Actions for ${row.fullName}\``. */
  rowActionsLabel?: (row: R) => string;
  onRowClick?: (row: R) => void;
  /** The "add" button, for roles that may create. */
  create?: { label: string; to: string; icon?: ReactNode };
  /** More buttons or links beside `create` (e.g. "Import staff", "Who is out"), already filtered by role. */
  actions?: ReactNode;
  /** Renders `create` as the app's router link; a plain anchor otherwise. */
  LinkComponent?: 'a' | ListScreenLinkComponent;
  /** The Export button: the app's download of what the filters show. */
  export?: ListExport;
  /** Shown when the list has no rows at all. */
  empty: ListScreenEmpty;
  /** Shown when filters hide every row; a "Clear filters" button is offered with it. */
  filteredEmpty?: Partial<ListScreenEmpty>;
  errorTitle?: string;
  /** The outcome of the last action (a confirmed delete, a save on another screen). */
  notice?: ReactNode;
  /** Opt-in row selection with bulk actions; leave out where the role may not take them. */
  selection?: ListScreenSelection<R>;
  /** Rendered after the table: the screen's dialogs. */
  children?: ReactNode;
}

export function ListScreen<R extends DataTableRowModel>({
  label,
  filterLabel = `${label} filters`,
  list,
  query,
  columns,
  filterFields = [],
  search,
  statusFilter,
  dateRangeLabel = 'Created',
  rowActions,
  rowActionsLabel,
  onRowClick,
  create,
  actions,
  LinkComponent = 'a',
  export: listExport,
  empty,
  filteredEmpty,
  errorTitle,
  notice,
  selection,
  children,
}: ListScreenProps<R>) {
  const [selectionModel, setSelectionModel] = useState<ReadonlySet<DataTableRowId>>(noneSelected);
  const clearSelection = useCallback(() => setSelectionModel(noneSelected()), []);
  // Another page, sort or filter is another set of rows: the choice starts again.
  const listKey = JSON.stringify(list.state);
  const [selectionListKey, setSelectionListKey] = useState(listKey);
  if (selectionListKey !== listKey) {
    setSelectionListKey(listKey);
    setSelectionModel(noneSelected());
  }
  const pageRows = query.data?.data;
  // The chosen rows of the page shown (select-all takes the page, never rows the page does not show).
  const selectedRows = useMemo(() => {
    return (pageRows ?? []).filter((row) => selectionModel.has(row.id as DataTableRowId));
  }, [pageRows, selectionModel]);

  const total = query.data?.total ?? 0;
  const exporting = useListExport(listExport, total);
  const { filters, dateRange } = list.state;
  const filtered = filters.length > 0 || Boolean(dateRange?.from || dateRange?.to);
  const hasFilterBar = filterFields.length > 0 || Boolean(search) || Boolean(list.filterBarProps.onDateRangeChange);

  // The status buttons own the "status equals" filter: the filter bar shows and changes the others, and keeps it as it is.
  const statusField = statusFilter?.field;
  const isStatus = (f: ListStateFilter) => f.field === statusField && f.operator === '$eq';
  const statusValue = filters.find(isStatus)?.value;
  const barFilters = useMemo(() => filters.filter((f) => !(f.field === statusField && f.operator === '$eq')), [filters, statusField]);
  const onBarFiltersChange = (next: ListStateFilter[], options?: ListStateChangeOptions) =>
    list.setFilters([...filters.filter(isStatus), ...next], options);
  const chooseStatus = (value: string | undefined) =>
    list.setFilters([...(value && statusField ? [{ field: statusField, operator: '$eq' as const, value }] : []), ...barFilters]);

  const allColumns = useMemo(
    () => (rowActions ? [...columns, rowActionsColumn<R>(rowActions, { label: rowActionsLabel })] : [...columns]),
    [columns, rowActions, rowActionsLabel],
  );

  const shownEmpty: ListScreenEmpty = filtered
    ? {
        title: filteredEmpty?.title ?? 'Nothing matches these filters',
        description: filteredEmpty?.description ?? 'Change or clear the filters to see more.',
        action: filteredEmpty?.action ?? (
          <Button variant="secondary" onClick={list.clear}>
            Clear filters
          </Button>
        ),
      }
    : empty;

  const createButton =
    create &&
    (LinkComponent === 'a' ? (
      <Button href={create.to} variant="adminPrimary" startIcon={create.icon ?? <AddIcon aria-hidden />}>
        {create.label}
      </Button>
    ) : (
      <Button component={LinkComponent} to={create.to} variant="adminPrimary" startIcon={create.icon ?? <AddIcon aria-hidden />}>
        {create.label}
      </Button>
    ));

  return (
    <Stack spacing={2}>
      {(createButton || actions || exporting.control) && (
        <Stack direction="row" useFlexGap sx={{ justifyContent: 'flex-end', alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
          {exporting.control}
          {actions}
          {createButton}
        </Stack>
      )}
      {notice}
      {exporting.notice}
      {selection && (
        <SelectionBar
          count={selectedRows.length}
          noun={selection.noun}
          actions={selection.actions.map((action) => ({
            label: action.label,
            tone: action.tone,
            onClick: () => action.onClick(selectedRows, { clear: clearSelection }),
          }))}
          onClear={clearSelection}
        />
      )}
      {statusFilter && (
        <StatusFilter label={statusFilter.label} options={statusFilter.options} counts={statusFilter.counts} value={statusValue} onChange={chooseStatus} />
      )}
      {hasFilterBar && (
        <FilterBar
          label={filterLabel}
          fields={filterFields}
          search={search}
          dateRangeLabel={dateRangeLabel}
          {...list.filterBarProps}
          filters={barFilters}
          onFiltersChange={onBarFiltersChange}
        />
      )}
      <DataTable<R>
        label={label}
        columns={allColumns}
        rows={query.data?.data ?? []}
        rowCount={total}
        rowCountCapped={query.data?.totalCapped}
        loading={query.isFetching}
        error={query.error}
        errorTitle={errorTitle}
        onRetry={() => void query.refetch()}
        onRowClick={onRowClick}
        emptyTitle={shownEmpty.title}
        emptyDescription={shownEmpty.description}
        emptyAction={shownEmpty.action}
        selection={selection && { selected: selectionModel, onChange: setSelectionModel }}
        {...list.tableProps}
      />
      {children}
    </Stack>
  );
}
