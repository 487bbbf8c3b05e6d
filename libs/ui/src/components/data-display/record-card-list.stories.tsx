import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryGrid } from '../../testing/story-grid';
import { RecordCardList, type RecordCardItem } from './record-card-list';

const items: RecordCardItem[] = [
  { id: '1', to: '#1', title: '2 Mar 2026 – 4 Mar 2026', subtitle: 'Annual leave · 3 days', meta: 'Requested 1 Mar 2026', status: 'PENDING' },
  { id: '2', to: '#2', title: '₦150,000.00', subtitle: '6 monthly installments', meta: 'Requested 12 Feb 2026', status: 'REPAYMENT_IN_PROGRESS' },
  { id: '3', to: '#3', title: '10 Jan 2026', subtitle: '1 day', status: 'WITHDRAWN' },
];

const meta = {
  title: 'Data display/RecordCardList',
  component: RecordCardList,
  args: { label: 'My requests', items, emptyTitle: 'No requests yet', page: 1, pageCount: 3, onPageChange: () => undefined },
} satisfies Meta<typeof RecordCardList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Catalog: Story = {
  render: (args) => (
    <StoryGrid
      minWidth={320}
      items={[
        { label: 'one page', node: <RecordCardList {...args} pageCount={1} /> },
        { label: 'loading', node: <RecordCardList {...args} items={undefined} loading /> },
        {
          label: 'empty',
          node: (
            <RecordCardList
              {...args}
              items={[]}
              emptyDescription="Your requests will show here."
              emptyAction={<Button variant="contained">Request leave</Button>}
            />
          ),
        },
        { label: 'error', node: <RecordCardList {...args} items={undefined} error={new Error('The server is down.')} onRetry={() => undefined} /> },
      ]}
    />
  ),
};
