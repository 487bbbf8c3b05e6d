import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryGrid } from '../testing/story-grid';
import { brandColors } from './brand-colors';

const meta = { title: 'Theme/Colours' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const Swatch = ({ color, text }: { color: string; text?: string }) => (
  <Box sx={{ height: 56, borderRadius: 1, border: 1, borderColor: 'divider', bgcolor: color, color: text, p: 1 }}>
    {text && <Typography variant="body2" sx={{ color: 'inherit' }}>Aa {color}</Typography>}
  </Box>
);

/** The brand palette from the spec. */
export const Default: Story = {
  render: () => (
    <StoryGrid minWidth={160} items={Object.entries(brandColors).map(([name, color]) => ({ label: `${name} ${color}`, node: <Swatch color={color} /> }))} />
  ),
};

function TokenCatalog() {
  const { crewbase } = useTheme();
  return (
    <StoryGrid
      minWidth={160}
      items={[
        ...Object.entries(crewbase.tokens).map(([name, color]) => ({ label: name, node: <Swatch color={color} /> })),
        ...Object.entries(crewbase.statusTones).map(([tone, { background, text }]) => ({
          label: `status ${tone}`,
          node: <Swatch color={background} text={text} />,
        })),
      ]}
    />
  );
}

/** Semantic tokens of the current mode (toggle the toolbar to compare light and dark). */
export const Catalog: Story = { render: () => <TokenCatalog /> };
