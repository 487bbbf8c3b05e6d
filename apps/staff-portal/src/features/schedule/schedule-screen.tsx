// /staff/schedule: this week's shifts from GET staff/schedule/current-week, today highlighted. A vertical list of
// days on a phone, a seven-day row on wider screens.
import { scheduleQueries } from '@crewbase/data-access-schedule';
import { EmptyState, ErrorState, formatDayRange, visuallyHidden } from '@crewbase/ui';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { WeekDayList } from './week-day-list';

export function ScheduleScreen() {
  const week = useQuery(scheduleQueries.myWeek());

  if (week.isPending) return <ScheduleSkeleton />;
  if (week.isError) {
    return <ErrorState title="We could not load your schedule" message={week.error.message} onRetry={() => void week.refetch()} />;
  }

  const { days } = week.data;
  const range = formatDayRange(days[0].date, days[days.length - 1].date);
  const shiftCount = days.reduce((sum, day) => sum + day.shifts.length, 0);

  return (
    <>
      <Box sx={{ mb: 2 }}>
        <Typography component="h2" variant="h4">
          This week
        </Typography>
        <Typography color="text.secondary">
          {range} · {shiftCount === 1 ? '1 shift' : `${shiftCount} shifts`}
        </Typography>
      </Box>
      {shiftCount === 0 ? (
        <Paper variant="outlined">
          <EmptyState
            icon={<EventAvailableOutlined />}
            title="No shifts this week"
            description="When your manager schedules you, your shifts and where they are show here."
          />
        </Paper>
      ) : (
        <WeekDayList days={days} />
      )}
    </>
  );
}

function ScheduleSkeleton() {
  return (
    <Box aria-busy="true">
      <Box role="status" sx={visuallyHidden}>
        Loading your schedule
      </Box>
      <Skeleton variant="text" width={160} sx={{ fontSize: '1.5rem' }} />
      <Box sx={{ display: 'grid', gap: 1.5, mt: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(7, 1fr)' } }}>
        {Array.from({ length: 7 }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={96} />
        ))}
      </Box>
    </Box>
  );
}
