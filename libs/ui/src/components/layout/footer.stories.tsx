import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Footer } from './footer';

const meta = { title: 'Layout/Footer', component: Footer, args: { privacyUrl: '#privacy' } } satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Catalog: Story = {
  render: (args) => (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Footer {...args} />
      <Box sx={{ width: 320, border: 1, borderColor: 'divider' }}>
        <Footer {...args} />
      </Box>
    </Box>
  ),
};
