import { getStoredLogin } from '@crewbase/auth';
import { adminProfileFixture, fakeTokens, staffMetricsFixture } from '@crewbase/domain/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, json, mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';

async function activateWith(code: string, password = 'Welcome2026') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Activation code'), code);
  await user.type(screen.getByLabelText('New password', { selector: 'input' }), password);
  await user.type(screen.getByLabelText('Confirm password', { selector: 'input' }), password);
  await user.click(screen.getByRole('button', { name: 'Activate account' }));
}

describe('ActivateScreen', () => {
  it('shows a wrong code\'s message from the server beside the code field and stores no login', async () => {
    mockApi({
      'POST /admin/auth/activate': () =>
        apiError(400, 'Some fields are not valid.', [{ path: 'code', message: 'That code is wrong or has expired.' }]),
    });
    renderApp('/admin/auth/activate?email=new.admin%40crewbase.test');

    expect(await screen.findByRole('heading', { name: 'Activate your admin account' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveValue('new.admin@crewbase.test');
    await activateWith('000000');

    const code = screen.getByLabelText('Activation code');
    await waitFor(() => expect(code).toHaveAccessibleDescription('That code is wrong or has expired.'));
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(getStoredLogin('admin')).toBeNull();
  });

  it('activates, stores the admin login and opens the dashboard', async () => {
    const tokens = fakeTokens('r1', { area: 'admin' });
    const { calls } = mockApi({
      'POST /admin/auth/activate': () => json(tokens),
      'GET /admin/auth/profile': () => json(adminProfileFixture),
      'GET /admin/dashboard/staff/metrics': () => json(staffMetricsFixture),
    });
    const { router } = renderApp('/admin/auth/activate?email=new.admin%40crewbase.test');

    await activateWith('123456');

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(getStoredLogin('admin')).toEqual(tokens);
    const sent = await calls.find((r) => r.url.endsWith('/admin/auth/activate'))?.json();
    expect(sent).toEqual({ email: 'new.admin@crewbase.test', code: '123456', password: 'Welcome2026', confirmPassword: 'Welcome2026' });
  });

  it('links back to sign-in', async () => {
    mockApi({});
    const { router } = renderApp('/admin/auth/activate');
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/auth/login'));
  });
});
