import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, stubApi } from '../../testing/api-stub';
import { renderApp } from '../../testing/render-app';
import { RESET_EMAIL_KEY } from './reset-session';

describe('ForgotPasswordScreen', () => {
  it('asks for a reset code and carries the email to the code screen', async () => {
    const { requests } = stubApi({ 'POST staff/auth/forgot-password': json(202, { message: 'If that email is registered, a code is on its way.' }) });
    const { router } = renderApp('/staff/auth/forgot-password');
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Email address'), 'Staff@Crewbase.test');
    await user.click(screen.getByRole('button', { name: 'Send reset code' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/auth/code-verification'));
    expect(sessionStorage.getItem(RESET_EMAIL_KEY)).toBe('staff@crewbase.test');
    expect(requests[0]?.body).toEqual({ email: 'staff@crewbase.test' });
    expect(await screen.findByLabelText('Reset code')).toBeInTheDocument();
  });
});
