import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render-with-theme';
import { RecordCardList, type RecordCardItem } from './record-card-list';

const items: RecordCardItem[] = [
  { id: '1', to: '/staff/leave-request/1', title: '2 Mar 2026 – 4 Mar 2026', subtitle: '3 days', meta: 'Requested 1 Mar 2026', status: 'PENDING' },
  { id: '2', to: '/staff/leave-request/2', title: '10 Jan 2026 – 10 Jan 2026', subtitle: '1 day', status: 'WITHDRAWN' },
];

const baseProps = { label: 'My leave requests', emptyTitle: 'No leave requests yet', page: 1, pageCount: 1, onPageChange: vi.fn() };

describe('RecordCardList', () => {
  it('lists each record as a link with its status', () => {
    renderWithTheme(<RecordCardList {...baseProps} items={items} />);
    const list = screen.getByRole('list', { name: 'My leave requests' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAttribute('href', '/staff/leave-request/1');
    expect(links[0]).toHaveTextContent('2 Mar 2026 – 4 Mar 2026');
    expect(links[0]).toHaveTextContent('Pending');
    expect(links[1]).toHaveTextContent('Withdrawn');
  });

  it('shows a record with no screen of its own as plain text, not a link', () => {
    renderWithTheme(<RecordCardList {...baseProps} items={[items[0], { id: '3', title: '₦25,000.00 · Award Bonus', subtitle: 'Best attendance' }]} />);
    const list = screen.getByRole('list', { name: 'My leave requests' });
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('₦25,000.00 · Award BonusBest attendance');
    expect(within(list).getAllByRole('link')).toHaveLength(1);
  });

  it('shows the designed empty state, the loading state and an error with retry', async () => {
    const onRetry = vi.fn();
    const { rerender } = renderWithTheme(<RecordCardList {...baseProps} items={[]} />);
    expect(screen.getByText('No leave requests yet')).toBeInTheDocument();

    rerender(<RecordCardList {...baseProps} items={undefined} loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading my leave requests');

    rerender(<RecordCardList {...baseProps} items={undefined} error={new Error('The server is down.')} onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The server is down.');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('pages through the server pages', async () => {
    const onPageChange = vi.fn();
    renderWithTheme(<RecordCardList {...baseProps} items={items} page={1} pageCount={3} onPageChange={onPageChange} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });
});
