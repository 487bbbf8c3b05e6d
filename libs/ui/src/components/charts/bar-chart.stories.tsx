import { formatCount } from '@crewbase/locale';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryGrid } from '../../testing/story-grid';
import { BarChart } from './bar-chart';

const months = ['Dec', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov'];

const meta = {
  title: 'Charts/BarChart',
  component: BarChart,
  parameters: { layout: 'padded' },
  args: {
    categories: months,
    series: [{ label: 'Joiners', values: [4, 7, 3, 9, 12, 6, 5, 8, 2, 10, 11, 7] }],
    height: 260,
    integer: true,
  },
} satisfies Meta<typeof BarChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

const naira = (value: number) => `₦${formatCount(value)}`;

export const Catalog: Story = {
  render: () => (
    <StoryGrid
      minWidth={360}
      items={[
        {
          label: 'two series with a legend',
          node: (
            <BarChart
              categories={['Pending', 'Approved', 'Declined', 'Cancelled']}
              series={[
                { label: 'This year', values: [14, 52, 9, 3] },
                { label: 'Last year', values: [11, 47, 12, 5] },
              ]}
              height={260}
              integer
            />
          ),
        },
        {
          label: 'horizontal, long names',
          node: (
            <BarChart
              layout="horizontal"
              categories={['Customer Care and Complaints', 'Operations', 'Finance', 'Security']}
              series={[{ label: 'Staff', values: [48, 120, 17, 64] }]}
              height={200}
              axisWidth={140}
              integer
            />
          ),
        },
        {
          label: 'money axis',
          node: (
            <BarChart
              categories={months}
              series={[{ label: 'Spend', values: [120000, 450000, 80000, 0, 990000, 310000, 275500, 640000, 50000, 720000, 150000, 410000] }]}
              height={260}
              axisWidth={90}
              formatTick={naira}
            />
          ),
        },
        { label: 'all zero', node: <BarChart categories={['1', '2', '3', '4', '5']} series={[{ label: 'Reviews', values: [0, 0, 0, 0, 0] }]} height={220} integer /> },
      ]}
    />
  ),
};
