// Boot: read the environment (fails fast), point the API client at the admin area, then render the router.
import { configureApiClient, createQueryClient } from '@crewbase/api-client';
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

// Preact serves React's API here (README, "React's API on Preact"). It has no transitions (startTransition runs its
// callback at once) and StrictMode checks nothing on it, so the first screen is simply rendered, in one pass.
createRoot(container).render(
  <AppProviders queryClient={queryClient}>
    <RouterProvider router={router} />
  </AppProviders>,
);
