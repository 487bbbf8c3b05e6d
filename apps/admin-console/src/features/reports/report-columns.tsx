// Columns the report tables share. Each `field` is the report's list field where the API sorts on it (staff.fullName,
// amountRequested, ...); the others are shown but not sortable.
import type { RequestStaff } from '@crewbase/domain';
import { formatDate, formatMoney, StatusChip } from '@crewbase/ui';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';

interface WithStaffAndPlace {
  staff: RequestStaff;
  department: { name: string } | null;
  location: { name: string } | null;
}

/** Staff, Staff ID, Department and Location; a report with many figures leaves some out (`without`) to fit 1440 px. */
export function staffColumns<R extends GridValidRowModel & WithStaffAndPlace>(without: ReadonlyArray<'staff.staffId' | 'department.name' | 'location.name'> = []): GridColDef<R>[] {
  const columns: GridColDef<R>[] = [
    { field: 'staff.fullName', headerName: 'Staff', flex: 1.3, minWidth: 160, valueGetter: (_v, row) => row.staff.fullName },
    { field: 'staff.staffId', headerName: 'Staff ID', width: 100, valueGetter: (_v, row) => row.staff.staffId },
    { field: 'department.name', headerName: 'Department', flex: 1, minWidth: 120, sortable: false, valueGetter: (_v, row) => row.department?.name ?? '—' },
    { field: 'location.name', headerName: 'Location', flex: 1, minWidth: 120, sortable: false, valueGetter: (_v, row) => row.location?.name ?? '—' },
  ];
  return columns.filter((column) => !(without as readonly string[]).includes(column.field));
}

export function reportMoneyColumn<R extends GridValidRowModel>(field: string, headerName: string, sortable = true): GridColDef<R> {
  return { field, headerName, flex: 1, minWidth: 115, align: 'right', headerAlign: 'right', sortable, valueFormatter: (value: string | null) => formatMoney(value) ?? '—' };
}

export function reportDateColumn<R extends GridValidRowModel>(field: string, headerName: string, sortable = true): GridColDef<R> {
  return { field, headerName, width: 115, sortable, valueFormatter: (value: string | null) => formatDate(value, { month: 'short' }) ?? '—' };
}

export function reportNumberColumn<R extends GridValidRowModel>(field: string, headerName: string, sortable = true, width = 110): GridColDef<R> {
  return { field, headerName, width, align: 'right', headerAlign: 'right', sortable };
}

export function reportStatusColumn<R extends GridValidRowModel & { status: string }>(minWidth = 150): GridColDef<R> {
  return { field: 'status', headerName: 'Status', flex: 1, minWidth, renderCell: ({ row }) => <StatusChip status={row.status} /> };
}
