import Save from '@mui/icons-material/SaveOutlined';
import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryGrid } from '../testing/story-grid';

const meta = {
  title: 'Theme/Buttons',
  component: Button,
  args: { children: 'Save changes' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default variant everywhere is `primary`. Switch the toolbar to the admin look for 45px buttons. */
export const Default: Story = {};

const variants = ['primary', 'adminPrimary', 'danger', 'secondary', 'alternate'] as const;

export const Catalog: Story = {
  render: () => (
    <StoryGrid
      minWidth={180}
      items={variants.flatMap((variant) => [
        { label: `${variant}`, node: <Button variant={variant}>Save changes</Button> },
        { label: `${variant} / icon`, node: <Button variant={variant} startIcon={<Save />}>Save changes</Button> },
        { label: `${variant} / loading`, node: <Button variant={variant} loading>Save changes</Button> },
        { label: `${variant} / disabled`, node: <Button variant={variant} disabled>Save changes</Button> },
        { label: `${variant} / small`, node: <Button variant={variant} size="small">Save changes</Button> },
      ])}
    />
  ),
};
