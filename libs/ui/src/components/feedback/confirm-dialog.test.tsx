import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render-with-theme';
import { ConfirmDialog } from './confirm-dialog';

const baseProps = {
  open: true,
  title: 'Terminate Adaeze Nwosu?',
  description: 'She will no longer be able to sign in.',
  confirmLabel: 'Terminate',
  tone: 'danger' as const,
};

describe('ConfirmDialog', () => {
  it('names the dialog after its title and describes the consequence', () => {
    renderWithTheme(<ConfirmDialog {...baseProps} onConfirm={vi.fn()} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Terminate Adaeze Nwosu?' });
    expect(dialog).toHaveAccessibleDescription('She will no longer be able to sign in.');
  });

  it('calls onConfirm when the person confirms', async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    renderWithTheme(<ConfirmDialog {...baseProps} onConfirm={onConfirm} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Terminate' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('calls onClose on Cancel', async () => {
    const onClose = vi.fn();
    renderWithTheme(<ConfirmDialog {...baseProps} onConfirm={vi.fn()} onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('cannot be confirmed twice or dismissed while the action runs', async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    renderWithTheme(<ConfirmDialog {...baseProps} loading onConfirm={onConfirm} onClose={onClose} />);
    expect(screen.getByRole('button', { name: /Terminate/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
