import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryGrid } from '../../testing/story-grid';
import { DetailList } from './detail-list';
import { StatusChip } from './status-chip';

const items = [
  { label: 'Staff', value: 'Adaeze Nwosu (STF-0001)' },
  { label: 'Status', value: <StatusChip status="PENDING" /> },
  { label: 'Start date', value: '4 March 2026' },
  { label: 'End date', value: '8 March 2026' },
  { label: 'Reason', value: 'Family wedding in Enugu' },
  { label: 'Decided by', value: null },
];

const meta = {
  title: 'Data display/DetailList',
  component: DetailList,
  args: { items, label: 'Leave request details' },
} satisfies Meta<typeof DetailList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Catalog: Story = {
  render: () => (
    <StoryGrid
      minWidth={420}
      items={[
        { label: 'one column', node: <DetailList items={items} /> },
        { label: 'two columns (md and up)', node: <DetailList items={items} columns={2} labelWidth={120} /> },
        { label: 'custom empty value', node: <DetailList items={[{ label: 'Approved amount', value: undefined }]} emptyValue="Not set yet" /> },
      ]}
    />
  ),
};
