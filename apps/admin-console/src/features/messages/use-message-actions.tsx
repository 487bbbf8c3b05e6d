// Publish and Delete, asked for from the list's row menu or the detail screen: each is confirmed in a dialog, and
// the outcome (or the API's refusal, e.g. 409 when someone else published it first) is announced above the list.
import { usePublishMessage, useDeleteMessage } from '@crewbase/data-access-messages';
import { ConfirmDialog } from '@crewbase/ui';
import Alert from '@mui/material/Alert';
import { useState, type ReactNode } from 'react';

interface Target {
  id: string;
  title: string;
}

type Pending = { kind: 'publish' | 'delete'; message: Target } | null;

export interface MessageActions {
  askPublish: (message: Target) => void;
  askDelete: (message: Target) => void;
  dialog: ReactNode;
  feedback: ReactNode;
}

export function useMessageActions({ onDeleted }: { onDeleted?: () => void } = {}): MessageActions {
  const publish = usePublishMessage();
  const remove = useDeleteMessage();
  const [pending, setPending] = useState<Pending>(null);
  const [outcome, setOutcome] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);

  const confirm = async () => {
    if (!pending) return;
    const { kind, message } = pending;
    try {
      if (kind === 'publish') await publish.mutateAsync({ id: message.id });
      else await remove.mutateAsync(message.id);
      setOutcome({ severity: 'success', text: kind === 'publish' ? `“${message.title}” is published.` : `“${message.title}” was deleted.` });
      setPending(null);
      if (kind === 'delete') onDeleted?.();
    } catch (error) {
      setOutcome({ severity: 'error', text: error instanceof Error ? error.message : 'That did not work. Try again.' });
      setPending(null);
    }
  };

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={pending?.kind === 'delete' ? `Delete “${pending.message.title}”?` : `Publish “${pending?.message.title ?? ''}” now?`}
      description={
        pending?.kind === 'delete'
          ? 'Staff will no longer see it. This cannot be undone.'
          : 'Its recipients will see it straight away, and it can no longer be edited.'
      }
      confirmLabel={pending?.kind === 'delete' ? 'Delete' : 'Publish'}
      tone={pending?.kind === 'delete' ? 'danger' : 'primary'}
      loading={publish.isPending || remove.isPending}
      onConfirm={() => void confirm()}
      onClose={() => setPending(null)}
    />
  );

  const feedback = outcome && (
    <Alert severity={outcome.severity} role={outcome.severity === 'error' ? 'alert' : 'status'} onClose={() => setOutcome(null)}>
      {outcome.text}
    </Alert>
  );

  return {
    askPublish: (message) => setPending({ kind: 'publish', message }),
    askDelete: (message) => setPending({ kind: 'delete', message }),
    dialog,
    feedback,
  };
}
