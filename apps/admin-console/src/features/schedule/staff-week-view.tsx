// One person's week as admins read it: each day (Sunday first) with where and when they work, today marked.
import { formatShiftTimes, todayIso, type ScheduleDay } from '@crewbase/domain';
import { formatDay } from '@crewbase/ui';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { scheduleLinks } from './schedule-links';

export interface StaffWeekViewProps {
  days: ScheduleDay[];
}

export function StaffWeekView({ days }: StaffWeekViewProps) {
  const today = todayIso();
  return (
    <Box component="ul" aria-label="Days of the week" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {days.map((day) => (
        <Box
          component="li"
          key={day.date}
          aria-current={day.date === today ? 'date' : undefined}
          sx={(theme) => ({
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' },
            gap: 1,
            py: 1.25,
            px: 1,
            borderBottom: `1px solid ${theme.crewbase.tokens.border}`,
            backgroundColor: day.date === today ? theme.crewbase.tokens.surfaceMuted : undefined,
          })}
        >
          {/* A div, not a p: the Today chip is a div, which a paragraph may not hold. */}
          <Typography component="div" sx={{ fontWeight: 600 }}>
            {formatDay(day.date, { weekday: 'short', month: 'short' })}
            {day.date === today && <Chip label="Today" size="small" color="primary" sx={{ ml: 1 }} />}
          </Typography>
          {day.shifts.length === 0 ? (
            <Typography color="text.secondary">No shift</Typography>
          ) : (
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {day.shifts.map((shift) => (
                <Box component="li" key={shift.id}>
                  <Typography component="span" sx={{ fontWeight: 600 }}>
                    {formatShiftTimes(shift.startTime, shift.endTime)}
                  </Typography>{' '}
                  at{' '}
                  <Link component={RouterLink} to={scheduleLinks.locationDay(shift.week, shift.dayOfWeek, shift.location.id)}>
                    {shift.location.name}
                  </Link>
                </Box>
              ))}
            </Box>
          )}
        </Box>
      ))}
    </Box>
  );
}
