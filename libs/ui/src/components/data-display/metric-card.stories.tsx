import Groups from '@mui/icons-material/GroupsOutlined';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryGrid } from '../../testing/story-grid';
import { MetricCard } from './metric-card';

const meta = {
  title: 'Data display/MetricCard',
  component: MetricCard,
  args: { label: 'Total staff', value: 1250, hint: 'Across all locations' },
} satisfies Meta<typeof MetricCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Catalog: Story = {
  render: () => (
    <StoryGrid
      items={[
        { label: 'value only', node: <MetricCard label="Active staff" value={1180} /> },
        { label: 'with hint and icon', node: <MetricCard label="Total staff" value={1250} hint="Across all locations" icon={<Groups />} /> },
        { label: 'text value', node: <MetricCard label="Next payday" value="28 Nov" hint="Friday" /> },
        { label: 'loading', node: <MetricCard label="Pending activation" value={0} loading /> },
      ]}
    />
  ),
};
