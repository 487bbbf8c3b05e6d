import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ColorModeToggle } from '../components/layout/color-mode-toggle';
import { useColorMode } from '../hooks/use-color-mode';
import { COLOR_MODE_STORAGE_KEY } from './color-mode-storage';
import { CrewbaseThemeProvider } from './crewbase-theme-provider';

function ModeName() {
  return <p>Mode: {useColorMode().mode}</p>;
}

const renderApp = () =>
  render(
    <CrewbaseThemeProvider look="staff">
      <ModeName />
      <ColorModeToggle />
    </CrewbaseThemeProvider>,
  );

describe('colour mode', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('starts in light mode when nothing is stored', () => {
    renderApp();
    expect(screen.getByText('Mode: light')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Switch to dark mode' })).toBeInTheDocument();
  });

  it('does not follow the system preference for dark mode', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('prefers-color-scheme: dark'),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }));
    renderApp();
    expect(screen.getByText('Mode: light')).toBeInTheDocument();
  });

  it('switches to dark, remembers it, and starts dark next time', async () => {
    const { unmount } = renderApp();
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark mode' }));

    expect(screen.getByText('Mode: dark')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Switch to light mode' })).toBeInTheDocument();
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('dark');

    unmount();
    renderApp();
    expect(screen.getByText('Mode: dark')).toBeInTheDocument();
  });

  it('switches back to light', async () => {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'dark');
    renderApp();
    await userEvent.click(screen.getByRole('button', { name: 'Switch to light mode' }));
    expect(screen.getByText('Mode: light')).toBeInTheDocument();
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('light');
  });

  it('treats an unexpected stored value as light', () => {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'sepia');
    renderApp();
    expect(screen.getByText('Mode: light')).toBeInTheDocument();
  });
});
