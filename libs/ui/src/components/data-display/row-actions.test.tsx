import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render-with-theme';
import { RowActions } from './row-actions';

describe('RowActions', () => {
  it('lists the actions that are not hidden and runs the chosen one', async () => {
    const view = vi.fn();
    const remove = vi.fn();
    renderWithTheme(
      <RowActions
        label="Actions for Adaeze Nwosu"
        actions={[
          { label: 'View', onClick: view },
          { label: 'Edit', onClick: vi.fn(), hidden: true },
          { label: 'Delete', onClick: remove, tone: 'danger' },
        ]}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Adaeze Nwosu' }));
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['View', 'Delete']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    expect(remove).toHaveBeenCalledTimes(1);
    expect(view).not.toHaveBeenCalled();
  });

  it('works from the keyboard and keeps disabled actions unselectable', async () => {
    const publish = vi.fn();
    const markPaid = vi.fn();
    renderWithTheme(
      <RowActions
        actions={[
          { label: 'Publish', onClick: publish, disabled: true },
          { label: 'Mark as Paid', onClick: markPaid },
        ]}
      />,
    );
    act(() => screen.getByRole('button', { name: 'Actions' }).focus());
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'Publish' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(markPaid).toHaveBeenCalledTimes(1);
    expect(publish).not.toHaveBeenCalled();
  });

  it('does not let a click open the row behind it', async () => {
    const openRow = vi.fn();
    renderWithTheme(
      <div onClick={openRow}>
        <RowActions actions={[{ label: 'View', onClick: vi.fn() }]} />
      </div>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Actions' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'View' }));
    expect(openRow).not.toHaveBeenCalled();
  });

  it('renders nothing when every action is hidden', () => {
    renderWithTheme(<RowActions actions={[{ label: 'Delete', onClick: vi.fn(), hidden: true }]} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
