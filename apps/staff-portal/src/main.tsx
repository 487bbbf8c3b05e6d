// Boot: environment checked, the API client and QueryClient configured once, then the routes render.
import { configureApiClient, createQueryClient } from '@crewbase/api-client';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/app-providers';
import { env } from './app/env';
import { StaffRoutes } from './app/routes';

configureApiClient({ baseUrl: env.apiUrl, area: 'staff', appUrl: env.staffAppUrl });
const queryClient = createQueryClient();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Preact serves React's API here (README, "React's API on Preact"). It has no transitions (startTransition runs its
// callback at once) and StrictMode checks nothing on it, so the first screen is simply rendered, in one pass.
createRoot(root).render(
  <AppProviders queryClient={queryClient}>
    <BrowserRouter>
      <StaffRoutes />
    </BrowserRouter>
  </AppProviders>,
);
