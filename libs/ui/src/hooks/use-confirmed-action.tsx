// The one way to confirm an action that changes or removes something: ask in a ConfirmDialog, run it while the
// dialog shows progress, then say what happened in a notice the screen places where the person is looking. A
// refusal is told in the screen's words (describeError); a conflict (someone else changed it first) also lets the
// screen reload what it shows (onConflict). A decision may ask for a note with it: a required one left blank is
// refused in the dialog, and what the server says about the note (a 400 on `note`) is shown beside the field.
import Alert from '@mui/material/Alert';
import { useCallback, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../components/feedback/confirm-dialog';

/** A note asked for with the confirmation (a decision's reason). */
export interface ConfirmNote {
  label: string;
  /** The note must be given; this is said when it is left blank. */
  requiredMessage?: string;
}

export interface ConfirmRequest {
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  tone?: 'primary' | 'danger';
  note?: ConfirmNote;
  /** Sends the action, with the note as written (trimmed; undefined when left blank) if one was asked for. */
  run: (note?: string) => Promise<unknown>;
  /** Announced once it went through, e.g. "Leave request deleted." Leave out when onDone moves the person on. */
  doneMessage?: ReactNode;
  /**
   * What to announce read from what `run` answered, when that depends on it (a bulk decision: how many were decided,
   * which were refused and why); a warning when part of it was refused. Takes the place of doneMessage.
   */
  outcome?: (result: unknown) => ConfirmTold;
  /** After it went through, e.g. go back to the list. */
  onDone?: () => void;
}

export interface ConfirmTold {
  message: ReactNode;
  severity?: 'success' | 'warning';
}

export interface ConfirmProblem {
  message: string;
  /** Someone else changed the record first: shown as a warning, and onConflict runs. */
  conflict?: boolean;
  /** What the server said about the note (a 400 naming `note`): the dialog stays open and shows it beside the field. */
  noteError?: string;
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
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<{ done: ReactNode; severity?: ConfirmTold['severity'] } | { problem: ConfirmProblem } | null>(null);

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
    const written = note.trim() || undefined;
    if (request.note?.requiredMessage && !written) return setNoteError(request.note.requiredMessage);
    setNoteError(undefined);
    setRunning(true);
    try {
      const result = await (request.note ? request.run(written) : request.run());
      const told = request.outcome?.(result);
      setOutcome(told ? { done: told.message, severity: told.severity } : request.doneMessage ? { done: request.doneMessage } : null);
      setPending(null);
      request.onDone?.();
    } catch (error) {
      const problem = request.note ? describeError(error) : null;
      if (problem?.noteError) return setNoteError(problem.noteError);
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
      field={
        pending.note && {
          label: pending.note.label,
          value: note,
          onChange: (value) => {
            setNote(value);
            setNoteError(undefined);
          },
          required: Boolean(pending.note.requiredMessage),
          error: noteError,
        }
      }
      onConfirm={() => void confirm(pending)}
      onClose={() => setPending(null)}
    />
  );

  const clear = useCallback(() => setOutcome(null), []);
  const notice =
    outcome &&
    ('done' in outcome ? (
      <Alert severity={outcome.severity ?? 'success'} role="status" onClose={clear}>
        {outcome.done}
      </Alert>
    ) : (
      <Alert severity={outcome.problem.conflict ? 'warning' : 'error'} role="alert" onClose={clear}>
        {outcome.problem.message}
      </Alert>
    ));

  const ask = useCallback((request: ConfirmRequest) => {
    setOutcome(null);
    setNote('');
    setNoteError(undefined);
    setPending(request);
  }, []);

  return { ask, dialog, notice, report, clear };
}
