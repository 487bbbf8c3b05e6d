import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { PageSpinner } from '../components/feedback/page-spinner';
import { ScreenErrorBoundary } from '../components/feedback/screen-error-boundary';
import { lazyScreen } from './lazy-screen';

function renderScreen(Screen: React.ComponentType, onRetry = vi.fn()) {
  render(
    <ScreenErrorBoundary onRetry={onRetry}>
      <Suspense fallback={<PageSpinner />}>
        <Screen />
      </Suspense>
    </ScreenErrorBoundary>,
  );
  return onRetry;
}

describe('lazyScreen', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows the spinner, then the screen once its code arrives', async () => {
    const Screen = lazyScreen(() => Promise.resolve({ default: () => <h1>My Profile</h1> }));
    renderScreen(Screen);
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
  });

  it('gives up after 120 seconds and offers a retry', async () => {
    const Screen = lazyScreen(() => new Promise<never>(() => undefined));
    const onRetry = renderScreen(Screen);

    await act(() => vi.advanceTimersByTimeAsync(119_000));
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByRole('alert')).toHaveTextContent('This screen failed to load');
    expect(screen.getByRole('alert')).toHaveTextContent('The screen did not load in time');

    act(() => screen.getByRole('button', { name: 'Retry' }).click());
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('honours a shorter timeout', async () => {
    const Screen = lazyScreen(() => new Promise<never>(() => undefined), { timeoutMs: 5_000 });
    renderScreen(Screen);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(screen.getByText('This screen failed to load')).toBeInTheDocument();
  });

  it('treats a failed chunk download as a load failure', async () => {
    const Screen = lazyScreen(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/profile.js')),
    );
    renderScreen(Screen);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('This screen failed to load')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('ScreenErrorBoundary', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  function Broken(): never {
    throw new Error('boom');
  }

  it('keeps a crash inside the screen and offers a retry', () => {
    renderScreen(Broken);
    expect(screen.getByText('Something went wrong on this screen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('clears the error when resetKey changes', () => {
    const { rerender } = render(
      <ScreenErrorBoundary resetKey="/staff/leave">
        <Broken />
      </ScreenErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
    rerender(
      <ScreenErrorBoundary resetKey="/staff/profile">
        <p>Profile</p>
      </ScreenErrorBoundary>,
    );
    expect(screen.getByText('Profile')).toBeInTheDocument();
  });
});
