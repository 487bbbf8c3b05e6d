// /staff/schedule: my shifts week by week from GET staff/schedule/current-week (?week= for another week), today
// highlighted. Previous and next weeks are a click away, "This week" brings the current one back, and the week shown
// stays in the address. A vertical list of days on a phone, a seven-day row on wider screens.
import { leaveQueries } from '@crewbase/data-access-leave';
import { scheduleQueries } from '@crewbase/data-access-schedule';
import { addWeeks, currentWeekKey, weekSteps, type MyScheduleWeek } from '@crewbase/domain';
import { EmptyState, ErrorState, formatDay, visuallyHidden, WeekNavigator } from '@crewbase/ui';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useWeekParam } from './use-week-param';
import { WeekDayList } from './week-day-list';

/** "This week", "Next week" or "Last week"; null for weeks further away, which the dates name well enough. */
function relativeWeekName(week: string, current: string): string | null {
  if (week === current) return 'This week';
  if (week === addWeeks(current, 1)) return 'Next week';
  if (week === addWeeks(current, -1)) return 'Last week';
  return null;
}

export function ScheduleScreen() {
  const [askedWeek, setWeek] = useWeekParam();
  const week = useQuery(scheduleQueries.myWeek(askedWeek));
  const weeks = weekSteps(askedWeek ?? currentWeekKey());

  return (
    <Stack spacing={2}>
      <WeekNavigator weeks={weeks} onChange={setWeek} />
      {week.isPending ? (
        <ScheduleSkeleton />
      ) : week.isError ? (
        <ErrorState title="We could not load your schedule" message={week.error.message} onRetry={() => void week.refetch()} />
      ) : (
        <WeekOfShifts days={week.data.days} name={relativeWeekName(weeks.week, weeks.current)} />
      )}
    </Stack>
  );
}

function WeekOfShifts({ days, name }: { days: MyScheduleWeek['days']; name: string | null }) {
  const first = days[0]?.date;
  const last = days[days.length - 1]?.date;
  const holidayList = useQuery({ ...leaveQueries.myHolidays({ from: first, to: last }), enabled: Boolean(first && last) });
  const holidays = new Map((holidayList.data ?? []).map((h) => [h.date, h.name]));
  const shiftCount = days.reduce((sum, day) => sum + day.shifts.length, 0);
  const count = shiftCount === 1 ? '1 shift' : `${shiftCount} shifts`;
  return (
    <>
      <Typography color="text.secondary" sx={{ textAlign: { xs: 'center', md: 'left' } }}>
        {name ? `${name} · ${count}` : count}
      </Typography>
      {holidays.size > 0 && (
        <Typography sx={{ textAlign: { xs: 'center', md: 'left' } }}>
          {[...holidays].map(([date, holiday]) => `Public holiday: ${holiday}, ${formatDay(date, { weekday: 'short', month: 'short' })}`).join(' · ')}
        </Typography>
      )}
      {shiftCount === 0 ? (
        <Paper variant="outlined">
          <EmptyState
            icon={<EventAvailableOutlined />}
            title={name ? `No shifts ${name.toLowerCase()}` : 'No shifts that week'}
            description="When your manager schedules you, your shifts and where they are show here."
          />
        </Paper>
      ) : (
        <WeekDayList days={days} holidays={holidays} />
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
      <Skeleton variant="text" width={160} />
      <Box sx={{ display: 'grid', gap: 1.5, mt: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(7, 1fr)' } }}>
        {Array.from({ length: 7 }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={96} />
        ))}
      </Box>
    </Box>
  );
}
