// Gives every console screen its own browser tab title, from the deepest matched route's handle: signed in or not.
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { adminDocumentTitle, useCurrentPage } from '../features/layout/route-handle';

export function DocumentTitle() {
  const title = adminDocumentTitle(useCurrentPage());
  useEffect(() => {
    document.title = title;
  }, [title]);
  return <Outlet />;
}
