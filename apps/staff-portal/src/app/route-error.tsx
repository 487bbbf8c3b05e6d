// The router's errorElement. Errors the router catches itself (outside any screen's own boundary) are handed
// to the design system's ScreenErrorBoundary, so every failure reads the same way.
import { ScreenErrorBoundary } from '@crewbase/ui';
import { useRouteError } from 'react-router';

function Rethrow({ error }: { error: unknown }): never {
  throw error;
}

export function RouteError() {
  const error = useRouteError();
  return (
    <ScreenErrorBoundary>
      <Rethrow error={error} />
    </ScreenErrorBoundary>
  );
}
