// Boot: environment checked, the API client and QueryClient configured once, then the router renders.
import { configureApiClient, createQueryClient } from '@crewbase/api-client';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/app-providers';
import { env } from './app/env';
import { createStaffRoutes } from './app/routes';

configureApiClient({ baseUrl: env.apiUrl, area: 'staff', appUrl: env.staffAppUrl });
const queryClient = createQueryClient();
const router = createBrowserRouter(createStaffRoutes({ queryClient }));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Preact serves React's API here (README, "React's API on Preact"). It has no transitions (startTransition runs its
// callback at once) and StrictMode checks nothing on it, so the first screen is simply rendered, in one pass.
createRoot(root).render(
  <AppProviders queryClient={queryClient}>
    <RouterProvider router={router} />
  </AppProviders>,
);
