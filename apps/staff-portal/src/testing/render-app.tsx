// Renders the real staff routes in a memory router, with a fresh QueryClient (no retries) and a freshly
// configured API client whose page reloads and redirects are spies.
import { configureApiClient } from '@crewbase/api-client';
import { setStoredLogin } from '@crewbase/auth';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router';
import { AppProviders } from '../app/app-providers';
import { createStaffRoutes } from '../app/routes';
import { TEST_API_URL, testTokens } from './api-stub';

export type RenderAppOptions = {
  /** Store a staff login first, as after signing in. */
  signedIn?: boolean;
};

export function renderApp(entry: InitialEntry, { signedIn = false }: RenderAppOptions = {}) {
  const reloadPage = vi.fn();
  const redirectTo = vi.fn();
  const leaveApp = vi.fn();
  configureApiClient({ baseUrl: TEST_API_URL, area: 'staff', reloadPage, redirectTo });
  if (signedIn) setStoredLogin('staff', testTokens());
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(createStaffRoutes({ leaveApp }), { initialEntries: [entry] });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient, leaveApp, reloadPage, redirectTo };
}
