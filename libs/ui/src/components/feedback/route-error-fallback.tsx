// A failure the app's routes met outside every screen's own boundary (the admin console's signed-in routes failing
// to download), shown the way a screen's boundary shows any failure. The design system knows no router, so the app
// passes the error in.
import { useEffect } from 'react';
import { isScreenLoadError } from '../../utils/screen-load-error';
import { ScreenErrorFallback, type ScreenErrorFallbackProps } from './screen-error-fallback';

export type RouteErrorFallbackProps = ScreenErrorFallbackProps;

export function RouteErrorFallback({ error, onRetry }: RouteErrorFallbackProps) {
  useEffect(() => {
    // Same as ScreenErrorBoundary: a bug is worth a console entry, code that failed to download is not.
    if (!isScreenLoadError(error)) console.error('The router caught an error', error);
  }, [error]);
  return <ScreenErrorFallback error={error} onRetry={onRetry} />;
}
