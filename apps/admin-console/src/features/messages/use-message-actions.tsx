// Publish and Delete, asked for from the list's row menu or the detail screen: the words of each confirmation and
// what it sends. The confirming, the progress and the outcome (or the API's refusal, e.g. 409 when someone else
// published it first) are the design system's useConfirmedAction, like every confirmation in the console.
import { useDeleteMessage, usePublishMessage } from '@crewbase/data-access-messages';
import { useConfirmedAction } from '@crewbase/ui';
import type { ReactNode } from 'react';

interface Target {
  id: string;
  title: string;
}

export interface MessageActions {
  askPublish: (message: Target) => void;
  askDelete: (message: Target) => void;
  dialog: ReactNode;
  notice: ReactNode;
}

export function useMessageActions({ onDeleted }: { onDeleted?: (message: Target) => void } = {}): MessageActions {
  const publish = usePublishMessage();
  const remove = useDeleteMessage();
  const confirmation = useConfirmedAction();
  const { ask } = confirmation;

  return {
    askPublish: (message) =>
      ask({
        title: `Publish “${message.title}” now?`,
        description: 'Its recipients will see it straight away, and it can no longer be edited.',
        confirmLabel: 'Publish',
        doneMessage: `“${message.title}” is published.`,
        run: () => publish.mutateAsync({ id: message.id }),
      }),
    askDelete: (message) =>
      ask({
        title: `Delete “${message.title}”?`,
        description: 'Staff will no longer see it. This cannot be undone.',
        confirmLabel: 'Delete',
        tone: 'danger',
        doneMessage: `“${message.title}” was deleted.`,
        run: () => remove.mutateAsync(message.id),
        onDone: onDeleted && (() => onDeleted(message)),
      }),
    dialog: confirmation.dialog,
    notice: confirmation.notice,
  };
}
