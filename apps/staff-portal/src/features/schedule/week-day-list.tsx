// The week as a list of days, Sunday first: one column of day cards on a phone, seven side by side from md up.
// Today is marked for everyone (a "Today" label and aria-current="date"), not only by colour.
import { formatShiftTimes, type MyScheduleWeek, type MyShift } from '@crewbase/domain';
import { formatDay } from '@crewbase/ui';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export type WeekDayListProps = {
  days: MyScheduleWeek['days'];
  /** Public holidays by date: the day is marked with the holiday's name. */
  holidays?: ReadonlyMap<string, string>;
};

export function WeekDayList({ days, holidays }: WeekDayListProps) {
  return (
    <Box
      component="ol"
      aria-label="Days of the week"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(7, minmax(0, 1fr))' },
      }}
    >
      {days.map((day) => (
        <Paper
          key={day.date}
          component="li"
          variant="outlined"
          aria-current={day.isToday ? 'date' : undefined}
          sx={(theme) => ({
            p: 1.5,
            minWidth: 0,
            borderWidth: day.isToday ? 2 : 1,
            borderColor: day.isToday ? theme.crewbase.tokens.primary : undefined,
            backgroundColor: day.isToday ? theme.crewbase.tokens.surfaceMuted : undefined,
          })}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 0.5 }}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {formatDay(day.date, { weekday: 'short', month: 'short' })}
            </Typography>
            {day.isToday && <Chip label="Today" size="small" color="primary" />}
          </Stack>
          {holidays?.has(day.date) && <Chip label={`Public holiday: ${holidays.get(day.date)}`} size="small" variant="outlined" sx={{ mt: 0.5, maxWidth: '100%' }} />}
          {day.shifts.length === 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              No shift
            </Typography>
          ) : (
            <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, mt: 1, p: 0 }}>
              {day.shifts.map((shift) => (
                <ShiftLine key={shift.id} shift={shift} />
              ))}
            </Stack>
          )}
        </Paper>
      ))}
    </Box>
  );
}

function ShiftLine({ shift }: { shift: MyShift }) {
  return (
    <Box component="li" sx={{ minWidth: 0 }}>
      <Typography sx={{ fontWeight: 600 }}>{formatShiftTimes(shift.startTime, shift.endTime)}</Typography>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start', color: 'text.secondary' }}>
        <PlaceOutlined aria-hidden fontSize="small" sx={{ mt: '2px' }} />
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {shift.location.name}
        </Typography>
      </Stack>
    </Box>
  );
}
