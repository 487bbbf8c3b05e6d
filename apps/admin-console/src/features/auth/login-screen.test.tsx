import { getStoredLogin } from '@crewbase/auth';
import { adminProfileFixture, fakeTokens, staffMetricsFixture } from '@crewbase/domain/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, json, mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';

async function signInWith(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email address'), email);
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginScreen', () => {
  it('shows the server\'s field errors beside the fields they name', async () => {
    mockApi({
      'POST /admin/auth/login': () =>
        apiError(400, 'Some fields are not valid.', [{ path: 'email', message: 'Use your work email address' }]),
    });
    renderApp('/admin/auth/login');

    await signInWith('grace@example.com', 'Crewbase!2026');

    const email = screen.getByLabelText('Email address');
    await waitFor(() => expect(email).toHaveAccessibleDescription('Use your work email address'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a refused sign-in (401) as an alert and stores nothing', async () => {
    mockApi({ 'POST /admin/auth/login': () => apiError(401, 'Incorrect email or password.') });
    renderApp('/admin/auth/login');

    await signInWith('admin@crewbase.test', 'wrong-password1');

    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password.');
    expect(getStoredLogin('admin')).toBeNull();
  });

  it('signs in and goes to the admin path asked for in ?next=', async () => {
    const tokens = fakeTokens('r1', { area: 'admin' });
    const { calls } = mockApi({
      'POST /admin/auth/login': () => json(tokens),
      'GET /admin/auth/profile': () => json(adminProfileFixture),
      'GET /admin/dashboard/staff/metrics': () => json(staffMetricsFixture),
    });
    const { router } = renderApp('/admin/auth/login?next=%2Fadmin%2Fprofile');

    await signInWith('Admin@Crewbase.test ', 'Crewbase!2026');

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/profile'));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    expect(getStoredLogin('admin')).toEqual(tokens);
    const sent = await calls.find((r) => r.url.endsWith('/admin/auth/login'))?.json();
    expect(sent).toEqual({ email: 'admin@crewbase.test', password: 'Crewbase!2026' });
  });
});
