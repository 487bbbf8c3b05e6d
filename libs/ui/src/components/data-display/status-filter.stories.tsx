import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { StoryGrid } from '../../testing/story-grid';
import { StatusFilter, type StatusFilterProps } from './status-filter';

const leaveStatuses = [
  { value: 'PENDING', label: 'Pending' },
  { value: 'APPROVED', label: 'Approved' },
  { value: 'ACTIVE', label: 'Active' },
  { value: 'REJECTED', label: 'Rejected' },
];
const counts = { counts: { PENDING: 3, APPROVED: 5, ACTIVE: 1, REJECTED: 0 }, total: 9 };
/** A list of a million requests: "All" and two statuses stopped at the count cap. */
const capped = { counts: { PENDING: 2931, APPROVED: 10_000, ACTIVE: 412, REJECTED: 10_000 }, total: 10_000, totalCapped: true, capped: ['APPROVED', 'REJECTED'] };

function Live(props: Omit<StatusFilterProps, 'value' | 'onChange'> & { initial?: string }) {
  const [value, setValue] = useState<string | undefined>(props.initial);
  return <StatusFilter {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Data display/StatusFilter',
  component: StatusFilter,
  args: { options: leaveStatuses, counts, value: undefined, onChange: () => undefined },
  render: (args) => <Live {...args} />,
} satisfies Meta<typeof StatusFilter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** All chosen, one status chosen, counts still loading, and counts past the cap. */
export const Catalog: Story = {
  render: () => (
    <StoryGrid
      minWidth={480}
      items={[
        { label: 'All', node: <Live options={leaveStatuses} counts={counts} /> },
        { label: 'Pending chosen', node: <Live options={leaveStatuses} counts={counts} initial="PENDING" /> },
        { label: 'Counts loading', node: <Live options={leaveStatuses} /> },
        { label: 'Past the count cap', node: <Live options={leaveStatuses} counts={capped} /> },
      ]}
    />
  ),
};
