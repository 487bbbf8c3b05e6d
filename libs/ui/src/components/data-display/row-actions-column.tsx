// The DataTable column that holds each row's RowActions menu: unsortable, right-aligned.
import type { DataTableColumn, DataTableRowModel } from './data-table';
import { RowActions, type RowAction } from './row-actions';

export interface RowActionsColumnOptions<R> {
  /** Names each row's button, e.g. `(row) => \`Actions for ${row.fullName}\``. */
  label?: (row: R) => string;
}

export function rowActionsColumn<R extends DataTableRowModel>(
  getActions: (row: R) => ReadonlyArray<RowAction>,
  { label }: RowActionsColumnOptions<R> = {},
): DataTableColumn<R> {
  return {
    field: '__actions',
    headerName: 'Actions',
    width: 90,
    align: 'right',
    headerAlign: 'right',
    sortable: false,
    renderCell: ({ row }) => <RowActions actions={getActions(row)} label={label?.(row)} />,
  };
}
