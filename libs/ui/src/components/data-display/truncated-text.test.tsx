import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render-with-theme';
import { TruncatedText } from './truncated-text';

describe('TruncatedText', () => {
  it('shows short text as it is', () => {
    renderWithTheme(<TruncatedText text="Operations" />);
    expect(screen.getByText('Operations')).not.toHaveAttribute('tabindex');
  });

  it('cuts long text and reveals the whole of it on focus', async () => {
    renderWithTheme(<TruncatedText text="Victoria Island Car Park, Lagos" max={20} />);
    const short = screen.getByText('Victoria Island Car…');
    expect(short).toHaveAccessibleName('Victoria Island Car Park, Lagos');
    await userEvent.tab();
    expect(short).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Victoria Island Car Park, Lagos');
  });
});
