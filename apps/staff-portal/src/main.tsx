// Boot: environment checked, the API client and QueryClient configured once, then the router renders.
import { configureApiClient, createQueryClient } from '@crewbase/api-client';
import { StrictMode, startTransition } from 'react';
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

// A transition, so React renders the first screen in slices and leaves the main thread free between them (a
// phone's first render is hundreds of milliseconds of work; one long task would block every tap meanwhile).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
