// Boot: read the environment (fails fast), point the API client at the admin area, then render the routes.
import { configureApiClient, createQueryClient } from '@crewbase/api-client';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { ConsoleRoutes } from './app/console-routes';
import { env } from './app/env';
import { AppProviders } from './app/providers';

configureApiClient({ baseUrl: env.apiUrl, area: 'admin', appUrl: env.adminAppUrl });
const queryClient = createQueryClient();

const container = document.getElementById('root');
if (!container) throw new Error('index.html lost its #root element');

// Preact serves React's API here (README, "React's API on Preact"). It has no transitions (startTransition runs its
// callback at once) and StrictMode checks nothing on it, so the first screen is simply rendered, in one pass.
createRoot(container).render(
  <AppProviders queryClient={queryClient}>
    <BrowserRouter>
      <ConsoleRoutes />
    </BrowserRouter>
  </AppProviders>,
);
