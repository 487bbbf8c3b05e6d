// The console's routes on screen, in react-router's declarative mode: its data router added 17 kB to the sign-in's
// first load (README, "Front-end bundles"). The signed-in screens' routes are a chunk of their own
// (signed-in-routes.tsx), loaded on the first navigation that needs them: one that matches nothing yet, or only the
// unknown-path catch-all. They load once. A failed load shows like a failed screen and is tried again on the next
// navigation. Whatever escapes every screen's own boundary shows the same way, until the person goes elsewhere.
import { PageSpinner, RouteErrorFallback, ScreenErrorBoundary } from '@crewbase/ui';
import { useEffect, useMemo, useState } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router';
import { RouteMatchesContext } from '../features/layout/route-handle';
import { appRoutes, type AppRoutesOptions } from './routes';

type SignedInRoutes = { routes: RouteObject[] } | { error: unknown; pathname: string };

export function ConsoleRoutes({ leaveTo }: AppRoutesOptions) {
  const [signedIn, setSignedIn] = useState<SignedInRoutes>();
  const loaded = signedIn && 'routes' in signedIn ? signedIn.routes : undefined;
  const routes = useMemo(() => appRoutes({ leaveTo }, loaded), [leaveTo, loaded]);
  const location = useLocation();
  const matches = useMemo(() => matchRoutes(routes, location) ?? [], [routes, location]);
  const element = useRoutes(routes, location);
  const loading = !loaded && (matches.length === 0 || matches[matches.length - 1].route.path === '*');
  const failed = signedIn && 'error' in signedIn && signedIn.pathname === location.pathname ? signedIn.error : undefined;

  useEffect(() => {
    if (!loading || failed) return;
    let current = true;
    import('./signed-in-routes')
      .then((m) => m.signedInRoutes())
      .then(
        (loadedRoutes) => current && setSignedIn({ routes: loadedRoutes }),
        (error: unknown) => current && setSignedIn({ error, pathname: location.pathname }),
      );
    return () => {
      current = false;
    };
  }, [loading, failed, location.pathname]);

  let page = element;
  if (failed) page = <RouteErrorFallback error={failed} />;
  else if (loading) page = <PageSpinner fullScreen />;
  return (
    <RouteMatchesContext.Provider value={matches}>
      <ScreenErrorBoundary resetKey={location.pathname}>{page}</ScreenErrorBoundary>
    </RouteMatchesContext.Provider>
  );
}
