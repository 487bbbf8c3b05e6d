import Paper from '@mui/material/Paper';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { StoryGrid } from '../../testing/story-grid';
import { ErrorState } from './error-state';

const meta = {
  title: 'Feedback/ErrorState',
  component: ErrorState,
  args: { message: 'The server did not answer. Check your connection, then try again.', onRetry: fn() },
} satisfies Meta<typeof ErrorState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Catalog: Story = {
  render: (args) => (
    <StoryGrid
      minWidth={300}
      items={[
        { label: 'with retry', node: <Paper variant="outlined"><ErrorState {...args} /></Paper> },
        { label: 'without retry', node: <Paper variant="outlined"><ErrorState message="You do not have permission to view payroll." title="Not allowed" /></Paper> },
        { label: 'custom retry label', node: <Paper variant="outlined"><ErrorState {...args} title="This list could not be loaded" retryLabel="Try again" /></Paper> },
      ]}
    />
  ),
};
