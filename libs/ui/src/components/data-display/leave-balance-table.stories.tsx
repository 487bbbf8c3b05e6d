import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryGrid } from '../../testing/story-grid';
import { LeaveBalanceTable } from './leave-balance-table';

const rows = [
  { id: 'a', name: 'Annual', entitlement: 20, used: 5, pending: 3, remaining: 12, limited: true },
  { id: 's', name: 'Sick', entitlement: 12, used: 2, pending: 0, remaining: 10, limited: true },
  { id: 'c', name: 'Compassionate', entitlement: 5, used: 0, pending: 0, remaining: 5, limited: true },
  { id: 'u', name: 'Unpaid', entitlement: 0, used: 4, pending: 0, remaining: 0, limited: false },
];

const meta = {
  title: 'Data display/LeaveBalanceTable',
  component: LeaveBalanceTable,
  args: { label: 'Leave balance by type in 2026', rows },
} satisfies Meta<typeof LeaveBalanceTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Catalog: Story = {
  render: () => (
    <StoryGrid
      items={[
        { label: 'every kind of type', node: <LeaveBalanceTable label="Leave balance by type" rows={rows} /> },
        { label: 'a pro-rated first year', node: <LeaveBalanceTable label="First year" rows={[{ ...rows[0], entitlement: 10, used: 0, pending: 0, remaining: 10 }]} /> },
        { label: 'no types', node: <LeaveBalanceTable label="No types" rows={[]} /> },
      ]}
    />
  ),
};
