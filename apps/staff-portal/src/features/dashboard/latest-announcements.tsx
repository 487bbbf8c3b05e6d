// The dashboard's latest announcements: the newest few messages, unread ones marked, each opening in Messages.
import { messageQueries } from '@crewbase/data-access-messages';
import { formatDate, visuallyHidden } from '@crewbase/ui';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../app/paths';

export const LATEST_ANNOUNCEMENTS_COUNT = 3;

export function LatestAnnouncements() {
  const latest = useQuery(messageQueries.staffList({ page: 1, limit: LATEST_ANNOUNCEMENTS_COUNT }));

  return (
    <Box component="section" aria-labelledby="latest-announcements-heading" sx={{ mt: 4 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography id="latest-announcements-heading" component="h2" variant="h4">
          Latest announcements
        </Typography>
        <Button component={RouterLink} to={paths.messages} endIcon={<ArrowForward aria-hidden />}>
          All messages
        </Button>
      </Stack>
      <Paper variant="outlined" sx={{ mt: 1.5, px: 2.5, py: 1 }}>
        {latest.isPending && (
          <Box aria-busy="true">
            <Box sx={visuallyHidden}>Loading the latest announcements</Box>
            {Array.from({ length: LATEST_ANNOUNCEMENTS_COUNT }, (_, index) => (
              <Skeleton key={index} variant="text" height={48} />
            ))}
          </Box>
        )}
        {latest.isError && (
          // A polite status, not an alert: the rest of the dashboard is fine and still worth reading.
          <Stack direction="row" spacing={1.5} role="status" sx={{ alignItems: 'center', flexWrap: 'wrap', py: 1.5 }}>
            <Typography color="text.secondary">The announcements could not be loaded.</Typography>
            <Button variant="secondary" size="small" onClick={() => void latest.refetch()}>
              Retry
            </Button>
          </Stack>
        )}
        {latest.isSuccess && latest.data.data.length === 0 && (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            No announcements yet. When HR sends one, it appears here.
          </Typography>
        )}
        {latest.isSuccess && latest.data.data.length > 0 && (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {latest.data.data.map((message) => (
              <Box
                component="li"
                key={message.id}
                sx={(theme) => ({ py: 1.5, '&:not(:last-of-type)': { borderBottom: `1px solid ${theme.crewbase.tokens.border}` } })}
              >
                <Link
                  component={RouterLink}
                  to={`${paths.messages}?id=${encodeURIComponent(message.id)}`}
                  underline="hover"
                  sx={{ fontWeight: message.read ? 500 : 800, overflowWrap: 'anywhere' }}
                >
                  {!message.read && <Box component="span" sx={visuallyHidden}>Unread: </Box>}
                  {message.title}
                </Link>
                {!message.read && (
                  <Box
                    component="span"
                    aria-hidden
                    sx={{ display: 'inline-block', ml: 1, width: 8, height: 8, borderRadius: '50%', bgcolor: 'primary.main', verticalAlign: 'middle' }}
                  />
                )}
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {formatDate(message.publishedAt, { month: 'short' })}
                  {message.excerpt && ` · ${message.excerpt}`}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </Paper>
    </Box>
  );
}
