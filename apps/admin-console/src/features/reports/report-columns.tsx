// Columns the report tables share. Each `field` is the report's list field where the API sorts on it (staff.fullName,
// amountRequested, ...); the others are shown but not sortable.
import type { RequestStaff } from '@crewbase/domain';
import { type DataTableColumn, type DataTableRowModel, formatDate, formatMoney, StatusChip } from '@crewbase/ui';

interface WithStaffAndPlace {
  staff: RequestStaff;
  department: { name: string } | null;
  location: { name: string } | null;
}

/** Staff, Staff ID, Department and Location; a report with many figures leaves some out (`without`) to fit 1440 px. */
export function staffColumns<R extends DataTableRowModel & WithStaffAndPlace>(without: ReadonlyArray<'staff.staffId' | 'department.name' | 'location.name'> = []): DataTableColumn<R>[] {
  const columns: DataTableColumn<R>[] = [
    { field: 'staff.fullName', headerName: 'Staff', flex: 1.3, minWidth: 160, valueGetter: (_v, row) => row.staff.fullName },
    { field: 'staff.staffId', headerName: 'Staff ID', width: 100, valueGetter: (_v, row) => row.staff.staffId },
    { field: 'department.name', headerName: 'Department', flex: 1, minWidth: 120, sortable: false, valueGetter: (_v, row) => row.department?.name ?? '—' },
    { field: 'location.name', headerName: 'Location', flex: 1, minWidth: 120, sortable: false, valueGetter: (_v, row) => row.location?.name ?? '—' },
  ];
  return columns.filter((column) => !(without as readonly string[]).includes(column.field));
}

export function reportMoneyColumn<R extends DataTableRowModel>(field: string, headerName: string, sortable = true): DataTableColumn<R> {
  return { field, headerName, flex: 1, minWidth: 115, align: 'right', headerAlign: 'right', sortable, valueFormatter: (value: string | null) => formatMoney(value) ?? '—' };
}

export function reportDateColumn<R extends DataTableRowModel>(field: string, headerName: string, sortable = true): DataTableColumn<R> {
  return { field, headerName, width: 115, sortable, valueFormatter: (value: string | null) => formatDate(value, { month: 'short' }) ?? '—' };
}

export function reportNumberColumn<R extends DataTableRowModel>(field: string, headerName: string, sortable = true, width = 110): DataTableColumn<R> {
  return { field, headerName, width, align: 'right', headerAlign: 'right', sortable };
}

export function reportStatusColumn<R extends DataTableRowModel & { status: string }>(minWidth = 150): DataTableColumn<R> {
  return { field: 'status', headerName: 'Status', flex: 1, minWidth, renderCell: ({ row }) => <StatusChip status={row.status} /> };
}
