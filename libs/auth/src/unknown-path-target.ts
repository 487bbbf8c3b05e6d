import type { Area } from '@crewbase/domain';
import { areaOfPath } from './area-of-path';
import { loginPathOf } from './login-path-of';

export interface UnknownPathOptions {
  /** The area of the app doing the redirecting. */
  currentArea: Area;
  /** Origins (optionally with a base path) of the two apps, e.g. http://localhost:4200. */
  staffAppUrl: string;
  adminAppUrl: string;
}

export interface UnknownPathTarget {
  /** True when the target lives in the other app (another origin): leave with a full page load. */
  external: boolean;
  to: string;
}

/**
 * Spec section 2: an unknown path goes to the admin login when it contains "admin", else to the staff login.
 * The two apps are served from different origins, so the other area's login is an absolute URL.
 */
export function unknownPathTarget(pathname: string, options: UnknownPathOptions): UnknownPathTarget {
  const target = areaOfPath(pathname);
  const loginPath = loginPathOf(target);
  if (target === options.currentArea) return { external: false, to: loginPath };
  const appUrl = target === 'admin' ? options.adminAppUrl : options.staffAppUrl;
  return { external: true, to: `${appUrl.replace(/\/+$/, '')}${loginPath}` };
}
