// Server-driven list: the API pages, sorts and filters (spec list queries), the table shows one page at a time.
// No rows shows a designed empty state; an error replaces the table with a retry.
// Built on MUI's Table rather than a data grid: every list pages, sorts and filters in SQL, so a grid's client-side
// machinery (row models, virtualisation, column menus) would only be code to download. It keeps the grid pattern for
// assistive technology: role grid, column headers that sort, one cell in the tab order and the arrow keys between
// cells, Enter to open a row.
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { useRef, useState, type ChangeEvent, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { EmptyState } from '../feedback/empty-state';
import { ErrorState } from '../feedback/error-state';
import { formatCount } from '@crewbase/locale';
import { formatListTotal } from '../../utils/format-list-total';

/** 100 is the API's LIST_MAX_LIMIT. */
export const DATA_TABLE_PAGE_SIZES = [10, 25, 50, 100];

/** A row: one of the API's records (each screen names its own interface). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any record shape, as screens declare them
export type DataTableRowModel = { [key: string]: any };
export type DataTableRowId = string | number;

/** The page shown, 0-based, and rows per page. */
export interface DataTablePagination {
  page: number;
  pageSize: number;
}

export type DataTableSortDirection = 'asc' | 'desc';
/** The sort the server applies; at most one column here, as list queries take one. */
export type DataTableSort = Array<{ field: string; sort: DataTableSortDirection | null | undefined }>;

type Align = 'left' | 'right' | 'center';

export interface DataTableColumn<R extends DataTableRowModel = DataTableRowModel> {
  /** The row's key, also the sort field sent to the server. */
  field: string;
  headerName?: string;
  /** Fixed width in px; otherwise the column takes a share (`flex`) of what is left, never under `minWidth`. */
  width?: number;
  flex?: number;
  minWidth?: number;
  maxWidth?: number;
  align?: Align;
  headerAlign?: Align;
  /** True unless set; the table sorts only when the caller takes sort changes. */
  sortable?: boolean;
  /** Numbers read right-aligned in the locale's grouping. */
  type?: 'string' | 'number';
  /** The cell's value from the row (a nested name, a computed label); `row[field]` otherwise. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each column narrows the value it reads
  valueGetter?: (value: any, row: R) => unknown;
  /** The text the value shows as. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each column narrows the value it formats
  valueFormatter?: (value: any, row: R) => ReactNode;
  /** Anything beyond text: a status chip, a menu. */
  renderCell?: (params: { row: R; value: unknown }) => ReactNode;
}

export interface DataTableProps<R extends DataTableRowModel> {
  rows: readonly R[];
  columns: readonly DataTableColumn<R>[];
  /** Total matching rows on the server (the list answer's `total`). */
  rowCount: number;
  /**
   * The server stopped counting at `rowCount` with more rows left (the list answer's `totalCapped`): the footer says
   * "more than", and Next goes on past the counted pages until a page comes back short.
   */
  rowCountCapped?: boolean;
  loading?: boolean;
  /** Anything truthy shows the error state; its message is used when it has one. */
  error?: unknown;
  onRetry?: () => void;
  paginationModel: DataTablePagination;
  onPaginationModelChange: (model: DataTablePagination) => void;
  sortModel?: DataTableSort;
  /** Leave out to make columns unsortable. */
  onSortModelChange?: (model: DataTableSort) => void;
  emptyTitle?: string;
  emptyDescription?: ReactNode;
  emptyAction?: ReactNode;
  errorTitle?: string;
  getRowId?: (row: R) => DataTableRowId;
  /** Also fires on Enter in a row, so rows open from the keyboard too. */
  onRowClick?: (row: R) => void;
  /** Accessible name of the table, e.g. "Staff". */
  label?: string;
  /** A checkbox per row and select-all (of the page shown), the chosen row ids held by the caller. */
  selection?: { selected: ReadonlySet<DataTableRowId>; onChange: (selected: ReadonlySet<DataTableRowId>) => void };
}

const CHECK_FIELD = '__check__';
const SKELETON_ROWS = 5;

const messageOf = (error: unknown) => {
  if (typeof error === 'string' && error) return error;
  if (error instanceof Error && error.message) return error.message;
  return 'Check your connection, then try again.';
};

const defaultRowId = (row: DataTableRowModel): DataTableRowId => row.id as DataTableRowId;

function cellContent<R extends DataTableRowModel>(column: DataTableColumn<R>, row: R): ReactNode {
  const raw: unknown = row[column.field];
  const value = column.valueGetter ? column.valueGetter(raw, row) : raw;
  if (column.renderCell) return column.renderCell({ row, value });
  if (column.valueFormatter) return column.valueFormatter(value, row);
  if (value === null || value === undefined) return '';
  if (column.type === 'number' && typeof value === 'number') return formatCount(value);
  return String(value as string | number | boolean);
}

const alignOf = <R extends DataTableRowModel>(column: DataTableColumn<R>, header: boolean): Align =>
  (header ? column.headerAlign : undefined) ?? column.align ?? (column.type === 'number' ? 'right' : 'left');

/** Asc, then desc, then the server's default order again. */
const nextSort = (current: DataTableSortDirection | null | undefined): DataTableSortDirection | null =>
  current === 'asc' ? 'desc' : current === 'desc' ? null : 'asc';

export function DataTable<R extends DataTableRowModel>({
  rows,
  columns,
  rowCount,
  rowCountCapped = false,
  loading = false,
  error,
  onRetry,
  paginationModel,
  onPaginationModelChange,
  sortModel,
  onSortModelChange,
  emptyTitle = 'Nothing here yet',
  emptyDescription,
  emptyAction,
  errorTitle = 'This list could not be loaded',
  getRowId = defaultRowId,
  onRowClick,
  label,
  selection,
}: DataTableProps<R>) {
  const tableRef = useRef<HTMLTableElement>(null);
  // The one cell in the tab order (roving tabindex): row 0 is the header row, columns count the checkbox column.
  const [active, setActive] = useState({ row: 0, col: 0 });

  if (error) {
    return (
      <Paper variant="outlined">
        <ErrorState title={errorTitle} message={messageOf(error)} onRetry={onRetry} />
      </Paper>
    );
  }

  const colCount = columns.length + (selection ? 1 : 0);
  const activeRow = Math.min(active.row, rows.length);
  const activeCol = Math.min(active.col, colCount - 1);
  const ids = rows.map((row) => getRowId(row));
  const chosenOnPage = selection ? ids.filter((id) => selection.selected.has(id)).length : 0;
  const totalFlex = columns.reduce((sum, c) => sum + (c.width === undefined ? (c.flex ?? 1) : 0), 0);
  const { page, pageSize } = paginationModel;
  const lastPage = Math.max(0, Math.ceil(rowCount / pageSize) - 1);
  // Past a capped count the pages are open-ended (MUI's count -1); a short page is the last one.
  const lastPageReached = rowCountCapped && !loading && rows.length < pageSize;
  const shownFrom = page * pageSize + 1;

  const sortOf = (field: string) => sortModel?.find((item) => item.field === field)?.sort ?? null;
  const sortable = (column: DataTableColumn<R>) => Boolean(onSortModelChange) && column.sortable !== false;
  const sortBy = (column: DataTableColumn<R>) => {
    if (!onSortModelChange || !sortable(column)) return;
    const direction = nextSort(sortOf(column.field));
    onSortModelChange(direction ? [{ field: column.field, sort: direction }] : []);
  };

  const toggleRow = (id: DataTableRowId) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    selection.onChange(next);
  };
  const toggleAll = () => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (chosenOnPage === ids.length) for (const id of ids) next.delete(id);
    else for (const id of ids) next.add(id);
    selection.onChange(next);
  };

  const focusCell = (row: number, col: number) => {
    const target = tableRef.current?.querySelector<HTMLElement>(`[data-cell="${row}:${col}"]`);
    if (!target) return;
    setActive({ row, col });
    target.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const cell = (event.target as HTMLElement).closest<HTMLElement>('[data-cell]');
    // Keys typed inside a control of a cell (the row menu) are that control's.
    if (!cell || cell !== event.target) return;
    const [row, col] = (cell.dataset.cell ?? '0:0').split(':').map(Number);
    const moves: Record<string, [number, number]> = {
      ArrowUp: [row - 1, col],
      ArrowDown: [row + 1, col],
      ArrowLeft: [row, col - 1],
      ArrowRight: [row, col + 1],
      Home: [row, 0],
      End: [row, colCount - 1],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      focusCell(Math.max(0, Math.min(rows.length, move[0])), Math.max(0, Math.min(colCount - 1, move[1])));
      return;
    }
    if (event.key !== 'Enter' && event.key !== ' ') return;
    const checkCell = selection && col === 0;
    const column = columns[col - (selection ? 1 : 0)];
    if (row === 0) {
      event.preventDefault();
      if (checkCell) toggleAll();
      else if (column) sortBy(column);
    } else if (checkCell) {
      if (event.key === ' ') {
        event.preventDefault();
        toggleRow(ids[row - 1]);
      }
    } else if (event.key === 'Enter' && onRowClick) {
      event.preventDefault();
      onRowClick(rows[row - 1]);
    }
  };

  const cellProps = (row: number, col: number) => ({
    'data-cell': `${row}:${col}`,
    'aria-colindex': col + 1,
    tabIndex: row === activeRow && col === activeCol ? 0 : -1,
    onFocus: () => {
      if (row !== active.row || col !== active.col) setActive({ row, col });
    },
  });

  const widthOf = (column: DataTableColumn<R>) =>
    column.width !== undefined
      ? { width: column.width, minWidth: column.width, maxWidth: column.maxWidth }
      : { width: `${(((column.flex ?? 1) / totalFlex) * 100).toFixed(2)}%`, minWidth: column.minWidth ?? 100, maxWidth: column.maxWidth };

  const empty = !loading && rows.length === 0;
  const firstLoad = loading && rows.length === 0;

  return (
    <Paper
      variant="outlined"
      sx={(theme) => ({ backgroundColor: theme.crewbase.tokens.surface, borderColor: theme.crewbase.tokens.border, overflow: 'hidden' })}
    >
      <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label={label ? `Loading ${label}` : 'Loading'} />}</Box>
      <Box sx={{ overflowX: 'auto' }}>
        <Table
          ref={tableRef}
          role="grid"
          aria-label={label}
          aria-rowcount={empty ? undefined : rowCountCapped ? -1 : rowCount + 1}
          aria-colcount={colCount}
          aria-busy={loading || undefined}
          aria-multiselectable={selection ? true : undefined}
          onKeyDown={onKeyDown}
          size="small"
          sx={(theme) => ({
            '& th, & td': { borderColor: theme.crewbase.tokens.border, py: 1.25, overflowWrap: 'break-word' },
            '& thead th': { backgroundColor: theme.crewbase.tokens.surfaceMuted, fontWeight: 700 },
            '& [data-cell]:focus-visible': { outline: `2px solid ${theme.crewbase.tokens.focusRing}`, outlineOffset: -2 },
            '& tbody tr': { cursor: onRowClick ? 'pointer' : undefined },
          })}
        >
          <TableHead>
            <TableRow role="row" aria-rowindex={1}>
              {selection && (
                <TableCell role="columnheader" padding="checkbox" data-field={CHECK_FIELD} {...cellProps(0, 0)}>
                  <Checkbox
                    size="small"
                    checked={ids.length > 0 && chosenOnPage === ids.length}
                    indeterminate={chosenOnPage > 0 && chosenOnPage < ids.length}
                    disabled={ids.length === 0}
                    onChange={toggleAll}
                    slotProps={{ input: { 'aria-label': 'Select all rows', tabIndex: -1 } }}
                  />
                </TableCell>
              )}
              {columns.map((column, index) => {
                const col = index + (selection ? 1 : 0);
                const direction = sortOf(column.field);
                const canSort = sortable(column);
                const Arrow = direction === 'desc' ? ArrowDownwardIcon : ArrowUpwardIcon;
                return (
                  <TableCell
                    key={column.field}
                    role="columnheader"
                    data-field={column.field}
                    align={alignOf(column, true)}
                    aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined}
                    onClick={canSort ? () => sortBy(column) : undefined}
                    sx={{
                      ...widthOf(column),
                      cursor: canSort ? 'pointer' : undefined,
                      '&:hover .sort-arrow': canSort ? { opacity: direction ? 1 : 0.5 } : undefined,
                    }}
                    {...cellProps(0, col)}
                  >
                    <Box
                      component="span"
                      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, flexDirection: alignOf(column, true) === 'right' ? 'row-reverse' : 'row' }}
                    >
                      {column.headerName ?? column.field}
                      {canSort && <Arrow aria-hidden className="sort-arrow" fontSize="inherit" sx={{ opacity: direction ? 1 : 0 }} />}
                    </Box>
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, index) => {
              const id = ids[index];
              const chosen = selection?.selected.has(id) ?? false;
              return (
                <TableRow
                  key={id}
                  role="row"
                  hover
                  selected={chosen}
                  aria-rowindex={page * pageSize + index + 2}
                  aria-selected={selection ? chosen : undefined}
                  onClick={(event: MouseEvent<HTMLTableRowElement>) => {
                    // A click on the checkbox chooses the row; it does not open it.
                    if (onRowClick && !(event.target as Element).closest(`[data-field="${CHECK_FIELD}"]`)) onRowClick(row);
                  }}
                >
                  {selection && (
                    <TableCell role="gridcell" padding="checkbox" data-field={CHECK_FIELD} {...cellProps(index + 1, 0)}>
                      <Checkbox
                        size="small"
                        checked={chosen}
                        onChange={() => toggleRow(id)}
                        slotProps={{ input: { 'aria-label': 'Select row', tabIndex: -1 } }}
                      />
                    </TableCell>
                  )}
                  {columns.map((column, colIndex) => (
                    <TableCell
                      key={column.field}
                      role="gridcell"
                      data-field={column.field}
                      align={alignOf(column, false)}
                      {...cellProps(index + 1, colIndex + (selection ? 1 : 0))}
                    >
                      {cellContent(column, row)}
                    </TableCell>
                  ))}
                </TableRow>
              );
            })}
            {empty && (
              // Inside the grid, as one cell across every column, so it is read as the grid's content.
              <TableRow role="row">
                <TableCell role="gridcell" colSpan={colCount} sx={{ borderBottom: 0, height: 240 }}>
                  <EmptyState title={emptyTitle} description={emptyDescription} action={emptyAction} />
                </TableCell>
              </TableRow>
            )}
            {firstLoad &&
              Array.from({ length: SKELETON_ROWS }, (_, index) => (
                <TableRow key={`skeleton-${index}`} aria-hidden>
                  {Array.from({ length: colCount }, (__, col) => (
                    <TableCell key={col}>
                      <Skeleton />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
          </TableBody>
        </Table>
      </Box>
      <TablePagination
        component="div"
        count={rowCountCapped ? -1 : rowCount}
        page={rowCountCapped ? page : Math.min(page, lastPage)}
        rowsPerPage={pageSize}
        rowsPerPageOptions={DATA_TABLE_PAGE_SIZES}
        labelDisplayedRows={({ from, to }) => {
          const of = formatListTotal({ total: rowCount, totalCapped: rowCountCapped });
          if (!rowCountCapped) return `${formatCount(from)}–${formatCount(to)} of ${of}`;
          if (rows.length === 0) return `0 of ${of}`;
          return `${formatCount(shownFrom)}–${formatCount(shownFrom + rows.length - 1)} of ${of}`;
        }}
        // MUI's own rule for Next applies to counted pages; these props replace it, so they are given only when capped.
        slotProps={rowCountCapped ? { actions: { nextButton: { disabled: lastPageReached } } } : undefined}
        onPageChange={(_, next) => onPaginationModelChange({ page: next, pageSize })}
        onRowsPerPageChange={(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onPaginationModelChange({ page: 0, pageSize: Number(event.target.value) })}
        sx={(theme) => ({ borderTop: `1px solid ${theme.crewbase.tokens.border}` })}
      />
    </Paper>
  );
}
