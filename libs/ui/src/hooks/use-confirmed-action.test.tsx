import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Button from '@mui/material/Button';
import { renderWithTheme } from '../testing/render-with-theme';
import { useConfirmedAction, type ConfirmRequest, type UseConfirmedActionOptions } from './use-confirmed-action';

function Screen({ request, options }: { request: ConfirmRequest; options?: UseConfirmedActionOptions }) {
  const confirmation = useConfirmedAction(options);
  return (
    <>
      {confirmation.notice}
      <Button onClick={() => confirmation.ask(request)}>Delete Kofi</Button>
      <Button onClick={() => confirmation.report({ done: 'Plan saved.' })}>Report</Button>
      {confirmation.dialog}
    </>
  );
}

const deleteKofi = (run: () => Promise<unknown>, extra: Partial<ConfirmRequest> = {}): ConfirmRequest => ({
  title: 'Delete Kofi Asante?',
  description: 'This cannot be undone.',
  confirmLabel: 'Delete',
  tone: 'danger',
  doneMessage: 'Kofi Asante was deleted.',
  run,
  ...extra,
});

describe('useConfirmedAction', () => {
  it('asks first, runs only on confirm, then announces what happened', async () => {
    const user = userEvent.setup();
    const run = vi.fn().mockResolvedValue(undefined);
    renderWithTheme(<Screen request={deleteKofi(run)} />);

    await user.click(screen.getByRole('button', { name: 'Delete Kofi' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Kofi Asante?' });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    expect(run).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(run).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('status')).toHaveTextContent('Kofi Asante was deleted.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('announces what the answer says when the request reads it, as a warning when part was refused', async () => {
    const user = userEvent.setup();
    const run = vi.fn().mockResolvedValue({ decided: 2, refused: 1 });
    const outcome = (answer: unknown) => {
      const { decided, refused } = answer as { decided: number; refused: number };
      return { message: `${decided} approved, ${refused} refused`, severity: refused > 0 ? ('warning' as const) : ('success' as const) };
    };
    renderWithTheme(<Screen request={deleteKofi(run, { outcome })} />);
    await user.click(screen.getByRole('button', { name: 'Delete Kofi' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('2 approved, 1 refused');
    expect(notice).not.toHaveTextContent('Kofi Asante was deleted.');
    expect(notice.className).toMatch(/Warning/);
  });

  it('does nothing when the person cancels', async () => {
    const user = userEvent.setup();
    const run = vi.fn();
    renderWithTheme(<Screen request={deleteKofi(run)} />);
    await user.click(screen.getByRole('button', { name: 'Delete Kofi' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(run).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('tells a refusal in the screen’s words, and lets the screen reload after a conflict', async () => {
    const user = userEvent.setup();
    const onConflict = vi.fn();
    const run = vi.fn().mockRejectedValue(new Error('409'));
    renderWithTheme(
      <Screen
        request={deleteKofi(run)}
        options={{ describeError: () => ({ message: 'Someone else changed this first.', conflict: true }), onConflict }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Delete Kofi' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Someone else changed this first.');
    expect(onConflict).toHaveBeenCalledTimes(1);
  });

  it('by default shows the error’s own message, and can move on instead of announcing', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    const { unmount } = renderWithTheme(<Screen request={deleteKofi(() => Promise.reject(new Error('Still in use by 3 staff.')))} />);
    await user.click(screen.getByRole('button', { name: 'Delete Kofi' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Still in use by 3 staff.');
    unmount();

    renderWithTheme(<Screen request={deleteKofi(() => Promise.resolve(), { doneMessage: undefined, onDone })} />);
    await user.click(screen.getByRole('button', { name: 'Delete Kofi' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  describe('with a note', () => {
    const reject = (run: (note?: string) => Promise<unknown>, requiredMessage?: string): ConfirmRequest => ({
      title: 'Reject this leave?',
      confirmLabel: 'Reject',
      tone: 'danger',
      note: { label: 'Reason', requiredMessage },
      doneMessage: 'Leave rejected.',
      run,
    });

    it('sends what was written, trimmed', async () => {
      const user = userEvent.setup();
      const run = vi.fn().mockResolvedValue(undefined);
      renderWithTheme(<Screen request={reject(run, 'Say why.')} />);
      await user.click(screen.getByRole('button', { name: 'Delete Kofi' }));
      await user.type(screen.getByRole('textbox', { name: 'Reason' }), '  Peak season  ');
      await user.click(screen.getByRole('button', { name: 'Reject' }));
      expect(run).toHaveBeenCalledWith('Peak season');
      expect(await screen.findByRole('status')).toHaveTextContent('Leave rejected.');
    });

    it('refuses a required note left blank beside the field, without sending', async () => {
      const user = userEvent.setup();
      const run = vi.fn();
      renderWithTheme(<Screen request={reject(run, 'Say why.')} />);
      await user.click(screen.getByRole('button', { name: 'Delete Kofi' }));
      const field = screen.getByRole('textbox', { name: 'Reason' });
      expect(field).toBeRequired();
      await user.type(field, '   ');
      await user.click(screen.getByRole('button', { name: 'Reject' }));
      expect(run).not.toHaveBeenCalled();
      expect(field).toBeInvalid();
      expect(field).toHaveAccessibleDescription('Say why.');
    });

    it('shows what the server said about the note beside the field and keeps the dialog open', async () => {
      const user = userEvent.setup();
      const run = vi.fn().mockRejectedValueOnce(new Error('400')).mockResolvedValueOnce(undefined);
      renderWithTheme(<Screen request={reject(run)} options={{ describeError: () => ({ message: 'Check the note.', noteError: 'Keep the note under 500 characters.' }) }} />);
      await user.click(screen.getByRole('button', { name: 'Delete Kofi' }));
      await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'Far too long');
      await user.click(screen.getByRole('button', { name: 'Reject' }));
      const dialog = screen.getByRole('dialog', { name: 'Reject this leave?' });
      expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription('Keep the note under 500 characters.');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();

      await user.clear(within(dialog).getByRole('textbox', { name: 'Reason' }));
      await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Short');
      expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toBeValid();
      await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
      expect(run).toHaveBeenLastCalledWith('Short');
      expect(await screen.findByRole('status')).toHaveTextContent('Leave rejected.');
    });

    it('sends nothing for an optional note left blank, and starts empty the next time', async () => {
      const user = userEvent.setup();
      const run = vi.fn().mockResolvedValue(undefined);
      renderWithTheme(<Screen request={reject(run)} />);
      await user.click(screen.getByRole('button', { name: 'Delete Kofi' }));
      expect(screen.getByRole('textbox', { name: 'Reason' })).not.toBeRequired();
      await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'Draft');
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      await user.click(screen.getByRole('button', { name: 'Delete Kofi' }));
      expect(screen.getByRole('textbox', { name: 'Reason' })).toHaveValue('');
      await user.click(screen.getByRole('button', { name: 'Reject' }));
      expect(run).toHaveBeenCalledWith(undefined);
    });
  });

  it('announces outcomes reported from elsewhere (a form dialog)', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Screen request={deleteKofi(vi.fn())} />);
    await user.click(screen.getByRole('button', { name: 'Report' }));
    expect(screen.getByRole('status')).toHaveTextContent('Plan saved.');
  });
});
