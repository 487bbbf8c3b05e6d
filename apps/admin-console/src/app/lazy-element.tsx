// A lazily loaded screen as a route element: its own error boundary and the spec's centred spinner while it loads.
import { PageSpinner, ScreenErrorBoundary } from '@crewbase/ui';
import { Suspense, type ComponentType } from 'react';

export function lazyElement(Screen: ComponentType) {
  return (
    <ScreenErrorBoundary>
      <Suspense fallback={<PageSpinner />}>
        <Screen />
      </Suspense>
    </ScreenErrorBoundary>
  );
}
