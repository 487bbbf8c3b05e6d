// React.lazy with a deadline: a screen whose code has not arrived after timeoutMs (spec: 120 000 ms) fails
// with a clear error that ScreenErrorBoundary turns into "This screen failed to load" and a Retry button.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { ScreenLoadTimeoutError } from './screen-load-error';

export const SCREEN_LOAD_TIMEOUT_MS = 120_000;

export interface LazyScreenOptions {
  timeoutMs?: number;
}

// Same constraint as React.lazy: a screen may take any props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyScreen<TComponent extends ComponentType<any>>(
  importer: () => Promise<{ default: TComponent }>,
  { timeoutMs = SCREEN_LOAD_TIMEOUT_MS }: LazyScreenOptions = {},
): LazyExoticComponent<TComponent> {
  return lazy(
    () =>
      new Promise<{ default: TComponent }>((resolve, reject) => {
        const timer = setTimeout(() => reject(new ScreenLoadTimeoutError(timeoutMs)), timeoutMs);
        importer()
          .then(resolve, reject)
          .finally(() => clearTimeout(timer));
      }),
  );
}
