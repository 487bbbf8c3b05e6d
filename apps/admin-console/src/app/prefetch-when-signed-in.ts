import { hasAreaMarker } from '@crewbase/auth';

/**
 * A route loader that starts a query and returns at once. Fire-and-forget, and only when signed in (loaders run before
 * RequireArea can redirect): a failed prefetch surfaces in the screen's own error state, not as a route error.
 */
export const prefetchWhenSignedIn = (start: () => Promise<void>) => () => {
  if (hasAreaMarker('admin')) void start();
  return null;
};
