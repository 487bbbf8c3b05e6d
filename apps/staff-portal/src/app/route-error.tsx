// The router's errorElement. Errors the router catches itself (outside any screen's own boundary) read the same
// way as a screen's failure: the design system's fallback, handed the error the router caught.
import { RouteErrorFallback } from '@crewbase/ui';
import { useRouteError } from 'react-router';

export function RouteError() {
  return <RouteErrorFallback error={useRouteError()} />;
}
