import { getStoredLogin } from '@crewbase/auth';
import { fakeTokens, staffProfileFixture } from '@crewbase/domain/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, json, stubApi } from '../../testing/api-stub';
import { renderApp } from '../../testing/render-app';

async function signIn(email = 'staff@crewbase.test', password = 'Crewbase!2026') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email address'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginScreen', () => {
  it("shows the server's field messages beside the fields they name, without a duplicate alert", async () => {
    stubApi({
      'POST staff/auth/login': apiError(400, 'Invalid input', [
        { path: 'email', message: 'Use your work email address' },
        { path: 'password', message: 'Use at most 128 characters' },
      ]),
    });
    renderApp('/staff/auth/login');
    await signIn();

    await waitFor(() => expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription('Use your work email address'));
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Use at most 128 characters');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a refused sign-in as an alert and stores nothing', async () => {
    stubApi({ 'POST staff/auth/login': apiError(401, 'Incorrect email or password.') });
    const { router } = renderApp('/staff/auth/login');
    await signIn('staff@crewbase.test', 'not-the-password-1');

    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password.');
    expect(getStoredLogin('staff')).toBeNull();
    expect(router.state.location.pathname).toBe('/staff/auth/login');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('checks the form before calling the API', async () => {
    const { requests } = stubApi({});
    renderApp('/staff/auth/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email address'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('stores the login and opens the dashboard, greeting the person by name', async () => {
    const tokens = fakeTokens();
    const { requests } = stubApi({
      'POST staff/auth/login': json(200, tokens),
      'GET staff/auth/profile': json(200, staffProfileFixture),
    });
    const { router } = renderApp('/staff/auth/login');
    await signIn('  Staff@Crewbase.test ');

    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/dashboard'));
    expect(getStoredLogin('staff')).toEqual(tokens);
    expect(requests[0]).toMatchObject({ method: 'POST', path: 'staff/auth/login', body: { email: 'staff@crewbase.test' } });
    await waitFor(() => expect(screen.getByRole('banner')).toHaveTextContent('Adaeze Nwosu'));
    expect(await screen.findByRole('heading', { name: /, Adaeze$/ })).toBeInTheDocument();
  });

  it('goes back to the staff screen the person was heading for', async () => {
    stubApi({
      'POST staff/auth/login': json(200, fakeTokens()),
      'GET staff/auth/profile': json(200, staffProfileFixture),
    });
    const { router } = renderApp('/staff/auth/login?next=%2Fstaff%2Fprofile');
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/profile'));
  });

  it('ignores a ?next= that leaves the staff area', async () => {
    stubApi({
      'POST staff/auth/login': json(200, fakeTokens()),
      'GET staff/auth/profile': json(200, staffProfileFixture),
    });
    const { router } = renderApp('/staff/auth/login?next=https%3A%2F%2Fevil.example%2Fstaff');
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/dashboard'));
  });

  it('shows the notice another screen handed over', async () => {
    renderApp({ pathname: '/staff/auth/login', state: { notice: 'password-reset' } });
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been reset. Sign in with your new password.');
  });

  it('links to the password reset and activation screens', async () => {
    renderApp('/staff/auth/login');
    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/staff/auth/forgot-password');
    expect(screen.getByRole('link', { name: 'Activate your account' })).toHaveAttribute('href', '/staff/auth/new-login');
  });
});
