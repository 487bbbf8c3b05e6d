import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/render-with-theme';
import { Footer } from './footer';

describe('Footer', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the current year in the copyright line', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-04T10:00:00Z'));
    renderWithTheme(<Footer privacyUrl="https://crewbase.example/privacy" />);
    expect(screen.getByText('© 2031 Crewbase. All rights reserved.')).toBeInTheDocument();
  });

  it('links to the privacy policy', () => {
    renderWithTheme(<Footer privacyUrl="https://crewbase.example/privacy" />);
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', 'https://crewbase.example/privacy');
  });
});
