import { getStoredLogin, hasAreaMarker } from '@crewbase/auth';
import { staffProfileFixture } from '@crewbase/domain/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, stubApi } from '../../testing/api-stub';
import { renderApp } from '../../testing/render-app';
import { LOGOUT_DELAY_MS } from './use-delayed-logout';

const stubProfile = (extra = {}) =>
  stubApi({ 'GET staff/auth/profile': json(200, staffProfileFixture), 'POST staff/auth/logout': json(204), ...extra });

describe('StaffLayout', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows only the menu items whose screens exist, in the spec order', async () => {
    stubProfile();
    renderApp('/staff/dashboard', { signedIn: true });

    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getAllByRole('link').map((link) => link.textContent)).toEqual(['Dashboard', 'Messages', 'Profile', 'Schedule', 'Payroll', 'Loans', 'Leave', 'Medical', 'Performance']);
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Payroll' })).toHaveAttribute('href', '/staff/payroll');
    expect(within(menu).getByRole('link', { name: 'Performance' })).toHaveAttribute('href', '/staff/performance');
  });

  it("heads every screen with its title and shows who is signed in", async () => {
    stubProfile();
    renderApp('/staff/profile', { signedIn: true });

    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('banner')).toHaveTextContent('Adaeze Nwosu'));
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('My Profile · Crewbase — Staff');
  });

  it('asks for the profile once, shared by the header and the screen', async () => {
    const { requests } = stubProfile();
    renderApp('/staff/dashboard', { signedIn: true });

    await screen.findByRole('heading', { name: /, Adaeze$/ });
    await waitFor(() => expect(screen.getByRole('banner')).toHaveTextContent('Adaeze Nwosu'));
    expect(requests.filter((r) => r.path === 'staff/auth/profile')).toHaveLength(1);
  });

  it('opens the menu as a drawer and closes it after following a link', async () => {
    stubProfile();
    const { router } = renderApp('/staff/dashboard', { signedIn: true });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('presentation');
    await user.click(within(drawer).getByRole('link', { name: 'Profile' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/profile'));
    await waitFor(() => expect(screen.queryByRole('presentation')).not.toBeInTheDocument());
  });

  it(`logs out: "Logging Out" for ${LOGOUT_DELAY_MS} ms, then the sign-in screen, the session ended at once`, async () => {
    const { requests } = stubProfile();
    const { router } = renderApp('/staff/dashboard', { signedIn: true });
    await screen.findByRole('heading', { name: /, Adaeze$/ });

    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Log Out' }));
    expect(screen.getByRole('status')).toHaveTextContent('Logging Out');
    // Signed out on this device straight away: a reload now would show the sign-in screen.
    expect(hasAreaMarker('staff')).toBe(false);
    expect(getStoredLogin('staff')).toBeNull();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(LOGOUT_DELAY_MS - 1));
    expect(router.state.location.pathname).toBe('/staff/dashboard');
    expect(screen.getByText('Logging Out')).toBeInTheDocument();
    expect(getStoredLogin('staff')).toBeNull();
    expect(requests).toContainEqual(expect.objectContaining({ method: 'POST', path: 'staff/auth/logout', body: { refresh_token: 'refresh-1' } }));

    await act(() => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();

    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/auth/login'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(requests.filter((r) => r.path === 'staff/auth/profile')).toHaveLength(1);
  });

  it('still logs out on this device when the API cannot be reached', async () => {
    stubProfile({ 'POST staff/auth/logout': () => Promise.reject(new TypeError('Failed to fetch')) });
    const { router } = renderApp('/staff/dashboard', { signedIn: true });
    await screen.findByRole('heading', { name: /, Adaeze$/ });

    fireEvent.click(screen.getByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/auth/login'), { timeout: LOGOUT_DELAY_MS + 1000 });
    expect(getStoredLogin('staff')).toBeNull();
  });
});
