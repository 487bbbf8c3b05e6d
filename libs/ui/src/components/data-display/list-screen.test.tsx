import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useListState, type ListState, type SearchParamsPair } from '../../hooks/use-list-state';
import type { ListExport, ListExportOptions } from '../../hooks/use-list-export';
import { renderWithTheme } from '../../testing/render-with-theme';
import type { DataTableColumn } from './data-table';
import { ListScreen, type ListScreenProps, type ListScreenQuery } from './list-screen';

interface StaffRow {
  id: string;
  fullName: string;
  status: string;
}

const columns: DataTableColumn<StaffRow>[] = [
  { field: 'fullName', headerName: 'Name', flex: 1 },
  { field: 'status', headerName: 'Status', width: 120 },
];

const rows: StaffRow[] = [
  { id: '1', fullName: 'Adaeze Nwosu', status: 'Active' },
  { id: '2', fullName: 'Kofi Asante', status: 'Terminated' },
];

const answered = (data: StaffRow[] = rows): ListScreenQuery<StaffRow> => ({
  data: { data, total: data.length },
  isFetching: false,
  error: null,
  refetch: vi.fn(),
});

/** Keeps the list state in memory the way the address would. */
function Harness({ initial = '', ...props }: Partial<ListScreenProps<StaffRow>> & { initial?: string }) {
  const [params, setParams] = useState(() => new URLSearchParams(initial));
  const pair: SearchParamsPair = [params, (next) => setParams(new URLSearchParams(next))];
  const list = useListState(pair, { dateField: 'createdAt' });
  return (
    <ListScreen<StaffRow>
      label="Staff"
      list={list}
      query={answered()}
      columns={columns}
      filterFields={[{ field: 'status', label: 'Status', options: [{ value: 'Active', label: 'Active' }] }]}
      search={{ field: 'fullName', label: 'Search by name' }}
      empty={{ title: 'No staff yet', description: 'Add the first staff member.' }}
      {...props}
    />
  );
}

describe('ListScreen', () => {
  it('shows the filter bar, the rows, and each row’s actions: hidden ones left out, disabled ones greyed', async () => {
    const user = userEvent.setup();
    const terminate = vi.fn();
    renderWithTheme(
      <Harness
        rowActions={(row) => [
          { label: 'View', onClick: vi.fn() },
          { label: 'Delete', onClick: vi.fn(), hidden: true },
          { label: 'Terminate', onClick: terminate, disabled: row.status !== 'Active' },
        ]}
        rowActionsLabel={(row) => `Actions for ${row.fullName}`}
      />,
    );
    expect(screen.getByRole('region', { name: 'Staff filters' })).toBeInTheDocument();
    const grid = screen.getByRole('grid', { name: 'Staff' });
    expect(within(grid).getByText('Adaeze Nwosu')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Actions for Kofi Asante' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'View' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Delete' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Terminate' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('offers the create action as a link only when given', () => {
    const { unmount } = renderWithTheme(<Harness create={{ label: 'Add New Staff', to: '/staff/new' }} />);
    expect(screen.getByRole('link', { name: 'Add New Staff' })).toHaveAttribute('href', '/staff/new');
    unmount();
    renderWithTheme(<Harness />);
    expect(screen.queryByRole('link', { name: 'Add New Staff' })).not.toBeInTheDocument();
  });

  it('tells an empty list from a filtered one, and clears the filters from there', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithTheme(<Harness query={answered([])} />);
    expect(screen.getByText('No staff yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    unmount();

    renderWithTheme(<Harness initial="filter=status:eq:Active" query={answered([])} />);
    expect(screen.getByText('Nothing matches these filters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByText('No staff yet')).toBeInTheDocument();
  });

  it('shows the error with a retry that refetches', async () => {
    const user = userEvent.setup();
    const refetch = vi.fn();
    renderWithTheme(<Harness query={{ isFetching: false, error: new Error('The server is not answering.'), refetch }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The server is not answering.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalled();
  });

  it('shows the outcome notice it is given above the list', () => {
    renderWithTheme(<Harness notice={<p role="status">Kofi Asante was terminated.</p>} />);
    expect(screen.getByRole('status')).toHaveTextContent('Kofi Asante was terminated.');
  });

  it('exports in the chosen format, shows progress, and says what was saved', async () => {
    const user = userEvent.setup();
    let finish: (value: { fileName: string; rows: number }) => void = () => undefined;
    let options: ListExportOptions | undefined;
    const download = vi.fn<ListExport['download']>(
      (_format, given) =>
        new Promise((resolve) => {
          options = given;
          finish = resolve;
        }),
    );
    renderWithTheme(<Harness export={{ download }} />);

    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(screen.getByRole('menuitem', { name: 'CSV (.csv)' }));
    expect(download).toHaveBeenCalledWith('csv', expect.objectContaining({ signal: expect.any(AbortSignal) }));

    act(() => options?.onProgress({ bytes: 2048, totalBytes: 4096, rows: 2 }));
    const progress = screen.getByRole('group', { name: 'Export in progress' });
    expect(within(progress).getByRole('status')).toHaveTextContent('Exporting CSV: 2 KB of 4 KB, 2 rows');
    expect(within(progress).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');

    await act(async () => finish({ fileName: 'staff.csv', rows: 2 }));
    expect(screen.getByRole('status')).toHaveTextContent('Downloaded staff.csv (2 rows).');
    expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();
  });

  it('cancels a running export and says nothing was saved', async () => {
    const user = userEvent.setup();
    let signal: AbortSignal | undefined;
    const download: ListExport['download'] = (_format, given) =>
      new Promise((_resolve, reject) => {
        signal = given.signal;
        given.signal.addEventListener('abort', () => reject(new DOMException('Cancelled', 'AbortError')));
      });
    renderWithTheme(<Harness export={{ download, formats: ['xlsx'] }} />);

    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(screen.queryByRole('menuitem', { name: 'CSV (.csv)' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Excel (.xlsx)' }));
    await user.click(within(screen.getByRole('group', { name: 'Export in progress' })).getByRole('button', { name: 'Cancel' }));

    expect(signal?.aborted).toBe(true);
    expect(await screen.findByText('Export cancelled. Nothing was saved.')).toBeInTheDocument();
  });

  it('reports a failed export, and offers no export of an empty list', async () => {
    const user = userEvent.setup();
    const download = vi.fn<ListExport['download']>().mockRejectedValue(new Error('You do not have permission to do that.'));
    const { unmount } = renderWithTheme(<Harness export={{ download }} />);
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(screen.getByRole('menuitem', { name: 'CSV (.csv)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have permission to do that.');
    unmount();

    renderWithTheme(<Harness export={{ download }} query={answered([])} />);
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
  });

  describe('one-click status filters and search as you type', () => {
    const people: StaffRow[] = [
      { id: '1', fullName: 'Adaeze Nwosu', status: 'Active' },
      { id: '2', fullName: 'Kofi Asante', status: 'Terminated' },
      { id: '3', fullName: 'Musa Bello', status: 'Active' },
    ];
    const statusOptions = [
      { value: 'Active', label: 'Active' },
      { value: 'Suspended', label: 'Suspended' },
      { value: 'Terminated', label: 'Terminated' },
    ];

    /** What the server would answer for the list state: its filters applied to `people`. */
    const serverAnswer = (state: ListState) =>
      answered(
        people.filter((row) =>
          state.filters.every((f) => {
            const value = String(row[f.field as keyof StaffRow]);
            return f.operator === '$eq' ? value === f.value : value.toLowerCase().includes(f.value.toLowerCase());
          }),
        ),
      );

    /** The list as a screen builds it, the address kept in memory; every change is recorded with how it entered the history. */
    function LiveList({ changes, initial = '' }: { changes: Array<{ address: string; replace: boolean }>; initial?: string }) {
      const [params, setParams] = useState(() => new URLSearchParams(initial));
      const pair: SearchParamsPair = [
        params,
        (next, options) => {
          changes.push({ address: decodeURIComponent(next.toString()), replace: Boolean(options?.replace) });
          setParams(new URLSearchParams(next));
        },
      ];
      const list = useListState(pair);
      const others = list.state.filters.filter((f) => f.field !== 'status');
      const counts = Object.fromEntries(statusOptions.map((o) => [o.value, serverAnswer({ ...list.state, filters: [...others, { field: 'status', operator: '$eq', value: o.value }] }).data?.total ?? 0]));
      return (
        <ListScreen<StaffRow>
          label="Staff"
          list={list}
          query={serverAnswer(list.state)}
          columns={columns}
          search={{ field: 'fullName', label: 'Search by name' }}
          statusFilter={{ field: 'status', options: statusOptions, counts: { counts, total: serverAnswer({ ...list.state, filters: others }).data?.total ?? 0 } }}
          empty={{ title: 'No staff yet' }}
        />
      );
    }

    const names = () => within(screen.getByRole('grid', { name: 'Staff' })).queryAllByText(/Nwosu|Asante|Bello/).map((cell) => cell.textContent);

    it('filters by a status in one click, each button naming its count, and All takes the filter off', async () => {
      const user = userEvent.setup();
      const changes: Array<{ address: string; replace: boolean }> = [];
      renderWithTheme(<LiveList changes={changes} />);

      const group = screen.getByRole('group', { name: 'Filter by status' });
      expect(within(group).getByRole('button', { name: 'All (3)' })).toHaveAttribute('aria-pressed', 'true');
      expect(within(group).getByRole('button', { name: 'Active (2)' })).toHaveAttribute('aria-pressed', 'false');
      expect(within(group).getByRole('button', { name: 'Suspended (0)' })).toBeInTheDocument();

      await user.click(within(group).getByRole('button', { name: 'Terminated (1)' }));
      expect(names()).toEqual(['Kofi Asante']);
      expect(changes).toEqual([{ address: 'filter=status:eq:Terminated', replace: false }]);
      expect(within(group).getByRole('button', { name: 'Terminated (1)' })).toHaveAttribute('aria-pressed', 'true');
      expect(within(group).getByRole('button', { name: 'All (3)' })).toHaveAttribute('aria-pressed', 'false');
      // The status is shown by its button, not again as a removable filter chip.
      expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();

      await user.click(within(group).getByRole('button', { name: 'All (3)' }));
      expect(names()).toHaveLength(3);
    });

    it('searches as someone types, after a short pause and without Enter, keeping the chosen status and the address in step', async () => {
      const user = userEvent.setup();
      const changes: Array<{ address: string; replace: boolean }> = [];
      renderWithTheme(<LiveList changes={changes} initial="filter=status:eq:Active" />);
      expect(names()).toHaveLength(2);

      await user.type(screen.getByRole('textbox', { name: 'Search by name' }), 'mu');
      // Nothing yet: the search waits for a pause in typing.
      expect(names()).toHaveLength(2);
      await waitFor(() => expect(names()).toEqual(['Musa Bello']));
      expect(changes).toEqual([{ address: 'filter=status:eq:Active&filter=fullName:cont:mu', replace: false }]);
      const group = screen.getByRole('group', { name: 'Filter by status' });
      expect(within(group).getByRole('button', { name: 'Active (1)' })).toHaveAttribute('aria-pressed', 'true');
      expect(within(group).getByRole('button', { name: 'All (1)' })).toBeInTheDocument();

      // Refining the search replaces its history entry instead of adding one per pause.
      await user.type(screen.getByRole('textbox', { name: 'Search by name' }), 'sa b');
      await waitFor(() => expect(changes).toHaveLength(2));
      expect(changes[1]).toEqual({ address: 'filter=status:eq:Active&filter=fullName:cont:musa+b', replace: true });
      expect(screen.getByRole('textbox', { name: 'Search by name' })).toHaveValue('musa b');
      expect(names()).toEqual(['Musa Bello']);
    });
  });
});

describe('ListScreen row selection', () => {
  it('chooses rows by their checkboxes or all on the page, shows the count and hands the chosen rows to a bulk action', async () => {
    const user = userEvent.setup();
    const approve = vi.fn();
    const open = vi.fn();
    renderWithTheme(
      <Harness
        onRowClick={open}
        selection={{ noun: { one: 'staff member', many: 'staff members' }, actions: [{ label: 'Approve', onClick: approve }, { label: 'Reject', tone: 'danger', onClick: vi.fn() }] }}
      />,
    );
    // Nothing chosen: no selection bar.
    expect(screen.queryByRole('region', { name: 'Selected rows' })).not.toBeInTheDocument();

    const boxes = within(screen.getByRole('grid', { name: 'Staff' })).getAllByRole('checkbox', { name: 'Select row' });
    await user.click(boxes[1]);
    expect(open).not.toHaveBeenCalled();
    const bar = screen.getByRole('region', { name: 'Selected rows' });
    expect(within(bar).getByText('1 staff member selected')).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Approve' }));
    expect(approve).toHaveBeenLastCalledWith([rows[1]], expect.objectContaining({ clear: expect.any(Function) }));

    await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect(within(bar).getByText('2 staff members selected')).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Approve' }));
    expect(approve).toHaveBeenLastCalledWith(rows, expect.anything());

    // The action's `clear` empties the choice, as does the bar's own button.
    act(() => approve.mock.lastCall?.[1].clear());
    expect(screen.queryByRole('region', { name: 'Selected rows' })).not.toBeInTheDocument();
    await user.click(within(screen.getByRole('grid', { name: 'Staff' })).getAllByRole('checkbox', { name: 'Select row' })[0]);
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByRole('region', { name: 'Selected rows' })).not.toBeInTheDocument();
  });

  it('starts the choice again when the filters change', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness selection={{ actions: [{ label: 'Approve', onClick: vi.fn() }] }} />);
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
    expect(screen.getByText('2 rows selected')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search by name'), 'Ada');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Selected rows' })).not.toBeInTheDocument(), { timeout: 5_000 });
  });

  it('offers no checkboxes without selection', () => {
    renderWithTheme(<Harness />);
    expect(within(screen.getByRole('grid', { name: 'Staff' })).queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
