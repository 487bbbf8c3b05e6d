// The decisions an admin can take on one request right now. The caller passes only what the request's state
// machine allows and the role permits; each decision is confirmed (or filled in, for a form) before it is sent.
// A refusal is shown in the panel; a 409 (someone decided first) also refreshes the request through onConflict.
// Every decision asks for a note for the record, required where the workflow says the action must say why.
import { actionNeedsNote, noteRequiredMessage, type Workflow } from '@crewbase/domain';
import { useConfirmedAction, type ConfirmNote, type ConfirmProblem } from '@crewbase/ui';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { decisionProblem } from './decision-error';

interface DecisionBase {
  /** Stable key, e.g. `approve`. */
  key: string;
  /** The button's words, e.g. "Approve". */
  label: string;
  tone?: 'primary' | 'danger';
  /** Announced once the decision went through, e.g. "Leave approved". */
  doneMessage: string;
}

export interface ConfirmDecision extends DecisionBase {
  confirmTitle: string;
  confirmDescription?: ReactNode;
  confirmLabel?: string;
  /** The note asked for with the confirmation (decisionNoteField); left out for a step that takes none. */
  note?: ConfirmNote;
  run: (note?: string) => Promise<unknown>;
}

export interface DecisionFormControls {
  open: boolean;
  onClose: () => void;
  /** The form calls this with its own submission; field errors (400) it handles itself by rethrowing nothing. */
  onSucceeded: () => void;
  /** Anything the form cannot place beside a field (409, 403, network) goes back to the panel. */
  onFailed: (error: unknown) => void;
}

export interface FormDecision extends DecisionBase {
  /** A dialog with fields (e.g. disburse: amount and installments). */
  renderForm: (controls: DecisionFormControls) => ReactNode;
}

export type Decision = ConfirmDecision | FormDecision;

/** The note field of `action`'s confirmation: required when the workflow says the action must say why. */
export function decisionNoteField<S extends string, A extends string>(workflow: Workflow<S, A>, action: A): ConfirmNote {
  return actionNeedsNote(workflow, action)
    ? { label: 'Note for the record', requiredMessage: noteRequiredMessage }
    : { label: 'Note for the record (optional)' };
}

/**
 * Builds a detail screen's confirmed decisions, each asking for its note and sending it with its own key through
 * `send` (the screen's decision mutation for its one request).
 */
export function confirmDecisionFor<S extends string, A extends string, K extends A>(workflow: Workflow<S, A>, send: (key: K, note?: string) => Promise<unknown>) {
  return (key: K, label: string, title: string, description: string, done: string, tone?: 'danger'): ConfirmDecision => ({
    key,
    label,
    tone,
    confirmTitle: title,
    confirmDescription: description,
    doneMessage: done,
    note: decisionNoteField(workflow, key),
    run: (note) => send(key, note),
  });
}

export interface DecisionPanelProps {
  decisions: readonly Decision[];
  /** Refetches the request (and its list) after someone else changed it. */
  onConflict?: () => void;
  /** Shown when no decision is open (a final state, or the role may not decide). */
  noDecisionText?: string;
  title?: string;
  /** How a refusal reads; the request screens' decisionProblem unless set. */
  describeError?: (error: unknown) => ConfirmProblem;
}

const isFormDecision = (decision: Decision): decision is FormDecision => 'renderForm' in decision;

export function DecisionPanel({
  decisions,
  onConflict,
  noDecisionText = 'No decision is open on this request.',
  title = 'Decision',
  describeError = decisionProblem,
}: DecisionPanelProps) {
  const headingId = useId();
  // The form decisions (a dialog with fields) stay open here; confirmations and every outcome go through the hook.
  const [openKey, setOpenKey] = useState<string | null>(null);
  const confirmation = useConfirmedAction({ describeError, onConflict });
  const open = decisions.find((decision) => decision.key === openKey);

  const close = () => setOpenKey(null);
  const choose = (decision: Decision) => {
    confirmation.clear();
    if (isFormDecision(decision)) return setOpenKey(decision.key);
    confirmation.ask({
      title: decision.confirmTitle,
      description: decision.confirmDescription,
      confirmLabel: decision.confirmLabel ?? decision.label,
      tone: decision.tone,
      note: decision.note,
      doneMessage: decision.doneMessage,
      run: decision.run,
    });
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {title}
        </Typography>
        <Stack spacing={2}>
          {confirmation.notice}
          {decisions.length === 0 ? (
            <Typography color="text.secondary">{noDecisionText}</Typography>
          ) : (
            <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {decisions.map((decision) => (
                <Button
                  key={decision.key}
                  variant={decision.tone === 'danger' ? 'danger' : 'adminPrimary'}
                  onClick={() => choose(decision)}
                >
                  {decision.label}
                </Button>
              ))}
            </Stack>
          )}
        </Stack>
      </CardContent>

      {confirmation.dialog}
      {open &&
        isFormDecision(open) &&
        open.renderForm({
          open: true,
          onClose: close,
          onSucceeded: () => {
            close();
            confirmation.report({ done: open.doneMessage });
          },
          onFailed: (error) => {
            close();
            confirmation.report({ error });
          },
        })}
    </Card>
  );
}
