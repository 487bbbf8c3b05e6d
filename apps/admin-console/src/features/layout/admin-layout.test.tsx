import { getStoredLogin } from '@crewbase/auth';
import { adminProfileFixture, staffMetricsFixture } from '@crewbase/domain/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { stubResizeObserver } from '../../testing/stub-resize-observer';
import { SIDEBAR_STORAGE_KEY } from './use-sidebar-collapsed';

beforeEach(() => stubResizeObserver());

const signedInApi = (extra = {}) =>
  mockApi({
    'GET /admin/auth/profile': () => json(adminProfileFixture),
    'GET /admin/dashboard/staff/metrics': () => json(staffMetricsFixture),
    ...extra,
  });

describe('AdminLayout', () => {
  it('shows the menu entries whose screens exist, the signed-in admin and the footer', async () => {
    signedInApi();
    renderApp('/admin/dashboard', { signedIn: true });

    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Dashboard', 'Performance', 'Messages', 'Schedule', 'Payroll', 'Leaves', 'Loans', 'Requests', 'Medicals', 'Settings']);
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('button', { name: /Grace Mensah/ })).toHaveAttribute('aria-haspopup', 'menu');
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()} Crewbase`);
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/admin/privacy',
    );
  });

  it('collapses and expands the sidebar and remembers the choice', async () => {
    signedInApi();
    renderApp('/admin/dashboard', { signedIn: true });
    const user = userEvent.setup();

    const collapse = await screen.findByRole('button', { name: 'Collapse sidebar' });
    expect(collapse).toHaveAttribute('aria-expanded', 'true');
    await user.click(collapse);

    const expand = screen.getByRole('button', { name: 'Expand sidebar' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    expect(localStorage.getItem(SIDEBAR_STORAGE_KEY)).toBe('collapsed');
    // Icons only, but the links keep their names.
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();

    await user.click(expand);
    expect(screen.getByRole('button', { name: 'Collapse sidebar' })).toBeInTheDocument();
    expect(localStorage.getItem(SIDEBAR_STORAGE_KEY)).toBe('expanded');
  });

  it('starts collapsed when that was the last choice', async () => {
    localStorage.setItem(SIDEBAR_STORAGE_KEY, 'collapsed');
    signedInApi();
    renderApp('/admin/dashboard', { signedIn: true });

    expect(await screen.findByRole('button', { name: 'Expand sidebar' })).toBeInTheDocument();
  });

  it('opens the profile from the user menu', async () => {
    signedInApi();
    const { router } = renderApp('/admin/dashboard', { signedIn: true });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: /Grace Mensah/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Profile' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/profile'));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
  });

  it('logs out from the user menu: the session ends and the sign-in screen shows', async () => {
    // The server takes its time to revoke; this browser must not wait for it, nor show signed-in screens meanwhile.
    let answerLogout: (response: Response) => void = () => undefined;
    const { callsTo } = signedInApi({
      'POST /admin/auth/logout': () =>
        new Promise<Response>((resolve) => {
          answerLogout = resolve;
        }),
    });
    const { router } = renderApp('/admin/dashboard', { signedIn: true });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: /Grace Mensah/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/auth/login'));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(getStoredLogin('admin')).toBeNull();
    expect(callsTo('POST /admin/auth/logout')).toHaveLength(1);
    // The cache is emptied as the session ends; nothing still on screen asks for the signed-out person's data again.
    expect(callsTo('GET /admin/auth/profile')).toHaveLength(1);
    expect(callsTo('GET /admin/dashboard/staff/metrics')).toHaveLength(1);
    answerLogout(new Response(null, { status: 204 }));
  });
});
