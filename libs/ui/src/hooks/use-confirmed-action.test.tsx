import { screen } from '@testing-library/react';
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

  it('announces outcomes reported from elsewhere (a form dialog)', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Screen request={deleteKofi(vi.fn())} />);
    await user.click(screen.getByRole('button', { name: 'Report' }));
    expect(screen.getByRole('status')).toHaveTextContent('Plan saved.');
  });
});
