import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, json, stubApi } from '../../testing/api-stub';
import { renderApp } from '../../testing/render-app';
import { RESET_EMAIL_KEY, RESET_TOKEN_KEY } from './reset-session';

describe('CodeVerificationScreen', () => {
  it('sends a person without an email in progress back to forgot-password', async () => {
    const { router } = renderApp('/staff/auth/code-verification');
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/auth/forgot-password'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
  });

  it('refuses a wrong code with the API message, then exchanges the right one for a reset token', async () => {
    sessionStorage.setItem(RESET_EMAIL_KEY, 'staff@crewbase.test');
    let attempts = 0;
    const { requests } = stubApi({
      'POST staff/auth/verify-reset-code': () =>
        ++attempts === 1 ? apiError(400, 'That code is wrong or has expired.') : json(200, { reset_token: 'reset-123' }),
    });
    const { router } = renderApp('/staff/auth/code-verification');
    const user = userEvent.setup();

    expect(await screen.findByText(/We sent a 6-digit code to staff@crewbase.test/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Reset code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is wrong or has expired.');

    await user.clear(screen.getByLabelText('Reset code'));
    await user.type(screen.getByLabelText('Reset code'), '482913');
    await user.click(screen.getByRole('button', { name: 'Verify code' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/auth/reset-password'));
    expect(sessionStorage.getItem(RESET_TOKEN_KEY)).toBe('reset-123');
    expect(requests.at(-1)?.body).toEqual({ email: 'staff@crewbase.test', code: '482913' });
  });

  it('checks the code has six digits before asking the API', async () => {
    sessionStorage.setItem(RESET_EMAIL_KEY, 'staff@crewbase.test');
    const { requests } = stubApi({});
    renderApp('/staff/auth/code-verification');
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Reset code'), '12');
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    expect(await screen.findByText('Enter the 6-digit code')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('sends a new code to the same email', async () => {
    sessionStorage.setItem(RESET_EMAIL_KEY, 'staff@crewbase.test');
    const { requests } = stubApi({ 'POST staff/auth/forgot-password': json(202, { message: 'If that email is registered, a code is on its way.' }) });
    renderApp('/staff/auth/code-verification');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('A new code is on its way to staff@crewbase.test.')).toBeInTheDocument();
    expect(requests).toEqual([expect.objectContaining({ path: 'staff/auth/forgot-password', body: { email: 'staff@crewbase.test' } })]);
  });
});
