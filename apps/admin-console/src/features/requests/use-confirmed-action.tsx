// Row actions that change a request (cancel, mark as paid, delete) are confirmed first; what happened is shown
// above the list afterwards, including the server's message when someone else changed the request first (409).
import { ConfirmDialog } from '@crewbase/ui';
import Alert from '@mui/material/Alert';
import { useState, type ReactNode } from 'react';
import { decisionProblem, type DecisionProblem } from './decision-error';

export interface ConfirmedAction {
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  tone?: 'primary' | 'danger';
  run: () => Promise<unknown>;
  /** Announced once it went through, e.g. "Leave request deleted". */
  doneMessage: string;
}

export interface ConfirmedActionControls {
  ask: (action: ConfirmedAction) => void;
  /** The confirmation dialog; render it once. */
  dialog: ReactNode;
  /** The outcome of the last action; render it where the person is looking (above the list). */
  feedback: ReactNode;
}

/** `onConflict` refreshes what the person sees after a 409 or 404 (another admin got there first). */
export function useConfirmedAction(onConflict?: () => void): ConfirmedActionControls {
  const [pending, setPending] = useState<ConfirmedAction | null>(null);
  const [running, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<{ done: string } | { problem: DecisionProblem } | null>(null);

  const confirm = async (action: ConfirmedAction) => {
    setRunning(true);
    try {
      await action.run();
      setOutcome({ done: action.doneMessage });
    } catch (error) {
      const problem = decisionProblem(error);
      setOutcome({ problem });
      if (problem.conflict) onConflict?.();
    } finally {
      setRunning(false);
      setPending(null);
    }
  };

  const dialog = pending && (
    <ConfirmDialog
      open
      title={pending.title}
      description={pending.description}
      confirmLabel={pending.confirmLabel}
      tone={pending.tone ?? 'primary'}
      loading={running}
      onConfirm={() => void confirm(pending)}
      onClose={() => setPending(null)}
    />
  );

  const feedback =
    outcome &&
    ('done' in outcome ? (
      <Alert severity="success" role="status" onClose={() => setOutcome(null)}>
        {outcome.done}
      </Alert>
    ) : (
      <Alert severity={outcome.problem.conflict ? 'warning' : 'error'} role="alert" onClose={() => setOutcome(null)}>
        {outcome.problem.message}
      </Alert>
    ));

  return {
    ask: (action) => {
      setOutcome(null);
      setPending(action);
    },
    dialog,
    feedback,
  };
}
