import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryGrid } from '../../testing/story-grid';
import { TruncatedText } from './truncated-text';

const meta = {
  title: 'Data display/TruncatedText',
  component: TruncatedText,
  args: { text: 'Victoria Island Car Park, Lagos', max: 20 },
} satisfies Meta<typeof TruncatedText>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Hover or focus the text to read all of it. */
export const Default: Story = {};

export const Catalog: Story = {
  render: () => (
    <StoryGrid
      items={[
        { label: 'short (not cut)', node: <TruncatedText text="Operations" /> },
        { label: '20 characters', node: <TruncatedText text="Parking Attendant Supervisor" max={20} /> },
        { label: '30 characters', node: <TruncatedText text="Annual leave for the family wedding in Accra" max={30} /> },
        { label: 'as body2', node: <TruncatedText text="Parking Attendant Supervisor" variant="body2" color="text.secondary" /> },
      ]}
    />
  ),
};
