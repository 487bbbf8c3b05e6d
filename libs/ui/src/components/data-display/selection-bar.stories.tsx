import Alert from '@mui/material/Alert';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { BulkOutcome } from '../feedback/bulk-outcome';
import { SelectionBar } from './selection-bar';

const meta = {
  title: 'Data display/SelectionBar',
  component: SelectionBar,
  args: {
    count: 3,
    noun: { one: 'leave request', many: 'leave requests' },
    actions: [
      { label: 'Approve', onClick: fn() },
      { label: 'Reject', tone: 'danger', onClick: fn() },
    ],
    onClear: fn(),
  },
} satisfies Meta<typeof SelectionBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Above a list while rows are chosen: the count, the bulk decisions, Clear selection. */
export const Default: Story = {};

export const OneRow: Story = { args: { count: 1 } };

/** The notice after a bulk decision with refusals: the counts, then each refused row and why. */
export const Outcome: Story = {
  render: () => (
    <Alert severity="warning" role="status">
      <BulkOutcome
        summary="2 approved, 1 refused"
        refused={[{ name: "Oluchi Agu's leave from 3 Jun 2027", reason: 'This leave request is approved, so it cannot be approved (only when pending).' }]}
      />
    </Alert>
  ),
};
