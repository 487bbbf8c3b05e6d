import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, json, stubApi } from '../../testing/api-stub';
import { renderApp } from '../../testing/render-app';
import { RESET_EMAIL_KEY, RESET_TOKEN_KEY } from './reset-session';

describe('ResetPasswordScreen', () => {
  it.each(['/staff/auth/reset-password', '/staff/auth/new-password'])('%s without a reset token goes back to forgot-password', async (path) => {
    const { router } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/auth/forgot-password'));
  });

  it('sets the new password, forgets the reset and signs the person in afresh', async () => {
    sessionStorage.setItem(RESET_EMAIL_KEY, 'staff@crewbase.test');
    sessionStorage.setItem(RESET_TOKEN_KEY, 'reset-123');
    const { requests } = stubApi({ 'POST staff/auth/reset-password': json(204) });
    const { router } = renderApp('/staff/auth/new-password');
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('New password'), 'Fresh-Start-2026');
    await user.type(screen.getByLabelText('Confirm password'), 'Fresh-Start-2026');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/auth/login'));
    expect(await screen.findByText('Your password has been reset. Sign in with your new password.')).toBeInTheDocument();
    expect(requests[0]?.body).toEqual({ reset_token: 'reset-123', password: 'Fresh-Start-2026', confirmPassword: 'Fresh-Start-2026' });
    expect(sessionStorage.getItem(RESET_EMAIL_KEY)).toBeNull();
    expect(sessionStorage.getItem(RESET_TOKEN_KEY)).toBeNull();
  });

  it('checks the passwords match before asking the API', async () => {
    sessionStorage.setItem(RESET_TOKEN_KEY, 'reset-123');
    const { requests } = stubApi({});
    renderApp('/staff/auth/reset-password');
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('New password'), 'Fresh-Start-2026');
    await user.type(screen.getByLabelText('Confirm password'), 'Fresh-Start-2027');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    await waitFor(() => expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('Passwords do not match'));
    expect(requests).toHaveLength(0);
  });

  it('explains an expired reset and offers to start again', async () => {
    sessionStorage.setItem(RESET_TOKEN_KEY, 'reset-123');
    stubApi({ 'POST staff/auth/reset-password': apiError(400, 'That reset link has expired. Ask for a new code.') });
    renderApp('/staff/auth/reset-password');
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('New password'), 'Fresh-Start-2026');
    await user.type(screen.getByLabelText('Confirm password'), 'Fresh-Start-2026');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('That reset link has expired. Ask for a new code.');
    expect(screen.getByRole('link', { name: 'Start again' })).toHaveAttribute('href', '/staff/auth/forgot-password');
  });
});
