import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RowActions, type RowAction } from './row-actions';

const noop = () => undefined;
const sets: Array<{ name: string; actions: RowAction[] }> = [
  { name: 'View / Delete', actions: [{ label: 'View', onClick: noop }, { label: 'Delete', onClick: noop, tone: 'danger' }] },
  {
    name: 'View / Publish / Delete (messages)',
    actions: [{ label: 'View', onClick: noop }, { label: 'Publish', onClick: noop }, { label: 'Delete', onClick: noop, tone: 'danger' }],
  },
  {
    name: 'View / Edit / Delete',
    actions: [{ label: 'View', onClick: noop }, { label: 'Edit', onClick: noop }, { label: 'Delete', onClick: noop, tone: 'danger' }],
  },
  {
    name: 'View / Cancel / Delete, Cancel disabled by state',
    actions: [{ label: 'View', onClick: noop }, { label: 'Cancel', onClick: noop, disabled: true }, { label: 'Delete', onClick: noop, tone: 'danger' }],
  },
  {
    name: 'View / Mark as Paid / Delete, Delete hidden by role',
    actions: [{ label: 'View', onClick: noop }, { label: 'Mark as Paid', onClick: noop }, { label: 'Delete', onClick: noop, hidden: true }],
  },
];

const meta = { title: 'Data display/RowActions', parameters: { layout: 'padded' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { render: () => <RowActions label="Actions for Adaeze Nwosu" actions={sets[2].actions} /> };

/** The spec's row action sets (section 6), with hidden and disabled entries. */
export const Catalog: Story = {
  render: () => (
    <Stack spacing={2}>
      {sets.map((set) => (
        <Stack key={set.name} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <RowActions label={`Actions: ${set.name}`} actions={set.actions} />
          <Typography>{set.name}</Typography>
        </Stack>
      ))}
    </Stack>
  ),
};
