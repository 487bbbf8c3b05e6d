import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryGrid } from '../../testing/story-grid';
import { LineChart } from './line-chart';

const months = ['Dec', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov'];

const meta = {
  title: 'Charts/LineChart',
  component: LineChart,
  parameters: { layout: 'padded' },
  args: {
    categories: months,
    series: [{ label: 'Joiners', values: [4, 7, 3, 9, 12, 6, 5, 8, 2, 10, 11, 7] }],
    height: 280,
    area: true,
    integer: true,
  },
} satisfies Meta<typeof LineChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Catalog: Story = {
  render: () => (
    <StoryGrid
      minWidth={360}
      items={[
        { label: 'line only', node: <LineChart categories={months} series={[{ label: 'Leavers', values: [1, 0, 2, 1, 3, 0, 0, 1, 2, 1, 0, 1] }]} height={240} integer /> },
        {
          label: 'two series with a legend',
          node: (
            <LineChart
              categories={months}
              series={[
                { label: 'Joiners', values: [4, 7, 3, 9, 12, 6, 5, 8, 2, 10, 11, 7] },
                { label: 'Leavers', values: [1, 0, 2, 1, 3, 0, 0, 1, 2, 1, 0, 1] },
              ]}
              height={240}
              integer
            />
          ),
        },
        { label: 'one point', node: <LineChart categories={['Nov']} series={[{ label: 'Joiners', values: [3] }]} height={200} area integer /> },
        { label: 'no values yet', node: <LineChart categories={months} series={[{ label: 'Joiners', values: months.map(() => 0) }]} height={200} area integer /> },
      ]}
    />
  ),
};
