import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render-with-theme';
import { DataTable, type DataTableColumn } from './data-table';

interface StaffRow {
  id: string;
  name: string;
  staffId: string;
}

const columns: DataTableColumn<StaffRow>[] = [
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'staffId', headerName: 'Staff ID', width: 140 },
];

const rows: StaffRow[] = [
  { id: '1', name: 'Adaeze Nwosu', staffId: 'STF-0001' },
  { id: '2', name: 'Kofi Asante', staffId: 'STF-0002' },
];

const baseProps = {
  columns,
  paginationModel: { page: 0, pageSize: 10 },
  onPaginationModelChange: vi.fn(),
  label: 'Staff',
};

describe('DataTable', () => {
  it('shows the rows of the current page', () => {
    renderWithTheme(<DataTable {...baseProps} rows={rows} rowCount={2} />);
    const grid = screen.getByRole('grid', { name: 'Staff' });
    expect(within(grid).getByRole('columnheader', { name: 'Name' })).toBeInTheDocument();
    expect(within(grid).getByText('Adaeze Nwosu')).toBeInTheDocument();
    expect(within(grid).getByText('STF-0002')).toBeInTheDocument();
  });

  it("writes a number column's figures with the product's digit grouping", () => {
    const withHeadcount: DataTableColumn<StaffRow & { headcount: number }>[] = [...columns, { field: 'headcount', headerName: 'Headcount', type: 'number' }];
    renderWithTheme(<DataTable {...baseProps} columns={withHeadcount} rows={[{ ...rows[0], headcount: 1234567 }]} rowCount={1} />);
    expect(within(screen.getByRole('grid', { name: 'Staff' })).getByText('1,234,567')).toBeInTheDocument();
  });

  it('shows the designed empty state when there are no rows', () => {
    renderWithTheme(
      <DataTable
        {...baseProps}
        rows={[]}
        rowCount={0}
        emptyTitle="No staff found"
        emptyDescription="Try a different name or department."
      />,
    );
    const grid = screen.getByRole('grid', { name: 'Staff' });
    expect(within(grid).getByText('No staff found')).toBeInTheDocument();
    expect(within(grid).getByText('Try a different name or department.')).toBeInTheDocument();
  });

  it('names its loading bar after the list', () => {
    renderWithTheme(<DataTable {...baseProps} rows={rows} rowCount={2} loading />);
    expect(screen.getByRole('progressbar', { name: 'Loading Staff' })).toBeInTheDocument();
  });

  it('keeps a sort on a field it shows no column for, without reporting a change', () => {
    const onSortModelChange = vi.fn();
    renderWithTheme(
      <DataTable {...baseProps} rows={rows} rowCount={2} sortModel={[{ field: 'createdAt', sort: 'desc' }]} onSortModelChange={onSortModelChange} />,
    );
    expect(screen.getByRole('grid', { name: 'Staff' })).toBeInTheDocument();
    expect(onSortModelChange).not.toHaveBeenCalled();
  });

  it('shows the error with a retry instead of the grid', async () => {
    const onRetry = vi.fn();
    renderWithTheme(
      <DataTable {...baseProps} rows={[]} rowCount={0} error={new Error('The server is not answering.')} onRetry={onRetry} />,
    );
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This list could not be loaded');
    expect(screen.getByRole('alert')).toHaveTextContent('The server is not answering.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('asks the server for the next page', async () => {
    const onPaginationModelChange = vi.fn();
    renderWithTheme(
      <DataTable {...baseProps} rows={rows} rowCount={35} onPaginationModelChange={onPaginationModelChange} />,
    );
    await userEvent.click(screen.getByRole('button', { name: /next page/i }));
    expect(onPaginationModelChange).toHaveBeenCalledWith({ page: 1, pageSize: 10 });
  });

  it('says how many rows match, and "more than" once the server stopped counting', () => {
    const { unmount } = renderWithTheme(<DataTable {...baseProps} rows={rows} rowCount={1234} />);
    expect(screen.getByText('1–10 of 1,234')).toBeInTheDocument();
    unmount();
    renderWithTheme(<DataTable {...baseProps} rows={rows} rowCount={10000} rowCountCapped />);
    expect(screen.getByText('1–2 of more than 10,000')).toBeInTheDocument();
    expect(screen.getByRole('grid')).toHaveAttribute('aria-rowcount', '-1');
  });

  it('pages on past a capped count until a page comes back short', async () => {
    const onPaginationModelChange = vi.fn();
    const many = Array.from({ length: 10 }, (_, i) => ({ id: `s${i}`, name: `Person ${i}`, staffId: `STF-1${i}` }));
    const capped = { ...baseProps, rowCount: 1000, rowCountCapped: true, onPaginationModelChange };
    const { rerender } = renderWithTheme(<DataTable {...capped} rows={many} paginationModel={{ page: 100, pageSize: 10 }} />);
    expect(screen.getByText('1,001–1,010 of more than 1,000')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /next page/i }));
    expect(onPaginationModelChange).toHaveBeenCalledWith({ page: 101, pageSize: 10 });
    rerender(<DataTable {...capped} rows={many.slice(0, 3)} paginationModel={{ page: 101, pageSize: 10 }} />);
    expect(screen.getByText('1,011–1,013 of more than 1,000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /next page/i })).toBeDisabled();
  });

  it('stops Next at the last counted page when the count is exact', () => {
    renderWithTheme(<DataTable {...baseProps} rows={rows} rowCount={12} paginationModel={{ page: 1, pageSize: 10 }} />);
    expect(screen.getByText('11–12 of 12')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /next page/i })).toBeDisabled();
  });

  it('asks the server to sort when a sortable header is used', async () => {
    const onSortModelChange = vi.fn();
    renderWithTheme(<DataTable {...baseProps} rows={rows} rowCount={2} sortModel={[]} onSortModelChange={onSortModelChange} />);
    await userEvent.click(screen.getByRole('columnheader', { name: 'Name' }));
    expect(onSortModelChange).toHaveBeenCalledWith([{ field: 'name', sort: 'asc' }]);
  });

  it('opens a row with the keyboard', async () => {
    const onRowClick = vi.fn();
    renderWithTheme(<DataTable {...baseProps} rows={rows} rowCount={2} onRowClick={onRowClick} />);
    screen.getByText('Kofi Asante').focus();
    await userEvent.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenCalledWith(rows[1]);
  });

  it('moves between cells with the arrow keys, one cell in the tab order', async () => {
    const onRowClick = vi.fn();
    renderWithTheme(<DataTable {...baseProps} rows={rows} rowCount={2} onRowClick={onRowClick} />);
    const grid = screen.getByRole('grid', { name: 'Staff' });
    expect(within(grid).getAllByRole('columnheader').concat(within(grid).getAllByRole('gridcell')).filter((cell) => cell.tabIndex === 0)).toHaveLength(1);
    await userEvent.tab();
    expect(within(grid).getByRole('columnheader', { name: 'Name' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}');
    expect(within(grid).getByText('STF-0002')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenCalledWith(rows[1]);
  });

  it('chooses every row of the page with select-all, without opening a row', async () => {
    const onChange = vi.fn();
    const onRowClick = vi.fn();
    renderWithTheme(
      <DataTable {...baseProps} rows={rows} rowCount={2} onRowClick={onRowClick} selection={{ selected: new Set(['2']), onChange }} />,
    );
    const all = screen.getByRole('checkbox', { name: 'Select all rows' });
    expect(all).toHaveAttribute('data-indeterminate', 'true');
    await userEvent.click(all);
    expect(onChange).toHaveBeenLastCalledWith(new Set(['1', '2']));
    await userEvent.click(screen.getAllByRole('checkbox', { name: 'Select row' })[1]);
    expect(onChange).toHaveBeenLastCalledWith(new Set());
    expect(onRowClick).not.toHaveBeenCalled();
  });
});
