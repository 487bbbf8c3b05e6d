// The Messages menu item's "New" badge (spec section 2): shown while the new-message check is truthy, asked again on
// every path change and whenever the window regains focus, and never shown on the messages page itself.
import { messageQueries } from '@crewbase/data-access-messages';
import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { matchPath, useLocation } from 'react-router';
import { paths } from '../../app/paths';

export function NewMessagesBadge() {
  const { pathname } = useLocation();
  const onMessagesPage = Boolean(matchPath(`${paths.messages}/*`, pathname));
  const { data: hasNew, refetch } = useQuery(messageQueries.latestUnread());

  useEffect(() => {
    // The sidebar and the drawer may both be mounted: join a check already under way instead of starting another.
    const check = () => void refetch({ cancelRefetch: false });
    check();
    window.addEventListener('focus', check);
    return () => window.removeEventListener('focus', check);
  }, [pathname, refetch]);

  if (!hasNew || onMessagesPage) return null;
  return (
    <Box
      component="span"
      sx={(theme) => ({
        ml: 1,
        px: 1,
        py: 0.25,
        borderRadius: 999,
        fontSize: '0.75rem',
        fontWeight: 700,
        lineHeight: 1.5,
        bgcolor: theme.crewbase.tokens.accent,
        color: theme.crewbase.tokens.onAccent,
      })}
    >
      New
    </Box>
  );
}
