import { screen, waitFor } from '@testing-library/react';
import { isValidElement } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { DEFAULT_STAFF_PAGE_TITLE, staffPageTitle } from '../features/layout/staff-page-title';
import { renderApp } from '../testing/render-app';
import { createStaffRoutes } from './routes';

/** The paths that show a screen: not redirects, not the unknown-path catch-all. */
const screenPaths = (routes: RouteObject[]): string[] =>
  routes.flatMap((route) => {
    if (route.children) return screenPaths(route.children);
    const redirect = isValidElement(route.element) && route.element.type === Navigate;
    return !route.path || route.path === '*' || redirect ? [] : [route.path];
  });

describe('staff routes', () => {
  it('give every screen its own title (header and browser tab)', () => {
    const paths = screenPaths(createStaffRoutes({}));
    expect(paths.length).toBeGreaterThan(20);
    expect(paths.filter((path) => staffPageTitle(path) === DEFAULT_STAFF_PAGE_TITLE)).toEqual([]);
  });

  it('sends an unknown path containing "admin" to the admin console sign-in', async () => {
    const { leaveApp } = renderApp('/admin/somewhere');
    await waitFor(() => expect(leaveApp).toHaveBeenCalledWith('http://localhost:4300/admin/auth/login'));
  });

  it('sends any other unknown path to the staff sign-in, without a ?next=', async () => {
    const { router } = renderApp('/staff/no-such-screen');
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/auth/login'));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  });

  it('redirects / to the dashboard, which asks a signed-out person to sign in and remembers where they were going', async () => {
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/auth/login'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/staff/dashboard');
  });

  it('serves the privacy policy to everyone, also from /privacy', async () => {
    const { router } = renderApp('/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/staff/privacy');
  });
});
