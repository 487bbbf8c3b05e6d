// Catches a screen that failed to load (or crashed) so the rest of the app keeps working.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isScreenLoadError } from '../../utils/screen-load-error';
import { ScreenErrorFallback } from './screen-error-fallback';

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
    return <ScreenErrorFallback error={error} onRetry={this.props.onRetry} />;
  }
}
