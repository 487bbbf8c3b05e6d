// Columns the inventory lists share; each column's `field` is the API's list field, so a sort is the server's.
import { stockHealthSchema, stockHealthLabels, type StockHealth } from '@crewbase/domain';
import type { FilterBarField } from '@crewbase/ui';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { StockHealthChip } from './stock-health-chip';

export function stockHealthColumn<R extends GridValidRowModel & { stockHealth: StockHealth }>(): GridColDef<R> {
  return { field: 'stockHealth', headerName: 'Stock health', width: 150, renderCell: ({ row }) => <StockHealthChip health={row.stockHealth} /> };
}

export function quantityColumn<R extends GridValidRowModel>(field: string, headerName: string, sortable = true): GridColDef<R> {
  return { field, headerName, width: 130, align: 'right', headerAlign: 'right', sortable, type: 'number' };
}

export const stockHealthFilterField: FilterBarField = {
  field: 'stockHealth',
  label: 'Stock health',
  options: stockHealthSchema.options.map((value) => ({ value, label: stockHealthLabels[value] })),
};

/** A named reference's name (`category.name`, `vendor.name`), or a dash. */
export function refColumn<R extends GridValidRowModel>(field: string, headerName: string, pick: (row: R) => { name: string } | null | undefined, minWidth = 160): GridColDef<R> {
  return { field, headerName, flex: 1, minWidth, valueGetter: (_v, row) => pick(row)?.name ?? '—' };
}
