// Server-driven list: the API pages, sorts and filters (spec list queries), the grid shows one page at a time.
// No rows shows a designed empty state; an error replaces the grid with a retry.
import LinearProgress, { type LinearProgressProps } from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import {
  DataGrid,
  type GridColDef,
  type GridFilterModel,
  type GridPaginationModel,
  type GridRowIdGetter,
  type GridRowSelectionModel,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { createContext, useContext, type ReactNode } from 'react';
import { EmptyState } from '../feedback/empty-state';
import { ErrorState } from '../feedback/error-state';

declare module '@mui/x-data-grid' {
  // Lets slotProps.noRowsOverlay carry the empty state's words.
  interface NoRowsOverlayPropsOverrides {
    title?: string;
    description?: ReactNode;
    action?: ReactNode;
  }
}

/** 100 is both the API's LIST_MAX_LIMIT and the free grid's page-size ceiling. */
export const DATA_TABLE_PAGE_SIZES = [10, 25, 50, 100];

export interface DataTableProps<R extends GridValidRowModel> {
  rows: readonly R[];
  columns: readonly GridColDef<R>[];
  /** Total matching rows on the server (the list answer's `total`). */
  rowCount: number;
  loading?: boolean;
  /** Anything truthy shows the error state; its message is used when it has one. */
  error?: unknown;
  onRetry?: () => void;
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
  sortModel?: GridSortModel;
  /** Leave out to make columns unsortable. */
  onSortModelChange?: (model: GridSortModel) => void;
  filterModel?: GridFilterModel;
  /** Leave out to hide the grid's own column filters (most screens filter with fields above the table). */
  onFilterModelChange?: (model: GridFilterModel) => void;
  emptyTitle?: string;
  emptyDescription?: ReactNode;
  emptyAction?: ReactNode;
  errorTitle?: string;
  getRowId?: GridRowIdGetter<R>;
  /** Also fires on Enter in a row, so rows open from the keyboard too. */
  onRowClick?: (row: R) => void;
  /** Accessible name of the grid, e.g. "Staff". */
  label?: string;
  /** A checkbox per row and select-all (of the page shown), the chosen rows held by the caller. */
  selection?: { model: GridRowSelectionModel; onChange: (model: GridRowSelectionModel) => void };
}

/** A click on a row's checkbox chooses the row; it does not open it. */
const onCheckbox = (event: { target: EventTarget | null }) => event.target instanceof Element && event.target.closest('[data-field="__check__"]') !== null;

const messageOf = (error: unknown) => {
  if (typeof error === 'string' && error) return error;
  if (error instanceof Error && error.message) return error.message;
  return 'Check your connection, then try again.';
};

/** The grid's accessible name, for its loading bar (the grid renders that slot without props of ours). */
const DataTableLabel = createContext<string | undefined>(undefined);

function DataTableLoadingBar(props: LinearProgressProps) {
  const label = useContext(DataTableLabel);
  return <LinearProgress aria-label={label ? `Loading ${label}` : 'Loading'} {...props} />;
}

export function DataTable<R extends GridValidRowModel>({
  rows,
  columns,
  rowCount,
  loading = false,
  error,
  onRetry,
  paginationModel,
  onPaginationModelChange,
  sortModel,
  onSortModelChange,
  filterModel,
  onFilterModelChange,
  emptyTitle = 'Nothing here yet',
  emptyDescription,
  emptyAction,
  errorTitle = 'This list could not be loaded',
  getRowId,
  onRowClick,
  label,
  selection,
}: DataTableProps<R>) {
  if (error) {
    return (
      <Paper variant="outlined">
        <ErrorState title={errorTitle} message={messageOf(error)} onRetry={onRetry} />
      </Paper>
    );
  }

  // A sort on a field the grid has no column for (a list ordered by createdAt without showing it) stays with the
  // server: handed to the grid, it would drop it from the model on mount and report the change, a navigation
  // during the first render.
  const columnSort = sortModel?.filter((item) => columns.some((column) => column.field === item.field));

  return (
    <DataTableLabel.Provider value={label}>
      <DataGrid<R>
        rows={rows}
        columns={columns}
        rowCount={rowCount}
        getRowId={getRowId}
        loading={loading}
        label={label}
        autoHeight
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        pageSizeOptions={DATA_TABLE_PAGE_SIZES}
        paginationModel={paginationModel}
        onPaginationModelChange={(model) => onPaginationModelChange(model)}
        sortModel={columnSort}
        onSortModelChange={onSortModelChange && ((model) => onSortModelChange(model))}
        disableColumnSorting={!onSortModelChange}
        filterModel={filterModel}
        onFilterModelChange={onFilterModelChange && ((model) => onFilterModelChange(model))}
        disableColumnFilter={!onFilterModelChange}
        disableRowSelectionOnClick
        {...(selection
          ? {
              checkboxSelection: true,
              checkboxSelectionVisibleOnly: true,
              // The list's selection bar says how many; the grid's footer does not say it again.
              hideFooterSelectedRowCount: true,
              rowSelectionModel: selection.model,
              onRowSelectionModelChange: (model: GridRowSelectionModel) => selection.onChange(model),
            }
          : {})}
        onRowClick={
          onRowClick &&
          ((params, event) => {
            if (!onCheckbox(event)) onRowClick(params.row);
          })
        }
        onCellKeyDown={
          onRowClick &&
          ((params, event) => {
            if (event.key === 'Enter' && params.cellMode === 'view' && params.field !== '__check__') onRowClick(params.row);
          })
        }
        slots={{ noRowsOverlay: DataTableEmptyOverlay, baseLinearProgress: DataTableLoadingBar }}
        slotProps={{
          loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' },
          noRowsOverlay: { title: emptyTitle, description: emptyDescription, action: emptyAction },
        }}
        sx={(theme) => ({
          '--DataGrid-overlayHeight': '280px',
          backgroundColor: theme.crewbase.tokens.surface,
          borderColor: theme.crewbase.tokens.border,
          '& .MuiDataGrid-columnHeader': { backgroundColor: theme.crewbase.tokens.surfaceMuted },
          '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 700 },
          '& .MuiDataGrid-row': { cursor: onRowClick ? 'pointer' : undefined },
          '& .MuiDataGrid-cell:focus-visible, & .MuiDataGrid-columnHeader:focus-visible': {
            outline: `2px solid ${theme.crewbase.tokens.focusRing}`,
            outlineOffset: -2,
          },
        })}
      />
    </DataTableLabel.Provider>
  );
}

interface DataTableEmptyOverlayProps {
  title?: string;
  description?: ReactNode;
  action?: ReactNode;
}

function DataTableEmptyOverlay({ title = 'Nothing here yet', description, action }: DataTableEmptyOverlayProps) {
  return <EmptyState title={title} description={description} action={action} />;
}
