import { createQueryClient } from '@crewbase/api-client';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from './providers';
import { appRoutes } from './routes';

describe('RouteError', () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows what the router caught outside every screen's boundary the way a failed screen shows", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const queryClient = createQueryClient();
    const routes = appRoutes(queryClient);
    // A route whose loader throws, under the console's real root route.
    routes[0].children?.unshift({
      path: '/admin/broken',
      loader: () => {
        throw new Error('boom');
      },
      element: <p>never shown</p>,
    });
    const router = createMemoryRouter(routes, { initialEntries: ['/admin/broken'] });
    render(
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>,
    );

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on this screen');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText('never shown')).not.toBeInTheDocument();
  });
});
