import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryGrid } from '../../testing/story-grid';
import { ColorModeToggle } from './color-mode-toggle';

const meta = { title: 'Layout/ColorModeToggle', component: ColorModeToggle } satisfies Meta<typeof ColorModeToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Its label names the mode it switches to ("Switch to dark mode"). */
export const Default: Story = {};

export const Catalog: Story = {
  render: () => (
    <StoryGrid
      items={[
        { label: 'medium', node: <ColorModeToggle /> },
        { label: 'small', node: <ColorModeToggle size="small" /> },
        {
          label: 'on the brand header',
          node: (
            <Stack direction="row" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', p: 1, borderRadius: 1 }}>
              <ColorModeToggle />
            </Stack>
          ),
        },
        { label: 'disabled', node: <ColorModeToggle disabled /> },
      ]}
    />
  ),
};
