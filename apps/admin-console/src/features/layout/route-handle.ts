// What a console route tells the layout about itself: the page title and breadcrumbs shown in the header, and for a
// record's own page the URL parameter holding its id, whose short reference shows beside the title.
import { recordReference } from '@crewbase/domain';
import { createContext, useContext } from 'react';
import type { RouteMatch } from 'react-router';

export interface Breadcrumb {
  label: string;
  to?: string;
}

export interface RouteHandle {
  title: string;
  breadcrumbs?: Breadcrumb[];
  /** The route parameter with the id of the record the page shows (`id`): "Leave Request #3f2a9c1b". */
  referenceParam?: string;
}

/** The title and record reference of the page on screen, from the deepest matched route with a handle. */
export interface CurrentPage extends RouteHandle {
  reference?: string;
}

const isRouteHandle = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' && handle !== null && typeof (handle as { title?: unknown }).title === 'string';

/** The routes matching the page on screen, outermost first: the console's route tree provides them (console-routes.tsx). */
export const RouteMatchesContext = createContext<RouteMatch[]>([]);

/** The handle of the deepest matched route that has one, with its record's reference when it names one. */
export function currentRouteHandle(matches: RouteMatch[]): CurrentPage | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const { route, params } = matches[i];
    const handle: unknown = route.handle;
    if (!isRouteHandle(handle)) continue;
    const id = handle.referenceParam ? params[handle.referenceParam] : undefined;
    return id ? { ...handle, reference: recordReference(id) } : handle;
  }
  return undefined;
}

/** The browser tab's title for a page: its title and reference, then the app. */
export const adminDocumentTitle = (page: CurrentPage | undefined): string =>
  page ? `${page.title}${page.reference ? ` ${page.reference}` : ''} · Crewbase — Admin` : 'Crewbase — Admin';

/** The page on screen: its title, breadcrumbs and record reference. */
export const useCurrentPage = (): CurrentPage | undefined => currentRouteHandle(useContext(RouteMatchesContext));
