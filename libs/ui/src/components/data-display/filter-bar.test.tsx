import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { ListDateRange } from '../../hooks/use-list-state';
import { renderWithTheme } from '../../testing/render-with-theme';
import { FilterBar, type FilterBarProps } from './filter-bar';

const fields: FilterBarProps['fields'] = [
  { field: 'fullName', label: 'Name' },
  {
    field: 'status',
    label: 'Status',
    options: [
      { value: 'Active', label: 'Active' },
      { value: 'Suspended', label: 'Suspended' },
    ],
  },
];

function renderBar(props: Partial<FilterBarProps> = {}) {
  const onFiltersChange = vi.fn();
  const onDateRangeChange = vi.fn();
  renderWithTheme(
    <FilterBar fields={fields} filters={[]} onFiltersChange={onFiltersChange} onDateRangeChange={onDateRangeChange} dateRangeLabel="Created" {...props} />,
  );
  return { onFiltersChange, onDateRangeChange };
}

describe('FilterBar', () => {
  it('adds a Contains filter on the chosen field', async () => {
    const { onFiltersChange } = renderBar();
    await userEvent.type(screen.getByRole('textbox', { name: 'Value' }), 'Ann{Enter}');
    expect(onFiltersChange).toHaveBeenCalledWith([{ field: 'fullName', operator: '$cont', value: 'Ann' }]);
  });

  it('switches to Equals to', async () => {
    const { onFiltersChange } = renderBar();
    await userEvent.click(screen.getByRole('combobox', { name: 'Operator' }));
    await userEvent.click(screen.getByRole('option', { name: 'Equals to' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Value' }), 'Kofi Asante');
    await userEvent.click(screen.getByRole('button', { name: 'Add filter' }));
    expect(onFiltersChange).toHaveBeenCalledWith([{ field: 'fullName', operator: '$eq', value: 'Kofi Asante' }]);
  });

  it('offers the known values of a field with options, as Equals to', async () => {
    const { onFiltersChange } = renderBar();
    await userEvent.click(screen.getByRole('combobox', { name: 'Field' }));
    await userEvent.click(screen.getByRole('option', { name: 'Status' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Value' }));
    await userEvent.click(screen.getByRole('option', { name: 'Suspended' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add filter' }));
    expect(onFiltersChange).toHaveBeenCalledWith([{ field: 'status', operator: '$eq', value: 'Suspended' }]);
  });

  it('replaces a filter on the same field and operator instead of stacking it', async () => {
    const { onFiltersChange } = renderBar({
      filters: [
        { field: 'fullName', operator: '$cont', value: 'Ann' },
        { field: 'status', operator: '$eq', value: 'Active' },
      ],
    });
    await userEvent.type(screen.getByRole('textbox', { name: 'Value' }), 'Grace{Enter}');
    expect(onFiltersChange).toHaveBeenCalledWith([
      { field: 'status', operator: '$eq', value: 'Active' },
      { field: 'fullName', operator: '$cont', value: 'Grace' },
    ]);
  });

  it('shows active filters as chips that remove themselves, and clears everything', async () => {
    const onClear = vi.fn();
    const { onFiltersChange } = renderBar({
      filters: [
        { field: 'fullName', operator: '$cont', value: 'Ann' },
        { field: 'status', operator: '$eq', value: 'Active' },
      ],
      dateRange: { from: '2026-01-01', to: '2026-01-31' },
      onClear,
    });
    const chips = within(screen.getByRole('list', { name: 'Active filters' })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual([
      'Name contains "Ann"',
      'Status equals to "Active"',
      'Created 1 Jan 2026 – 31 Jan 2026',
    ]);
    act(() => screen.getByRole('button', { name: 'Remove filter: Name contains "Ann"' }).focus());
    await userEvent.keyboard('{Enter}');
    expect(onFiltersChange).toHaveBeenCalledWith([{ field: 'status', operator: '$eq', value: 'Active' }]);
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(onClear).toHaveBeenCalled();
  });

  it('reports the date range as calendar days, typed day-month-year', async () => {
    const onDateRangeChange = vi.fn();
    function Held() {
      const [dateRange, setDateRange] = useState<ListDateRange>({ to: '2026-03-31' });
      const report = (next: ListDateRange) => { setDateRange(next); onDateRangeChange(next); };
      return <FilterBar fields={fields} filters={[]} onFiltersChange={vi.fn()} dateRange={dateRange} onDateRangeChange={report} dateRangeLabel="Created" />;
    }
    renderWithTheme(<Held />);
    const from = screen.getByRole('group', { name: 'Created from' });
    const user = userEvent.setup();
    await user.click(within(from).getAllByRole('spinbutton')[0]);
    await user.keyboard('01032026');
    expect(onDateRangeChange).toHaveBeenLastCalledWith({ from: '2026-03-01', to: '2026-03-31' });
  });

  it('shows the dates as DD/MM/YYYY, the product locale, not mm/dd/yyyy', () => {
    renderBar({ dateRange: { from: '2026-03-01', to: '2026-03-31' } });
    const from = screen.getByRole('group', { name: 'Created from' });
    expect(within(from).getAllByRole('spinbutton').map((s) => s.getAttribute('aria-label'))).toEqual(['Day', 'Month', 'Year']);
    expect(from.parentElement?.querySelector('input')).toHaveValue('01/03/2026');
    // One screen at a time, as in the app: a second root on the same page would number its ids from the start again.
    cleanup();
    const empty = renderWithTheme(<FilterBar fields={fields} filters={[]} onFiltersChange={vi.fn()} onDateRangeChange={vi.fn()} dateRangeLabel="Paid" />);
    expect(within(empty.container).getByRole('group', { name: 'Paid from' })).toHaveTextContent('DD/MM/YYYY');
  });

  it('searches one field with Contains and shows what is applied', async () => {
    const { onFiltersChange } = renderBar({
      search: { field: 'fullName', label: 'Search by name' },
      filters: [{ field: 'fullName', operator: '$cont', value: 'Ann' }],
    });
    const box = screen.getByRole('textbox', { name: 'Search by name' });
    expect(box).toHaveValue('Ann');
    await userEvent.clear(box);
    await userEvent.type(box, 'Musa{Enter}');
    expect(onFiltersChange).toHaveBeenCalledWith([{ field: 'fullName', operator: '$cont', value: 'Musa' }]);
  });

  it('shows no chips and no Clear all when nothing is applied', () => {
    renderBar();
    expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear all' })).not.toBeInTheDocument();
  });
});
