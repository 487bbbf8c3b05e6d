// Catches a screen that failed to load (or crashed) so the rest of the app keeps working.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isScreenLoadError } from '../../utils/screen-load-error';
import { ErrorState } from './error-state';

export interface ScreenErrorBoundaryProps {
  children: ReactNode;
  /** Defaults to reloading the page, which fetches fresh code after a deploy or a dropped connection. */
  onRetry?: () => void;
  /** Change it (e.g. to the current path) to clear the error when the person navigates elsewhere. */
  resetKey?: unknown;
}

interface ScreenErrorBoundaryState {
  error: Error | null;
}

const reloadPage = () => window.location.reload();

export class ScreenErrorBoundary extends Component<ScreenErrorBoundaryProps, ScreenErrorBoundaryState> {
  override state: ScreenErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): ScreenErrorBoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidUpdate(previous: ScreenErrorBoundaryProps) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    if (!isScreenLoadError(error)) console.error('A screen crashed while rendering', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const onRetry = this.props.onRetry ?? reloadPage;
    return isScreenLoadError(error) ? (
      <ErrorState
        title="This screen failed to load"
        message={
          error.name === 'ScreenLoadTimeoutError' ? error.message : 'Check your connection, then try again.'
        }
        onRetry={onRetry}
      />
    ) : (
      <ErrorState
        title="Something went wrong on this screen"
        message="Reload the page to try again. If it keeps happening, tell your administrator."
        onRetry={onRetry}
      />
    );
  }
}
