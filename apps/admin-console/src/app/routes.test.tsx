// Every screen of the console has its own title (the header's h1 and the browser tab), read from its route.
import { isValidElement } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import type { RouteHandle } from '../features/layout/route-handle';
import { appRoutes } from './routes';
import { signedInRoutes } from './signed-in-routes';

interface Screen {
  path: string;
  title: string | undefined;
}

/** The routes that show a screen (not redirects, not the unknown-path catch-all), each with the title it gets. */
function screens(routes: RouteObject[], inherited?: string): Screen[] {
  return routes.flatMap((route) => {
    const title = (route.handle as RouteHandle | undefined)?.title ?? inherited;
    if (route.children) return screens(route.children, title);
    const redirect = isValidElement(route.element) && route.element.type === Navigate;
    if (!route.path || route.path === '*' || redirect) return [];
    return [{ path: route.path, title }];
  });
}

describe('the console routes', () => {
  it('give every screen a title', () => {
    const all = screens([...appRoutes(), ...signedInRoutes()]);
    expect(all.length).toBeGreaterThan(40);
    expect(all.filter((s) => !s.title).map((s) => s.path)).toEqual([]);
  });
});
