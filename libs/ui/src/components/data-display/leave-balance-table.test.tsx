import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '../../testing/render-with-theme';
import { LeaveBalanceTable } from './leave-balance-table';

const rows = [
  { id: 'a', name: 'Annual', entitlement: 10, used: 2, pending: 3, remaining: 5, limited: true },
  { id: 'u', name: 'Unpaid', entitlement: 0, used: 4, pending: 0, remaining: 0, limited: false },
];

describe('LeaveBalanceTable', () => {
  it('gives each type its entitlement, taken, pending and left days, and says when a type has no limit', () => {
    renderWithTheme(<LeaveBalanceTable label="Leave balance by type in 2026" rows={rows} />);
    const table = screen.getByRole('table', { name: 'Leave balance by type in 2026' });
    expect(within(table).getByRole('row', { name: /Annual/ })).toHaveTextContent('Annual10235');
    expect(within(table).getByRole('row', { name: /Unpaid/ })).toHaveTextContent('UnpaidNo limit40–');
    // The phone layout says the same in one line per type.
    const lines = within(screen.getByRole('list', { name: 'Leave balance by type in 2026' })).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual(['Annual5 of 10 days left · 2 taken · 3 pending', 'UnpaidNo limit · 4 taken · 0 pending']);
  });
});
