import { getStoredLogin } from '@crewbase/auth';
import { fakeTokens, staffProfileFixture } from '@crewbase/domain/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, json, stubApi } from '../../testing/api-stub';
import { renderApp } from '../../testing/render-app';

const kofi = { ...staffProfileFixture, firstName: 'Kofi', lastName: 'Asante', fullName: 'Kofi Asante', email: 'new.staff@crewbase.test' };

async function fillActivation(code = '123456') {
  const user = userEvent.setup();
  const email = await screen.findByLabelText('Email address');
  if (!(email as HTMLInputElement).value) await user.type(email, 'new.staff@crewbase.test');
  await user.type(screen.getByLabelText('Activation code'), code);
  await user.type(screen.getByLabelText('New password'), 'Welcome2Crewbase');
  await user.type(screen.getByLabelText('Confirm password'), 'Welcome2Crewbase');
  await user.click(screen.getByRole('button', { name: 'Activate account' }));
}

describe('activation (new-login, new-user)', () => {
  it('asks for an activation code and continues to new-user with the email filled in', async () => {
    const { requests } = stubApi({ 'POST staff/auth/resend-activation': json(202, { message: 'If that account awaits activation, a code is on its way.' }) });
    const { router } = renderApp('/staff/auth/new-login');
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { level: 1, name: 'First time here?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'I already have a code' })).toHaveAttribute('href', '/staff/auth/new-user');
    await user.type(screen.getByLabelText('Email address'), 'new.staff@crewbase.test');
    await user.click(screen.getByRole('button', { name: 'Send activation code' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/auth/new-user'));
    expect(requests[0]?.body).toEqual({ email: 'new.staff@crewbase.test' });
    // Navigations are transitions: the previous screen stays until the next one's code has loaded.
    expect(await screen.findByRole('heading', { level: 1, name: 'Activate your account' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveValue('new.staff@crewbase.test');
    expect(screen.getByText(/a code is on its way/)).toBeInTheDocument();
  });

  it('activates the account, stores the login and opens the dashboard', async () => {
    const tokens = fakeTokens();
    const { requests } = stubApi({
      'POST staff/auth/activate': json(200, tokens),
      'GET staff/auth/profile': json(200, kofi),
    });
    const { router } = renderApp('/staff/auth/new-user');
    await fillActivation();

    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/dashboard'));
    expect(getStoredLogin('staff')).toEqual(tokens);
    expect(requests[0]?.body).toEqual({ email: 'new.staff@crewbase.test', code: '123456', password: 'Welcome2Crewbase', confirmPassword: 'Welcome2Crewbase' });
    await waitFor(() => expect(screen.getByRole('banner')).toHaveTextContent('Kofi Asante'));
  });

  it('shows a refused code beside the code field', async () => {
    stubApi({
      'POST staff/auth/activate': apiError(400, 'Invalid input', [{ path: 'code', message: 'That code is wrong or has expired.' }]),
    });
    renderApp('/staff/auth/new-user');
    await fillActivation('000000');

    await waitFor(() => expect(screen.getByLabelText('Activation code')).toHaveAccessibleDescription('That code is wrong or has expired.'));
    // Said once, beside the field: no second copy in an alert, nor other text that reads like it.
    expect(screen.getAllByText(/wrong or has expired|already active/i)).toHaveLength(1);
    expect(getStoredLogin('staff')).toBeNull();
  });
});
