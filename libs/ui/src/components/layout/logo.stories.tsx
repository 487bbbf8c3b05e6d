import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryGrid } from '../../testing/story-grid';
import { Logo } from './logo';

const meta = { title: 'Layout/Logo', component: Logo } satisfies Meta<typeof Logo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Catalog: Story = {
  render: () => (
    <StoryGrid
      items={[
        { label: 'full 32px', node: <Logo /> },
        { label: 'full 48px', node: <Logo height={48} /> },
        { label: 'mark', node: <Logo variant="mark" /> },
        {
          label: 'on the brand panel',
          node: (
            <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', p: 2, borderRadius: 1 }}>
              <Logo inverse />
            </Box>
          ),
        },
      ]}
    />
  ),
};
