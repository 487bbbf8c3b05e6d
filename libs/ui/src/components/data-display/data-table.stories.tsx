import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { StatusChip } from './status-chip';
import { DataTable, type DataTableColumn, type DataTablePagination, type DataTableRowId, type DataTableSort } from './data-table';

interface StaffRow {
  id: number;
  name: string;
  staffId: string;
  department: string;
  status: string;
}

const firstNames = ['Adaeze', 'Kofi', 'Grace', 'Tunde', 'Amara', 'Yaw', 'Chidi', 'Efua', 'Musa', 'Ngozi'];
const lastNames = ['Nwosu', 'Asante', 'Mensah', 'Balogun', 'Okafor', 'Boateng', 'Eze', 'Owusu', 'Bello', 'Adeyemi'];
const statuses = ['Active', 'Active', 'Active', 'Pending', 'Suspended', 'Resigned'];
const everyone: StaffRow[] = Array.from({ length: 57 }, (_, i) => ({
  id: i + 1,
  name: `${firstNames[i % 10]} ${lastNames[(i * 3) % 10]}`,
  staffId: `STF-${String(i + 1).padStart(4, '0')}`,
  department: ['Operations', 'Finance', 'Security', 'Customer Care'][i % 4],
  status: statuses[i % statuses.length],
}));

const columns: DataTableColumn<StaffRow>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'staffId', headerName: 'Staff ID', width: 120 },
  { field: 'department', headerName: 'Department', flex: 1, minWidth: 140 },
  { field: 'status', headerName: 'Status', width: 130, renderCell: ({ value }) => <StatusChip status={value as string} /> },
];

/** Plays the server: pages and sorts the fake staff list the way the API would. */
function ServerTable({
  total = everyone.length,
  loading = false,
  error,
  selectable = false,
}: {
  total?: number;
  loading?: boolean;
  error?: unknown;
  selectable?: boolean;
}) {
  const [selected, setSelected] = useState<ReadonlySet<DataTableRowId>>(new Set());
  const [paginationModel, setPaginationModel] = useState<DataTablePagination>({ page: 0, pageSize: 10 });
  const [sortModel, setSortModel] = useState<DataTableSort>([]);
  const rows = useMemo(() => {
    const sorted = [...everyone.slice(0, total)];
    const [sort] = sortModel;
    if (sort) {
      const key = sort.field as keyof StaffRow;
      sorted.sort((a, b) => String(a[key]).localeCompare(String(b[key])) * (sort.sort === 'desc' ? -1 : 1));
    }
    const start = paginationModel.page * paginationModel.pageSize;
    return sorted.slice(start, start + paginationModel.pageSize);
  }, [paginationModel, sortModel, total]);

  return (
    <DataTable
      label="Staff"
      rows={rows}
      columns={columns}
      rowCount={total}
      loading={loading}
      error={error}
      onRetry={() => undefined}
      paginationModel={paginationModel}
      onPaginationModelChange={setPaginationModel}
      sortModel={sortModel}
      onSortModelChange={setSortModel}
      emptyTitle="No staff found"
      emptyDescription="Try a different name or department."
      onRowClick={() => undefined}
      selection={selectable ? { selected, onChange: setSelected } : undefined}
    />
  );
}

const meta = { title: 'Data display/DataTable', parameters: { layout: 'padded' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Pages of 10 from a 57-person list; sort by any column; arrow keys move between cells, Enter or click opens a row. */
export const Default: Story = { render: () => <ServerTable /> };

export const Catalog: Story = {
  render: () => (
    <Stack spacing={4}>
      {[
        { label: 'Rows', node: <ServerTable /> },
        { label: 'Row selection (checkbox column, select-all of the page)', node: <ServerTable selectable /> },
        { label: 'Loading (first load)', node: <ServerTable total={0} loading /> },
        { label: 'Loading (next page)', node: <ServerTable loading /> },
        {
          label: 'Empty',
          node: <ServerTable total={0} />,
        },
        { label: 'Error', node: <ServerTable error={new Error('The server did not answer. Check your connection, then try again.')} /> },
      ].map(({ label, node }) => (
        <Stack key={label} spacing={1}>
          <Typography variant="overline">{label}</Typography>
          {node}
        </Stack>
      ))}
    </Stack>
  ),
};
