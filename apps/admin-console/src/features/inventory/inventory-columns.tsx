// Columns the inventory lists share; each column's `field` is the API's list field, so a sort is the server's.
import { stockHealthSchema, stockHealthLabels, type StockHealth } from '@crewbase/domain';
import type { DataTableColumn, DataTableRowModel, FilterBarField } from '@crewbase/ui';
import { StockHealthChip } from './stock-health-chip';

export function stockHealthColumn<R extends DataTableRowModel & { stockHealth: StockHealth }>(): DataTableColumn<R> {
  return { field: 'stockHealth', headerName: 'Stock health', width: 150, renderCell: ({ row }) => <StockHealthChip health={row.stockHealth} /> };
}

export function quantityColumn<R extends DataTableRowModel>(field: string, headerName: string, sortable = true): DataTableColumn<R> {
  return { field, headerName, width: 130, align: 'right', headerAlign: 'right', sortable, type: 'number' };
}

export const stockHealthFilterField: FilterBarField = {
  field: 'stockHealth',
  label: 'Stock health',
  options: stockHealthSchema.options.map((value) => ({ value, label: stockHealthLabels[value] })),
};

/** A named reference's name (`category.name`, `vendor.name`), or a dash. */
export function refColumn<R extends DataTableRowModel>(field: string, headerName: string, pick: (row: R) => { name: string } | null | undefined, minWidth = 160): DataTableColumn<R> {
  return { field, headerName, flex: 1, minWidth, valueGetter: (_v, row) => pick(row)?.name ?? '—' };
}
