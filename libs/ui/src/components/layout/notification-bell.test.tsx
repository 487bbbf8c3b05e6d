import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { renderWithTheme } from '../../testing/render-with-theme';
import type { NotificationListItem } from '../data-display/notification-list';
import { NotificationBell } from './notification-bell';

const Link = ({ to, children, className, onClick }: { to: string; children?: ReactNode; className?: string; onClick?: () => void }) => (
  <a
    href={to}
    className={className}
    onClick={(event) => {
      event.preventDefault();
      onClick?.();
    }}
  >
    {children}
  </a>
);

const items: NotificationListItem[] = [
  { id: 'n-2', title: 'Your leave request was approved', body: '2 days, 01/12/2026 to 02/12/2026', createdAt: '2026-11-25T09:30:00Z', read: false, href: '/staff/leave-request/l-2' },
  { id: 'n-1', title: 'Your payslip for 10/2026 is ready', body: '', createdAt: '2026-11-01T08:00:00Z', read: true, href: '/staff/payroll/p-1' },
];

function renderBell(overrides: Partial<Parameters<typeof NotificationBell>[0]> = {}) {
  const props = { unreadCount: 1, items, onOpenChange: vi.fn(), onItemOpen: vi.fn(), onMarkAllRead: vi.fn(), allHref: '/staff/notifications', LinkComponent: Link, ...overrides };
  renderWithTheme(<NotificationBell {...props} />);
  return props;
}

describe('NotificationBell', () => {
  it('shows the unread count and names it for screen readers', () => {
    renderBell({ unreadCount: 3 });
    const bell = screen.getByRole('button', { name: 'Notifications, 3 unread' });
    expect(within(bell).getByText('3')).toBeInTheDocument();
  });

  it('opens the latest, each linking to its record, unread ones marked so', async () => {
    const props = renderBell();
    await userEvent.click(screen.getByRole('button', { name: 'Notifications, 1 unread' }));
    expect(props.onOpenChange).toHaveBeenCalledWith(true);
    const dialog = screen.getByRole('dialog', { name: 'Notifications' });
    const approved = within(dialog).getByRole('link', { name: /Unread: Your leave request was approved/ });
    expect(approved).toHaveAttribute('href', '/staff/leave-request/l-2');
    expect(within(dialog).getByRole('link', { name: /^Your payslip for 10\/2026 is ready/ })).toHaveAttribute('href', '/staff/payroll/p-1');
    expect(within(dialog).getByRole('link', { name: 'See all notifications' })).toHaveAttribute('href', '/staff/notifications');

    await userEvent.click(approved);
    expect(props.onItemOpen).toHaveBeenCalledWith(items[0]);
  });

  it('marks all read from the popover, and offers it only when something is unread', async () => {
    const props = renderBell();
    await userEvent.click(screen.getByRole('button', { name: /Notifications/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(props.onMarkAllRead).toHaveBeenCalledTimes(1);
  });

  it('has nothing to mark when all is read, and says so when there is nothing at all', async () => {
    renderBell({ unreadCount: 0, items: [] });
    const bell = screen.getByRole('button', { name: 'Notifications' });
    expect(within(bell).queryByText('0')).not.toBeInTheDocument();
    await userEvent.click(bell);
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
    expect(screen.getByText(/Nothing yet/)).toBeInTheDocument();
  });
});
