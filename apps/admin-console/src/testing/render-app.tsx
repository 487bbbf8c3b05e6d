// Renders the console's real route tree at a path, in memory, around a fresh query cache with retries off.
import { configureApiClient, createQueryClient } from '@crewbase/api-client';
import { setStoredLogin } from '@crewbase/auth';
import { memoryRouter } from '@crewbase/auth/testing';
import { fakeTokens } from '@crewbase/domain/testing';
import { configure, render } from '@testing-library/react';
import { vi } from 'vitest';
import { ConsoleRoutes } from '../app/console-routes';
import { AppProviders } from '../app/providers';
import { TEST_API_URL } from './mock-api';

// Screens are lazy chunks that Vitest compiles on first use; give them longer than the default second to appear.
configure({ asyncUtilTimeout: 5000 });

export interface RenderAppOptions {
  /** Store an admin login first, as after signing in. */
  signedIn?: boolean;
}

export function renderApp(path: string, { signedIn = false }: RenderAppOptions = {}) {
  const reloadPage = vi.fn();
  const redirectTo = vi.fn();
  const leaveTo = vi.fn();
  configureApiClient({ baseUrl: TEST_API_URL, area: 'admin', reloadPage, redirectTo });
  if (signedIn) setStoredLogin('admin', fakeTokens('refresh-1', { area: 'admin' }));

  // A fresh cache per test with the app's own defaults (spec section 7), which already never retry.
  const queryClient = createQueryClient();
  // The signed-in screens' routes load on the first navigation into them, as in the browser (console-routes.tsx).
  const { router, wrap } = memoryRouter(path);
  const view = render(<AppProviders queryClient={queryClient}>{wrap(<ConsoleRoutes leaveTo={leaveTo} />)}</AppProviders>);
  return { ...view, router, queryClient, reloadPage, redirectTo, leaveTo };
}
