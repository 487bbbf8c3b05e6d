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

/** Each button opens one tone or state. */
export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Launcher label="Danger" title="Terminate Adaeze Nwosu?" description="She will no longer be able to sign in." confirmLabel="Terminate" tone="danger" />
      <Launcher label="Primary" title="Publish this message?" description="All staff will see it now." confirmLabel="Publish" tone="primary" />
      <Launcher label="Loading" title="Approve this loan?" confirmLabel="Approve" tone="primary" loading />
      <Launcher label="No description" title="Mark as Paid?" confirmLabel="Mark as Paid" />
    </div>
  ),
};
