// What a console route tells the layout about itself: the page title and breadcrumbs shown in the header.
import type { UIMatch } from 'react-router';

export interface Breadcrumb {
  label: string;
  to?: string;
}

export interface RouteHandle {
  title: string;
  breadcrumbs?: Breadcrumb[];
}

const isRouteHandle = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' && handle !== null && typeof (handle as { title?: unknown }).title === 'string';

/** The handle of the deepest matched route that has one. */
export function currentRouteHandle(matches: UIMatch[]): RouteHandle | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i].handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}
