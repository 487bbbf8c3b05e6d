import { ApiError } from '@crewbase/api-client';
import { leaveWorkflow, loanWorkflow, noteRequiredMessage, type LeaveStatus, type LoanStatus } from '@crewbase/domain';
import { CrewbaseThemeProvider } from '@crewbase/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { confirmDecisionFor, DecisionPanel, type ConfirmDecision } from './decision-panel';
import { offeredDecisions } from './offered-decisions';

const decision = (key: string, label: string, run: () => Promise<unknown> = async () => undefined): ConfirmDecision => ({
  key,
  label,
  confirmTitle: `${label} this request?`,
  doneMessage: `${label} done`,
  run,
});

const leaveDecisions = { approve: decision('approve', 'Approve'), reject: decision('reject', 'Reject'), cancel: decision('cancel', 'Cancel leave') };
const loanDecisions = {
  approve: decision('approve', 'Approve'),
  decline: decision('decline', 'Decline'),
  disburse: decision('disburse', 'Disburse'),
  setInstallmentPaid: decision('setInstallmentPaid', 'Mark installment paid'),
};

const renderPanel = (ui: React.ReactElement) => render(<CrewbaseThemeProvider look="admin">{ui}</CrewbaseThemeProvider>);
const buttonNames = () =>
  within(screen.getByRole('region', { name: 'Decision' }))
    .queryAllByRole('button')
    .map((b) => b.textContent);

describe('DecisionPanel', () => {
  it.each<[LeaveStatus, string[]]>([
    ['PENDING', ['Approve', 'Reject']],
    ['APPROVED', ['Cancel leave']],
    ['ACTIVE', []],
    ['REJECTED', []],
    ['WITHDRAWN', []],
  ])('offers a %s leave request exactly the decisions its state allows', (status, expected) => {
    renderPanel(<DecisionPanel decisions={offeredDecisions(leaveWorkflow, status, true, leaveDecisions)} />);
    expect(buttonNames()).toEqual(expected);
    if (expected.length === 0) expect(screen.getByText('No decision is open on this request.')).toBeInTheDocument();
  });

  it.each<[LoanStatus, string[]]>([
    ['PENDING', ['Approve', 'Decline']],
    ['APPROVED', ['Disburse']],
    ['DISBURSED', ['Mark installment paid']],
    ['REPAYMENT_IN_PROGRESS', ['Mark installment paid']],
    ['COMPLETED', []],
  ])('offers a %s loan exactly the decisions its state allows', (status, expected) => {
    renderPanel(<DecisionPanel decisions={offeredDecisions(loanWorkflow, status, true, loanDecisions)} />);
    expect(buttonNames()).toEqual(expected);
  });

  it('offers nothing to a role that may not decide, whatever the state', () => {
    renderPanel(<DecisionPanel decisions={offeredDecisions(leaveWorkflow, 'PENDING', false, leaveDecisions)} />);
    expect(buttonNames()).toEqual([]);
  });

  it('asks before deciding, then says it is done', async () => {
    const run = vi.fn(async () => undefined);
    renderPanel(<DecisionPanel decisions={[decision('approve', 'Approve', run)]} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve this request?' });
    expect(run).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(run).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('status')).toHaveTextContent('Approve done');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the server’s message and refreshes the request when another admin decided first (409)', async () => {
    const onConflict = vi.fn();
    const run = () =>
      Promise.reject(
        new ApiError(409, { statusCode: 409, error: 'Conflict', message: 'This leave request is rejected, so it cannot be approved (only when pending).' }),
      );
    renderPanel(<DecisionPanel decisions={[decision('approve', 'Approve', run)]} onConflict={onConflict} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This leave request is rejected, so it cannot be approved (only when pending).');
    expect(alert).toHaveTextContent('It now shows its current state.');
    expect(onConflict).toHaveBeenCalledTimes(1);
  });

  describe('the decision note', () => {
    const leaveDecisionsSending = (send: (key: 'approve' | 'reject', note?: string) => Promise<unknown>) => {
      const decide = confirmDecisionFor(leaveWorkflow, send);
      return [
        decide('approve', 'Approve', 'Approve this leave?', 'Ada is off 3 to 4 December.', 'Leave approved.'),
        decide('reject', 'Reject', 'Reject this leave?', 'Ada’s request is refused.', 'Leave rejected.', 'danger'),
      ];
    };

    it('asks why a refusal is made, refuses to send it without a reason, and sends the reason given', async () => {
      const send = vi.fn(async () => undefined);
      renderPanel(<DecisionPanel decisions={leaveDecisionsSending(send)} />);
      const user = userEvent.setup();

      await user.click(screen.getByRole('button', { name: 'Reject' }));
      const dialog = screen.getByRole('dialog', { name: 'Reject this leave?' });
      const note = within(dialog).getByRole('textbox', { name: /Note for the record/ });
      expect(note).toBeRequired();
      await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
      expect(send).not.toHaveBeenCalled();
      expect(note).toHaveAccessibleDescription(noteRequiredMessage);

      await user.type(note, 'Peak season at the car park');
      await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
      expect(send).toHaveBeenCalledWith('reject', 'Peak season at the car park');
      expect(await screen.findByRole('status')).toHaveTextContent('Leave rejected.');
    });

    it('offers an optional note with an approval and sends it', async () => {
      const send = vi.fn(async () => undefined);
      renderPanel(<DecisionPanel decisions={leaveDecisionsSending(send)} />);
      const user = userEvent.setup();

      await user.click(screen.getByRole('button', { name: 'Approve' }));
      const dialog = screen.getByRole('dialog', { name: 'Approve this leave?' });
      const note = within(dialog).getByRole('textbox', { name: 'Note for the record (optional)' });
      expect(note).not.toBeRequired();
      await user.type(note, 'Enjoy the wedding');
      await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
      expect(send).toHaveBeenCalledWith('approve', 'Enjoy the wedding');
    });

    it('shows the server’s word on the note (400) beside the field and keeps the dialog open', async () => {
      const message = 'Keep the note under 500 characters.';
      const send = vi.fn(() =>
        Promise.reject(new ApiError(400, { statusCode: 400, error: 'Bad Request', message: 'Check the highlighted fields.', details: [{ path: 'note', message }] })),
      );
      renderPanel(<DecisionPanel decisions={leaveDecisionsSending(send)} />);
      const user = userEvent.setup();

      await user.click(screen.getByRole('button', { name: 'Reject' }));
      const dialog = screen.getByRole('dialog', { name: 'Reject this leave?' });
      await user.type(within(dialog).getByRole('textbox', { name: /Note for the record/ }), 'A very long reason');
      await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

      const note = await within(dialog).findByRole('textbox', { name: /Note for the record/, description: message });
      expect(note).toBeInvalid();
      expect(screen.getByRole('dialog', { name: 'Reject this leave?' })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });

  it('shows a refusal that is not a conflict without refreshing', async () => {
    const onConflict = vi.fn();
    const run = () => Promise.reject(new ApiError(403, { statusCode: 403, error: 'Forbidden', message: 'You do not have permission to do that.' }));
    renderPanel(<DecisionPanel decisions={[decision('reject', 'Reject', run)]} onConflict={onConflict} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reject' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have permission to do that.');
    expect(onConflict).not.toHaveBeenCalled();
  });
});
