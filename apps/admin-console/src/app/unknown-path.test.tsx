import { screen, waitFor } from '@testing-library/react';
import { mockApi } from '../testing/mock-api';
import { renderApp } from '../testing/render-app';

describe('unknown paths', () => {
  it('sends a path without "admin" to the staff portal\'s sign-in', async () => {
    mockApi({});
    const { leaveTo } = renderApp('/staff/whatever');

    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith('http://localhost:4200/staff/auth/login'));
  });

  it('sends an unknown admin path to the admin sign-in', async () => {
    mockApi({});
    const { router } = renderApp('/admin/no-such-screen');

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/auth/login'));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('opens the dashboard from / and /admin, which asks a signed-out person to sign in', async () => {
    mockApi({});
    const { router } = renderApp('/admin');

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/auth/login'));
    expect(router.state.location.search).toBe('?next=%2Fadmin%2Fdashboard');
  });
});
