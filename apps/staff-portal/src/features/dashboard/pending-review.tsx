// The dashboard's "Your next review": the review due soonest that still waits for the person's answers, with its due
// date (flagged once overdue), opening the Staff Review screen. It fails on its own, with its own retry.
import { staffPerformanceQueries } from '@crewbase/data-access-performance';
import { formatDate, StatusChip, visuallyHidden } from '@crewbase/ui';
import ArrowForward from '@mui/icons-material/ArrowForward';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { generatePath, Link as RouterLink } from 'react-router';
import { paths } from '../../app/paths';

export function PendingReview() {
  const headingId = useId();
  const summary = useQuery(staffPerformanceQueries.summary());
  const next = summary.data?.nextPending;
  const more = (summary.data?.pendingCount ?? 0) - 1;

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography id={headingId} component="h2" variant="h4">
          Your next review
        </Typography>
        <Button component={RouterLink} to={paths.performance} endIcon={<ArrowForward aria-hidden />}>
          My performance
        </Button>
      </Stack>
      <Paper variant="outlined" sx={{ mt: 1.5, p: 2.5 }}>
        {summary.isPending ? (
          // The shape of a waiting review (the usual answer), so the sections below do not move when it arrives.
          <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Box sx={visuallyHidden}>Loading your next review</Box>
            <Skeleton variant="rounded" width={40} height={40} />
            <Box sx={{ flex: 1 }}>
              <Skeleton variant="text" width="45%" sx={{ fontSize: '1.25rem' }} />
              <Skeleton variant="text" width="35%" sx={{ mt: 0.5 }} />
              <Skeleton variant="rounded" width={160} height={25} sx={{ mt: 1.5 }} />
            </Box>
          </Stack>
        ) : summary.isError ? (
          // A polite status, not an alert: the rest of the dashboard is fine and still worth reading.
          <Stack direction="row" spacing={1.5} role="status" sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography color="text.secondary">Your reviews could not be loaded.</Typography>
            <Button variant="secondary" size="small" onClick={() => void summary.refetch()}>
              Retry
            </Button>
          </Stack>
        ) : !next ? (
          <Typography color="text.secondary">No review waiting for you.</Typography>
        ) : (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Box
              aria-hidden
              sx={(theme) => ({ p: 1, borderRadius: 2, display: 'flex', color: theme.crewbase.tokens.primary, backgroundColor: theme.crewbase.tokens.surfaceMuted })}
            >
              <AssignmentOutlined />
            </Box>
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <Typography variant="h5" component="p" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                  {next.cycle.name}
                </Typography>
                <StatusChip status={next.status} />
              </Stack>
              <Typography color={next.overdue ? 'error' : 'text.secondary'} sx={{ mt: 0.5 }}>
                {next.overdue ? 'Overdue: was due by' : 'Due by'} {formatDate(next.dueBy)}
              </Typography>
              {more > 0 && (
                <Typography variant="body2" color="text.secondary">
                  and {more} more review{more === 1 ? '' : 's'} waiting
                </Typography>
              )}
              <Button
                component={RouterLink}
                to={generatePath(paths.performanceReview, { id: next.id })}
                variant="contained"
                size="small"
                sx={{ mt: 1.5 }}
              >
                {next.status === 'In_Progress' ? 'Continue the review' : 'Answer the review'}
              </Button>
            </Box>
          </Stack>
        )}
      </Paper>
    </Box>
  );
}
