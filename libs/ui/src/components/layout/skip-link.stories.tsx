import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryGrid } from '../../testing/story-grid';
import { SkipLink } from './skip-link';

const meta = {
  title: 'Layout/SkipLink',
  component: SkipLink,
  args: { targetId: 'main-content' },
  parameters: { docs: { description: { component: 'Hidden until focused: press Tab inside the story to see it.' } } },
} satisfies Meta<typeof SkipLink>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <Box sx={{ position: 'relative', minHeight: 120, pt: 8 }}>
      <SkipLink {...args} />
      <Box component="main" id={args.targetId} tabIndex={-1}>
        <Typography>The page&apos;s main content.</Typography>
      </Box>
    </Box>
  ),
};

/** Default text and a custom one; each box is a page, its link hidden until focused. */
export const Catalog: Story = {
  render: () => (
    <StoryGrid
      items={[
        {
          label: 'default text',
          node: (
            <Box sx={{ position: 'relative', minHeight: 96, pt: 7 }}>
              <SkipLink targetId="catalog-main-1" />
              <Box id="catalog-main-1" tabIndex={-1}>Main content</Box>
            </Box>
          ),
        },
        {
          label: 'custom text',
          node: (
            <Box sx={{ position: 'relative', minHeight: 96, pt: 7 }}>
              <SkipLink targetId="catalog-main-2">Skip to the staff list</SkipLink>
              <Box id="catalog-main-2" tabIndex={-1}>Main content</Box>
            </Box>
          ),
        },
      ]}
    />
  ),
};
