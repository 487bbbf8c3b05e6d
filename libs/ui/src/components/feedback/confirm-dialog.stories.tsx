import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

const meta = {
  title: 'Feedback/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Withdraw this leave request?',
    description: 'Your manager will no longer see it. You can request leave again later.',
    confirmLabel: 'Withdraw',
    tone: 'danger',
    loading: false,
    onConfirm: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

function Launcher({ label, ...props }: Omit<ConfirmDialogProps, 'open' | 'onClose' | 'onConfirm'> & { label: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {label}
      </Button>
      <ConfirmDialog {...props} open={open} onClose={() => setOpen(false)} onConfirm={() => setOpen(false)} />
    </>
  );
}

/** A decision that must say why: the note is required, and a blank one is refused beside the field. */
function NoteLauncher() {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        With a note
      </Button>
      <ConfirmDialog
        open={open}
        title="Reject this leave?"
        description="Adaeze Nwosu's request for 3 to 4 December is refused and the days go back to her balance."
        confirmLabel="Reject"
        tone="danger"
        field={{ label: 'Reason (required)', value: note, onChange: (value) => (setNote(value), setError(undefined)), required: true, error }}
        onClose={() => setOpen(false)}
        onConfirm={() => (note.trim() ? setOpen(false) : setError('Say why: write a note for the record.'))}
      />
    </>
  );
}

/** Each button opens one tone or state. */
export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Launcher label="Danger" title="Terminate Adaeze Nwosu?" description="She will no longer be able to sign in." confirmLabel="Terminate" tone="danger" />
      <Launcher label="Primary" title="Publish this message?" description="All staff will see it now." confirmLabel="Publish" tone="primary" />
      <Launcher label="Loading" title="Approve this loan?" confirmLabel="Approve" tone="primary" loading />
      <Launcher label="No description" title="Mark as Paid?" confirmLabel="Mark as Paid" />
      <NoteLauncher />
    </div>
  ),
};
