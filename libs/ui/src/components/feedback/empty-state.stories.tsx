import Add from '@mui/icons-material/Add';
import EventBusy from '@mui/icons-material/EventBusyOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryGrid } from '../../testing/story-grid';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: { title: 'No leave requests yet', description: 'Requests you make will show here with their status.' },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Catalog: Story = {
  render: () => (
    <StoryGrid
      minWidth={300}
      items={[
        { label: 'title only', node: <Paper variant="outlined"><EmptyState title="No messages" /></Paper> },
        {
          label: 'with description',
          node: <Paper variant="outlined"><EmptyState title="No staff found" description="Try a different name or department." /></Paper>,
        },
        {
          label: 'with action and icon',
          node: (
            <Paper variant="outlined">
              <EmptyState
                icon={<EventBusy />}
                title="No leave requests yet"
                description="Requests you make will show here."
                action={<Button startIcon={<Add />}>Request leave</Button>}
              />
            </Paper>
          ),
        },
      ]}
    />
  ),
};
