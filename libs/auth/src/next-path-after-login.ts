import type { Area } from '@crewbase/domain';
import { areaOfPath } from './area-of-path';
import { dashboardPathOf } from './dashboard-path-of';

/**
 * Reads `?next=` (set by RequireArea) and returns it when it is a path inside this app and area,
 * otherwise the area's dashboard. Anything else (`//evil.example`, `https://...`, the other area,
 * an auth screen) is ignored so the parameter cannot send people elsewhere.
 */
export function nextPathAfterLogin(search: string | URLSearchParams, area: Area): string {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const next = params.get('next');
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return dashboardPathOf(area);
  const pathname = next.split(/[?#]/, 1)[0];
  if (areaOfPath(pathname) !== area || pathname.startsWith(`/${area}/auth/`)) return dashboardPathOf(area);
  return next;
}
