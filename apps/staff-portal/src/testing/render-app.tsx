// Renders the real staff routes in a memory router, with a fresh QueryClient (the app's own defaults, which
// never retry) and a freshly configured API client whose page reloads and redirects are spies. `router` tells where
// the app is and navigates it.
import { configureApiClient, createQueryClient } from '@crewbase/api-client';
import { setStoredLogin } from '@crewbase/auth';
import { memoryRouter } from '@crewbase/auth/testing';
import { fakeTokens } from '@crewbase/domain/testing';
import { configure, render } from '@testing-library/react';
import type { InitialEntry } from 'react-router';
import { AppProviders } from '../app/app-providers';
import { StaffRoutes } from '../app/routes';
import { TEST_API_URL } from './api-stub';

// Screens are lazy chunks that Vitest transforms on first use; on a busy machine that alone can outlast the
// default 1 s of findBy/waitFor.
configure({ asyncUtilTimeout: 5000 });

export type RenderAppOptions = {
  /** Store a staff login first, as after signing in. */
  signedIn?: boolean;
};

export function renderApp(entry: InitialEntry, { signedIn = false }: RenderAppOptions = {}) {
  const reloadPage = vi.fn();
  const redirectTo = vi.fn();
  const leaveApp = vi.fn();
  configureApiClient({ baseUrl: TEST_API_URL, area: 'staff', reloadPage, redirectTo });
  if (signedIn) setStoredLogin('staff', fakeTokens());
  const queryClient = createQueryClient();
  const { router, wrap } = memoryRouter(entry);
  const view = render(<AppProviders queryClient={queryClient}>{wrap(<StaffRoutes leaveApp={leaveApp} />)}</AppProviders>);
  return { ...view, router, queryClient, leaveApp, reloadPage, redirectTo };
}
