import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { unknownPathTarget, type UnknownPathOptions } from './unknown-path-target';

export interface UnknownPathRedirectProps extends UnknownPathOptions {
  /** How to leave for the other app; defaults to window.location.replace. */
  leaveTo?: (url: string) => void;
}

/** The catch-all (`path: '*'`) route element of both apps. */
export function UnknownPathRedirect({ leaveTo, ...options }: UnknownPathRedirectProps) {
  const { pathname } = useLocation();
  const target = unknownPathTarget(pathname, options);
  useEffect(() => {
    if (target.external) (leaveTo ?? ((url: string) => window.location.replace(url)))(target.to);
  }, [target.external, target.to, leaveTo]);
  return target.external ? null : <Navigate to={target.to} replace />;
}
