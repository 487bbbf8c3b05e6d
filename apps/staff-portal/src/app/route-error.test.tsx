import { CrewbaseThemeProvider } from '@crewbase/ui';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { RouteError } from './route-error';

describe('RouteError', () => {
  it("shows what the router caught the way the design system's boundary shows any screen failure", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const router = createMemoryRouter([
      {
        path: '/',
        loader: () => {
          throw new Error('boom');
        },
        element: <p>never shown</p>,
        errorElement: <RouteError />,
        hydrateFallbackElement: <p>loading</p>,
      },
    ]);
    render(
      <CrewbaseThemeProvider look="staff">
        <RouterProvider router={router} />
      </CrewbaseThemeProvider>,
    );

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on this screen');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
