import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { StoryGrid } from '../../testing/story-grid';
import { ScreenLoadTimeoutError } from '../../utils/screen-load-error';
import { ScreenErrorBoundary } from './screen-error-boundary';

function Throws({ error }: { error: Error }): never {
  throw error;
}

const meta = {
  title: 'Feedback/ScreenErrorBoundary',
  component: ScreenErrorBoundary,
  args: { onRetry: fn(), children: <Typography>The screen rendered normally.</Typography> },
} satisfies Meta<typeof ScreenErrorBoundary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Catalog: Story = {
  render: (args) => (
    <StoryGrid
      minWidth={300}
      items={[
        {
          label: 'load timed out (120 s)',
          node: (
            <ScreenErrorBoundary onRetry={args.onRetry}>
              <Throws error={new ScreenLoadTimeoutError(120_000)} />
            </ScreenErrorBoundary>
          ),
        },
        {
          label: 'chunk failed to download',
          node: (
            <ScreenErrorBoundary onRetry={args.onRetry}>
              <Throws error={new TypeError('Failed to fetch dynamically imported module: /assets/leave.js')} />
            </ScreenErrorBoundary>
          ),
        },
        {
          label: 'crashed while rendering',
          node: (
            <ScreenErrorBoundary onRetry={args.onRetry}>
              <Throws error={new Error('Cannot read properties of undefined')} />
            </ScreenErrorBoundary>
          ),
        },
      ]}
    />
  ),
};
