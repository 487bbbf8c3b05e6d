// The browser router of the console, built once at boot around the app's query cache.
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type PatchRoutesOnNavigationFunction } from 'react-router';
import { appRoutes, SIGNED_IN_ROUTE_ID, type AppRoutesOptions } from './routes';

export const createAppRouter = (queryClient: QueryClient) =>
  createBrowserRouter(appRoutes(queryClient), { patchRoutesOnNavigation: discoverSignedInRoutes(queryClient) });

/**
 * Patches the signed-in screens' routes under the signed-in layout on the first navigation that needs them: one that
 * matches nothing yet, or only the unknown-path catch-all. They load once; a failed load is tried again on the next
 * navigation (the router shows its error meanwhile). The tests' memory routers use the same function.
 */
export function discoverSignedInRoutes(queryClient: QueryClient): PatchRoutesOnNavigationFunction {
  let routes: ReturnType<typeof load> | undefined;
  let patched = false;
  const load = () => import('./signed-in-routes').then((m) => m.signedInRoutes(queryClient));
  return async ({ patch, signal }) => {
    if (patched) return;
    routes ??= load().catch((error: unknown) => {
      routes = undefined;
      throw error;
    });
    const children = await routes;
    if (signal.aborted || patched) return;
    patch(SIGNED_IN_ROUTE_ID, children);
    patched = true;
  };
}

export type { AppRoutesOptions };
