// The notice a screen left for the next one in the navigation state (`navigate(to, { state: { notice } })`), e.g.
// a detail screen that deleted its record going back to the list, shown where the person lands.
import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';

export function useRouteNotice(): ReactNode {
  const notice = (useLocation().state as { notice?: unknown } | null)?.notice;
  return typeof notice === 'string' ? (
    <Alert severity="success" role="status">
      {notice}
    </Alert>
  ) : null;
}
