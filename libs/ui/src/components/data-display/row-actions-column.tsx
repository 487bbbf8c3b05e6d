// The DataTable column that holds each row's RowActions menu: unsortable, no column menu, right-aligned.
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { RowActions, type RowAction } from './row-actions';

export interface RowActionsColumnOptions<R> {
  /** Names each row's button, e.g. `(row) => \`Actions for ${row.fullName}\``. */
  label?: (row: R) => string;
}

export function rowActionsColumn<R extends GridValidRowModel>(
  getActions: (row: R) => ReadonlyArray<RowAction>,
  { label }: RowActionsColumnOptions<R> = {},
): GridColDef<R> {
  return {
    field: '__actions',
    headerName: 'Actions',
    width: 90,
    align: 'right',
    headerAlign: 'right',
    sortable: false,
    filterable: false,
    disableColumnMenu: true,
    renderCell: ({ row }) => <RowActions actions={getActions(row)} label={label?.(row)} />,
  };
}
