// Gives every staff portal screen its own browser tab title, from its path (staff-page-title.ts), signed in or not.
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { staffDocumentTitle } from '../features/layout/staff-page-title';

export function DocumentTitle() {
  const title = staffDocumentTitle(useLocation().pathname);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return <Outlet />;
}
