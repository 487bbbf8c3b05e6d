// /admin/staff-schedule/location/{week}/{id}: one location's week, day by day (Sunday first), who works when.
// Each day opens on its own (with search and paging) or straight into editing.
import { isApiError } from '@crewbase/api-client';
import { leaveQueries } from '@crewbase/data-access-leave';
import { scheduleQueries } from '@crewbase/data-access-schedule';
import { formatShiftTimes, todayIso, weekSteps, type ScheduleDay } from '@crewbase/domain';
import { EmptyState, ErrorState, formatDay, PageSpinner, WeekNavigator } from '@crewbase/ui';
import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useAdminCan } from '../access/use-can';
import { CopyWeekButton } from './copy-week-button';
import { scheduleLinks } from './schedule-links';
import { useScheduleParams } from './use-schedule-params';

export function LocationWeekScreen() {
  const { week, locationId } = useScheduleParams();
  const navigate = useNavigate();
  const can = useAdminCan('schedule');
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  const schedule = useQuery({ ...scheduleQueries.locationWeek(locationId ?? '', week ?? ''), enabled: Boolean(week && locationId) });
  const shownDays = schedule.data?.days ?? [];
  // Public holidays of the week, marked on their day (shown to admins who may read the holiday calendar).
  const holidayList = useQuery({
    ...leaveQueries.holidayList({ from: shownDays[0]?.date, to: shownDays[shownDays.length - 1]?.date }),
    enabled: useAdminCan('public-holiday')('read') && shownDays.length > 0,
  });
  const holidays = new Map((holidayList.data ?? []).map((h) => [h.date, h.name]));

  if (!week || !locationId) {
    return <EmptyState title="This schedule link is not complete" description="Open the location from the schedule overview." />;
  }
  if (schedule.isPending) return <PageSpinner />;
  if (schedule.isError) {
    const notFound = isApiError(schedule.error) && schedule.error.status === 404;
    return (
      <ErrorState
        title={notFound ? 'We could not find this location' : 'The schedule could not be loaded'}
        message={schedule.error.message}
        onRetry={notFound ? undefined : () => void schedule.refetch()}
      />
    );
  }

  const { location, days } = schedule.data;
  const shiftCount = days.reduce((sum, day) => sum + day.shifts.length, 0);
  const today = todayIso();

  return (
    <Stack spacing={2.5}>
      {notice && <Alert severity="success">{notice}</Alert>}
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ justifyContent: 'space-between', gap: 1.5, alignItems: { md: 'center' } }}>
        <Box>
          <Typography component="h2" variant="h3">
            {location.name}
          </Typography>
          <Typography color="text.secondary">{shiftCount === 1 ? '1 shift this week' : `${shiftCount} shifts this week`}</Typography>
        </Box>
        {can('create') && (
          <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button
              component={RouterLink}
              to={scheduleLinks.createByLocation({ week, locationId: location.id })}
              variant="adminPrimary"
              startIcon={<Add />}
            >
              Add shifts
            </Button>
            <CopyWeekButton week={week} location={location} />
          </Stack>
        )}
      </Stack>
      <WeekNavigator weeks={weekSteps(week)} onChange={(next) => navigate(scheduleLinks.locationWeek(next, location.id))} />
      {/* minmax(0, 1fr): a column is never wider than its share, so the seven days fit a 1440px screen with the menu open. */}
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))', xl: 'repeat(7, minmax(0, 1fr))' },
        }}
      >
        {days.map((day) => (
          <DayCard key={day.date} day={day} week={week} locationId={location.id} isToday={day.date === today} canEdit={can('update')} holiday={holidays.get(day.date)} />
        ))}
      </Box>
    </Stack>
  );
}

function DayCard({
  day,
  week,
  locationId,
  isToday,
  canEdit,
  holiday,
}: {
  day: ScheduleDay;
  week: string;
  locationId: string;
  isToday: boolean;
  canEdit: boolean;
  /** The public holiday's name when the day is one. */
  holiday?: string;
}) {
  const name = formatDay(day.date);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={name}
      aria-current={isToday ? 'date' : undefined}
      sx={(theme) => ({ p: 1.5, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 1, borderColor: isToday ? theme.crewbase.tokens.primary : undefined, borderWidth: isToday ? 2 : 1 })}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 0.5 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {formatDay(day.date, { weekday: 'short', month: 'short' })}
        </Typography>
        {isToday && <Chip label="Today" size="small" color="primary" />}
      </Stack>
      {holiday && <Chip label={`Public holiday: ${holiday}`} size="small" variant="outlined" sx={{ alignSelf: 'flex-start', maxWidth: '100%' }} />}
      {day.shifts.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Nobody scheduled
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}>
          {day.shifts.map((shift) => (
            <Box component="li" key={shift.id}>
              <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {shift.staff.fullName}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {formatShiftTimes(shift.startTime, shift.endTime)}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      <Stack direction="row" sx={{ mt: 'auto', pt: 0.5, flexWrap: 'wrap', gap: 1 }}>
        <Button size="small" component={RouterLink} to={scheduleLinks.locationDay(week, day.dayOfWeek, locationId)} aria-label={`View ${name}`}>
          View
        </Button>
        {canEdit && (
          <Button size="small" component={RouterLink} to={scheduleLinks.editLocationDay(week, day.dayOfWeek, locationId)} aria-label={`Edit ${name}`}>
            Edit
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
