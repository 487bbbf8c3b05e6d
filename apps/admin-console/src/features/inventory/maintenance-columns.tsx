// Columns and marks the maintenance lists share: the item, priority, who flagged it, and Overdue beside an item still
// with its vendor past the expected return date (computed by the server when read, never stored).
import { type DataTableColumn, formatDay, statusAppearance, StatusChip } from '@crewbase/ui';
import type { MaintenanceRequest } from '@crewbase/domain';
import Stack from '@mui/material/Stack';
import { dateColumn, moneyColumn } from '../requests/request-columns';

export function OverdueChip() {
  return <StatusChip status="OVERDUE" />;
}

export const maintenanceStatusColumn: DataTableColumn<MaintenanceRequest> = {
  field: 'status',
  headerName: 'Status',
  flex: 1,
  minWidth: 200,
  renderCell: ({ row }) => (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }} aria-label={`${statusAppearance(row.status).label}${row.overdue ? ', overdue' : ''}`}>
      <StatusChip status={row.status} />
      {row.overdue && <OverdueChip />}
    </Stack>
  ),
};

export const maintenanceColumns: DataTableColumn<MaintenanceRequest>[] = [
  { field: 'item', headerName: 'Item', flex: 1.3, minWidth: 180, valueGetter: (_v, row) => row.item.name },
  { field: 'flaggedBy.firstName', headerName: 'Flagged by', flex: 1, minWidth: 130, valueGetter: (_v, row) => row.flaggedBy?.firstName ?? '—' },
  { field: 'priority', headerName: 'Priority', width: 110 },
  dateColumn('createdAt', 'Flagged on'),
  maintenanceStatusColumn,
];

export const vendorMaintenanceColumns: DataTableColumn<MaintenanceRequest>[] = [
  { field: 'item', headerName: 'Item', flex: 1.2, minWidth: 170, valueGetter: (_v, row) => row.item.name },
  { field: 'vendor.id', headerName: 'Vendor', flex: 1.1, minWidth: 160, sortable: false, valueGetter: (_v, row) => row.vendor?.name ?? '—' },
  { ...dateColumn<MaintenanceRequest>('sentAt', 'Sent on'), sortable: false },
  { field: 'expectedReturnDate', headerName: 'Expected back', flex: 1, minWidth: 140, valueFormatter: (value: string | null) => (value ? formatDay(value, { weekday: 'short', month: 'short', year: true }) : '—') },
  { ...moneyColumn('cost', 'Cost'), sortable: false },
  maintenanceStatusColumn,
];
