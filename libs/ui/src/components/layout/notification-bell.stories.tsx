import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import type { NotificationListItem } from '../data-display/notification-list';
import { NotificationBell } from './notification-bell';

const Link = ({ to, children, className, onClick }: { to: string; children?: ReactNode; className?: string; onClick?: () => void }) => (
  <a href={`#${to}`} className={className} onClick={onClick}>
    {children}
  </a>
);

const items: NotificationListItem[] = [
  { id: '1', title: 'Your leave request was approved', body: '5 days, 01/12/2026 to 05/12/2026. Note from HR: Enjoy the break', createdAt: '2026-11-25T09:30:00Z', read: false, href: '/staff/leave-request/1' },
  { id: '2', title: 'Your Q4 2026 review is waiting for you', body: 'Due by 15/01/2027', createdAt: '2026-11-20T08:00:00Z', read: false, href: '/staff/performance/reviews/2' },
  { id: '3', title: 'Your payslip for 10/2026 is ready', body: '', createdAt: '2026-11-01T08:00:00Z', read: true, href: '/staff/payroll/3' },
];

const meta = {
  title: 'Layout/NotificationBell',
  component: NotificationBell,
  args: { unreadCount: 2, items, onItemOpen: () => undefined, onMarkAllRead: () => undefined, allHref: '/staff/notifications', LinkComponent: Link },
} satisfies Meta<typeof NotificationBell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Catalog: Story = {
  render: (args) => (
    <Box sx={{ display: 'flex', gap: 3 }}>
      <NotificationBell {...args} />
      <NotificationBell {...args} unreadCount={120} />
      <NotificationBell {...args} unreadCount={0} items={[]} />
      <NotificationBell {...args} unreadCount={undefined} items={undefined} />
      <NotificationBell {...args} error="We could not load your notifications." />
    </Box>
  ),
};
