// Columns the request lists share. Each column's `field` is the API's list field, so sorting a column sorts on the
// server by the same name (spec section 3: staff.fullName, amount, createdAt, status, ...).
import { type DataTableColumn, type DataTableRowModel, type FilterBarField, formatDate, formatMoney, statusAppearance, StatusChip } from '@crewbase/ui';

interface WithStaff {
  staff: { staffId: string; fullName: string };
}

export function staffNameColumn<R extends DataTableRowModel & WithStaff>(headerName = 'Staff'): DataTableColumn<R> {
  return { field: 'staff.fullName', headerName, flex: 1.4, minWidth: 180, valueGetter: (_value, row) => row.staff.fullName };
}

export function staffIdColumn<R extends DataTableRowModel & WithStaff>(): DataTableColumn<R> {
  return { field: 'staff.staffId', headerName: 'Staff ID', flex: 0.8, minWidth: 110, valueGetter: (_value, row) => row.staff.staffId };
}

export function moneyColumn<R extends DataTableRowModel>(field: string, headerName: string): DataTableColumn<R> {
  return {
    field,
    headerName,
    flex: 1,
    minWidth: 140,
    align: 'right',
    headerAlign: 'right',
    valueFormatter: (value: string | null) => formatMoney(value) ?? '—',
  };
}

export function dateColumn<R extends DataTableRowModel>(field: string, headerName: string): DataTableColumn<R> {
  return { field, headerName, flex: 1, minWidth: 130, valueFormatter: (value: string | null) => formatDate(value, { month: 'short' }) ?? '—' };
}

/** `minWidth` fits the list's longest status in full: 200 for "Repayment in progress", less where statuses are short. */
export function statusColumn<R extends DataTableRowModel & { status: string }>(minWidth = 200): DataTableColumn<R> {
  return { field: 'status', headerName: 'Status', flex: 1, minWidth, renderCell: ({ row }) => <StatusChip status={row.status} /> };
}

/** A status filter offering each status of the resource by its readable name. */
export function statusFilterField(statuses: readonly string[]): FilterBarField {
  return { field: 'status', label: 'Status', options: statuses.map((value) => ({ value, label: statusAppearance(value).label })) };
}
