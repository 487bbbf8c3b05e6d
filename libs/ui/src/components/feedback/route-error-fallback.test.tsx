import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render-with-theme';
import { ScreenLoadTimeoutError } from '../../utils/screen-load-error';
import { RouteErrorFallback } from './route-error-fallback';

describe('RouteErrorFallback', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows a crash the way ScreenErrorBoundary does, logs it, and retries when asked', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onRetry = vi.fn();
    const boom = new Error('boom');
    renderWithTheme(<RouteErrorFallback error={boom} onRetry={onRetry} />);

    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong on this screen');
    expect(logged).toHaveBeenCalledWith(expect.any(String), boom);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('tells a screen whose code did not arrive apart from a bug, without logging it', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithTheme(<RouteErrorFallback error={new ScreenLoadTimeoutError(120_000)} />);

    expect(screen.getByRole('alert')).toHaveTextContent('This screen failed to load');
    expect(screen.getByRole('alert')).toHaveTextContent('The screen did not load in time (120 s).');
    expect(logged).not.toHaveBeenCalled();
  });

  it('treats a thrown value that is not an Error as a crash', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithTheme(<RouteErrorFallback error={{ status: 404 }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong on this screen');
  });
});
