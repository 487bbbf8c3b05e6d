// What a failed screen shows, whoever caught the failure: a screen's error boundary or an app's router.
import { isScreenLoadError } from '../../utils/screen-load-error';
import { ErrorState } from './error-state';

export interface ScreenErrorFallbackProps {
  error: unknown;
  /** Defaults to reloading the page, which fetches fresh code after a deploy or a dropped connection. */
  onRetry?: () => void;
}

const reloadPage = () => window.location.reload();

export function ScreenErrorFallback({ error, onRetry = reloadPage }: ScreenErrorFallbackProps) {
  if (isScreenLoadError(error)) {
    return (
      <ErrorState
        title="This screen failed to load"
        message={
          error instanceof Error && error.name === 'ScreenLoadTimeoutError'
            ? error.message
            : 'Check your connection, then try again.'
        }
        onRetry={onRetry}
      />
    );
  }
  return (
    <ErrorState
      title="Something went wrong on this screen"
      message="Reload the page to try again. If it keeps happening, tell your administrator."
      onRetry={onRetry}
    />
  );
}
