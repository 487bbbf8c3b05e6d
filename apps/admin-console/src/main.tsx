// Boot: read the environment (fails fast), point the API client at the admin area, then render the router.
import { configureApiClient, createQueryClient } from '@crewbase/api-client';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { env } from './app/env';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';

configureApiClient({ baseUrl: env.apiUrl, area: 'admin', appUrl: env.adminAppUrl });
const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

const container = document.getElementById('root');
if (!container) throw new Error('index.html lost its #root element');

// A transition, so React renders the first screen in slices and leaves the main thread free between them (a
// phone's first render is hundreds of milliseconds of work; one long task would block every tap meanwhile).
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
