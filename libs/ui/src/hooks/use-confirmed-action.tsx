// The one way to confirm an action that changes or removes something: ask in a ConfirmDialog, run it while the
// dialog shows progress, then say what happened in a notice the screen places where the person is looking. A
// refusal is told in the screen's words (describeError); a conflict (someone else changed it first) also lets the
// screen reload what it shows (onConflict).
import Alert from '@mui/material/Alert';
import { useCallback, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../components/feedback/confirm-dialog';

export interface ConfirmRequest {
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  tone?: 'primary' | 'danger';
  run: () => Promise<unknown>;
  /** Announced once it went through, e.g. "Leave request deleted." Leave out when onDone moves the person on. */
  doneMessage?: ReactNode;
  /** After it went through, e.g. go back to the list. */
  onDone?: () => void;
}

export interface ConfirmProblem {
  message: string;
  /** Someone else changed the record first: shown as a warning, and onConflict runs. */
  conflict?: boolean;
}

export interface UseConfirmedActionOptions {
  /** How a failure reads; by default its message. */
  describeError?: (error: unknown) => ConfirmProblem;
  onConflict?: () => void;
}

export type ConfirmOutcome = { done: ReactNode } | { error: unknown };

export interface ConfirmedActionControls {
  ask: (request: ConfirmRequest) => void;
  /** The confirmation dialog; render it once. */
  dialog: ReactNode;
  /** What happened to the last action (or null); render it above what it changed. */
  notice: ReactNode;
  /** Reports an outcome reached another way, e.g. a form dialog that did its own sending. */
  report: (outcome: ConfirmOutcome) => void;
  /** Hides the notice. */
  clear: () => void;
}

const defaultDescribe = (error: unknown): ConfirmProblem => ({
  message: error instanceof Error && error.message ? error.message : 'That did not work. Try again.',
});

export function useConfirmedAction({ describeError = defaultDescribe, onConflict }: UseConfirmedActionOptions = {}): ConfirmedActionControls {
  const [pending, setPending] = useState<ConfirmRequest | null>(null);
  const [running, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<{ done: ReactNode } | { problem: ConfirmProblem } | null>(null);

  const report = useCallback(
    (next: ConfirmOutcome) => {
      if ('done' in next) return setOutcome({ done: next.done });
      const problem = describeError(next.error);
      setOutcome({ problem });
      if (problem.conflict) onConflict?.();
    },
    [describeError, onConflict],
  );

  const confirm = async (request: ConfirmRequest) => {
    setRunning(true);
    try {
      await request.run();
      setOutcome(request.doneMessage ? { done: request.doneMessage } : null);
      setPending(null);
      request.onDone?.();
    } catch (error) {
      setPending(null);
      report({ error });
    } finally {
      setRunning(false);
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

  const clear = useCallback(() => setOutcome(null), []);
  const notice =
    outcome &&
    ('done' in outcome ? (
      <Alert severity="success" role="status" onClose={clear}>
        {outcome.done}
      </Alert>
    ) : (
      <Alert severity={outcome.problem.conflict ? 'warning' : 'error'} role="alert" onClose={clear}>
        {outcome.problem.message}
      </Alert>
    ));

  const ask = useCallback((request: ConfirmRequest) => {
    setOutcome(null);
    setPending(request);
  }, []);

  return { ask, dialog, notice, report, clear };
}
