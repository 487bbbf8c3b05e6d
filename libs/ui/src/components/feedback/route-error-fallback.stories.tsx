import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { StoryGrid } from '../../testing/story-grid';
import { ScreenLoadTimeoutError } from '../../utils/screen-load-error';
import { RouteErrorFallback } from './route-error-fallback';

const meta = {
  title: 'Feedback/RouteErrorFallback',
  component: RouteErrorFallback,
  args: { error: new Error('Cannot read properties of undefined'), onRetry: fn() },
} satisfies Meta<typeof RouteErrorFallback>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** What the router may catch; the same texts as ScreenErrorBoundary. */
export const Catalog: Story = {
  render: (args) => (
    <StoryGrid
      minWidth={300}
      items={[
        { label: 'load timed out (120 s)', node: <RouteErrorFallback error={new ScreenLoadTimeoutError(120_000)} onRetry={args.onRetry} /> },
        {
          label: 'chunk failed to download',
          node: (
            <RouteErrorFallback
              error={new TypeError('Failed to fetch dynamically imported module: /assets/leave.js')}
              onRetry={args.onRetry}
            />
          ),
        },
        { label: 'crashed or a loader threw', node: <RouteErrorFallback error={new Error('boom')} onRetry={args.onRetry} /> },
        { label: 'something not an Error was thrown', node: <RouteErrorFallback error={{ status: 404 }} onRetry={args.onRetry} /> },
      ]}
    />
  ),
};
