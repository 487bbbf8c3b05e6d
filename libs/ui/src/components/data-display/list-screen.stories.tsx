import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { useListState, type SearchParamsPair } from '../../hooks/use-list-state';
import type { ListExport } from '../../hooks/use-list-export';
import type { DataTableColumn } from './data-table';
import { ListScreen, type ListScreenQuery } from './list-screen';
import { StatusChip } from './status-chip';

interface StaffRow {
  id: number;
  fullName: string;
  staffId: string;
  department: string;
  status: string;
}

const firstNames = ['Adaeze', 'Kofi', 'Grace', 'Tunde', 'Amara', 'Yaw', 'Chidi', 'Efua', 'Musa', 'Ngozi'];
const lastNames = ['Nwosu', 'Asante', 'Mensah', 'Balogun', 'Okafor', 'Boateng', 'Eze', 'Owusu', 'Bello', 'Adeyemi'];
const statuses = ['Active', 'Active', 'Active', 'Pending', 'Suspended', 'Resigned'];
const everyone: StaffRow[] = Array.from({ length: 57 }, (_, i) => ({
  id: i + 1,
  fullName: `${firstNames[i % 10]} ${lastNames[(i * 3) % 10]}`,
  staffId: `STF-${String(i + 1).padStart(4, '0')}`,
  department: ['Operations', 'Finance', 'Security', 'Customer Care'][i % 4],
  status: statuses[i % statuses.length],
}));

const columns: DataTableColumn<StaffRow>[] = [
  { field: 'staffId', headerName: 'Staff ID', width: 120 },
  { field: 'fullName', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'department', headerName: 'Department', flex: 1, minWidth: 140 },
  { field: 'status', headerName: 'Status', width: 130, renderCell: ({ value }) => <StatusChip status={value as string} /> },
];

const statusOptions = ['Active', 'Pending', 'Suspended', 'Resigned'].map((value) => ({ value, label: value }));

/** Plays the server for a few seconds' worth of file, so the progress and Cancel can be seen. */
const slowDownload: ListExport['download'] = (format, { onProgress, signal }) =>
  new Promise((resolve, reject) => {
    const totalBytes = 48 * 1024;
    let bytes = 0;
    const timer = setInterval(() => {
      bytes = Math.min(totalBytes, bytes + 4 * 1024);
      onProgress({ bytes, totalBytes, rows: everyone.length });
      if (bytes === totalBytes) {
        clearInterval(timer);
        resolve({ fileName: `staff.${format}`, rows: everyone.length });
      }
    }, 250);
    signal.addEventListener('abort', () => {
      clearInterval(timer);
      reject(new DOMException('Cancelled', 'AbortError'));
    });
  });

interface StaffListProps {
  state?: 'rows' | 'loading' | 'empty' | 'error';
  initial?: string;
  withExport?: boolean;
  notice?: boolean;
}

/** The list kit over an in-memory "server" that filters, sorts and pages like the API. */
function StaffList({ state = 'rows', initial = '', withExport = true, notice = false }: StaffListProps) {
  const [params, setParams] = useState(() => new URLSearchParams(initial));
  const pair: SearchParamsPair = [params, (next) => setParams(new URLSearchParams(next))];
  const list = useListState(pair, { defaultSort: { field: 'staffId', direction: 'ASC' } });
  const { page, limit, filters, sort } = list.state;

  const data = useMemo(() => {
    let shown = state === 'empty' ? [] : everyone.filter((row) =>
      filters.every((f) => {
        const value = String(row[f.field as keyof StaffRow] ?? '');
        return f.operator === '$eq' ? value === f.value : value.toLowerCase().includes(f.value.toLowerCase());
      }),
    );
    const [first] = sort;
    if (first) {
      const key = first.field as keyof StaffRow;
      shown = [...shown].sort((a, b) => String(a[key]).localeCompare(String(b[key])) * (first.direction === 'DESC' ? -1 : 1));
    }
    return { data: shown.slice((page - 1) * limit, page * limit), total: shown.length };
  }, [state, filters, sort, page, limit]);

  const query: ListScreenQuery<StaffRow> = {
    data: state === 'loading' || state === 'error' ? undefined : data,
    isFetching: state === 'loading',
    error: state === 'error' ? new Error('The server did not answer. Check your connection, then try again.') : null,
    refetch: () => undefined,
  };

  return (
    <ListScreen<StaffRow>
      label="Staff"
      list={list}
      query={query}
      columns={columns}
      filterFields={[
        { field: 'fullName', label: 'Name' },
        { field: 'department', label: 'Department' },
        { field: 'status', label: 'Status', options: statusOptions },
      ]}
      search={{ field: 'fullName', label: 'Search by name' }}
      rowActions={(row) => [
        { label: 'View', onClick: () => undefined },
        { label: 'Edit', onClick: () => undefined, disabled: row.status === 'Resigned' },
        { label: 'Terminate', tone: 'danger', onClick: () => undefined, disabled: row.status !== 'Active' && row.status !== 'Suspended' },
      ]}
      rowActionsLabel={(row) => `Actions for ${row.fullName}`}
      onRowClick={() => undefined}
      create={{ label: 'Add New Staff', to: '#' }}
      export={withExport ? { download: slowDownload } : undefined}
      empty={{ title: 'No staff yet', description: 'Add the first staff member to get started.' }}
      notice={
        notice && (
          <Alert severity="success" role="status">
            Kofi Asante has been terminated.
          </Alert>
        )
      }
    />
  );
}

const meta = { title: 'Data display/ListScreen', parameters: { layout: 'padded' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Search, add a filter, sort, page, open a row's menu, or Export (CSV or Excel) and watch it download or cancel it. */
export const Default: Story = { render: () => <StaffList /> };

export const Catalog: Story = {
  render: () => (
    <Stack spacing={5}>
      {[
        { label: 'Rows, with an outcome notice', node: <StaffList notice /> },
        { label: 'Filtered (status Active)', node: <StaffList initial="filter=status:eq:Active" /> },
        { label: 'Loading (first load)', node: <StaffList state="loading" /> },
        { label: 'Empty (no rows at all)', node: <StaffList state="empty" /> },
        { label: 'Empty (filters hide every row)', node: <StaffList initial="filter=fullName:cont:Nobody" /> },
        { label: 'Error', node: <StaffList state="error" /> },
        { label: 'Without Export', node: <StaffList withExport={false} /> },
      ].map(({ label, node }) => (
        <Stack key={label} spacing={1}>
          <Typography variant="overline">{label}</Typography>
          {node}
        </Stack>
      ))}
    </Stack>
  ),
};

export const StaffLight: Story = { globals: { look: 'staff', mode: 'light' }, render: () => <StaffList notice /> };
export const StaffDark: Story = { globals: { look: 'staff', mode: 'dark' }, render: () => <StaffList notice /> };
export const AdminLight: Story = { globals: { look: 'admin', mode: 'light' }, render: () => <StaffList notice /> };
export const AdminDark: Story = { globals: { look: 'admin', mode: 'dark' }, render: () => <StaffList notice /> };
