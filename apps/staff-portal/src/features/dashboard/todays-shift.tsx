// The dashboard's "Today's shift": where and when the person works today, from their week's schedule, or
// "No shift today". It fails on its own, with its own retry, so a schedule hiccup never hides the dashboard.
import { scheduleQueries } from '@crewbase/data-access-schedule';
import { formatShiftTimes } from '@crewbase/domain';
import { visuallyHidden } from '@crewbase/ui';
import ArrowForward from '@mui/icons-material/ArrowForward';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../app/paths';

export function TodaysShift() {
  const headingId = useId();
  const week = useQuery(scheduleQueries.myWeek());
  const today = week.data?.days.find((day) => day.isToday);

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography id={headingId} component="h2" variant="h4">
          Today&apos;s shift
        </Typography>
        <Button component={RouterLink} to={paths.schedule} endIcon={<ArrowForward aria-hidden />}>
          View my schedule
        </Button>
      </Stack>
      <Paper variant="outlined" sx={{ mt: 1.5, p: 2.5 }}>
        {week.isPending ? (
          <>
            <Box sx={visuallyHidden}>Loading today&apos;s shift</Box>
            <Skeleton variant="text" width="60%" />
          </>
        ) : week.isError ? (
          // A polite status, not an alert: the rest of the dashboard is fine and still worth reading.
          <Stack direction="row" spacing={1.5} role="status" sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography color="text.secondary">Your schedule could not be loaded.</Typography>
            <Button variant="secondary" size="small" onClick={() => void week.refetch()}>
              Retry
            </Button>
          </Stack>
        ) : !today || today.shifts.length === 0 ? (
          <Typography color="text.secondary">No shift today</Typography>
        ) : (
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {today.shifts.map((shift) => (
              <Stack component="li" key={shift.id} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <Box
                  aria-hidden
                  sx={(theme) => ({ p: 1, borderRadius: 2, display: 'flex', color: theme.crewbase.tokens.primary, backgroundColor: theme.crewbase.tokens.surfaceMuted })}
                >
                  <ScheduleOutlined />
                </Box>
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="h5" component="p">
                    {formatShiftTimes(shift.startTime, shift.endTime)}
                  </Typography>
                  <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {shift.location.name}
                  </Typography>
                </Box>
              </Stack>
            ))}
          </Stack>
        )}
      </Paper>
    </Box>
  );
}
