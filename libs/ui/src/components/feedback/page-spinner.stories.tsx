import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryGrid } from '../../testing/story-grid';
import { PageSpinner } from './page-spinner';

const meta = { title: 'Feedback/PageSpinner', component: PageSpinner } satisfies Meta<typeof PageSpinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Catalog: Story = {
  render: () => (
    <StoryGrid
      items={[
        { label: 'in a screen', node: <Box sx={{ border: 1, borderColor: 'divider' }}><PageSpinner /></Box> },
        { label: 'custom label', node: <Box sx={{ border: 1, borderColor: 'divider' }}><PageSpinner label="Loading payroll" /></Box> },
      ]}
    />
  ),
};
