import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render-with-theme';
import { SkipLink } from './skip-link';

describe('SkipLink', () => {
  it('is the first stop for the keyboard and leads to the main content', async () => {
    renderWithTheme(
      <>
        <SkipLink targetId="main-content" />
        <nav aria-label="Main menu">
          <a href="/dashboard">Dashboard</a>
        </nav>
        <main id="main-content" tabIndex={-1}>
          Page
        </main>
      </>,
    );

    await userEvent.tab();
    const link = screen.getByRole('link', { name: 'Skip to main content' });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('href', '#main-content');
  });

  it('takes other text', () => {
    renderWithTheme(<SkipLink targetId="list">Skip to the staff list</SkipLink>);
    expect(screen.getByRole('link', { name: 'Skip to the staff list' })).toHaveAttribute('href', '#list');
  });
});
