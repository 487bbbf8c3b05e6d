// Moves between weeks (Sunday to Saturday): previous, this week, next, with the week's dates as its heading. On a
// phone the arrows sit either side of the dates and "This week" goes below; from md up they share one row.
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatDayRange } from '../../utils/format-day-range';

/** The week shown and its neighbours, all named by their Sunday (YYYY-MM-DD): `weekSteps(week)` of @crewbase/domain. */
export interface WeekNavigatorSteps {
  week: string;
  /** The week's Saturday. */
  lastDay: string;
  previous: string;
  next: string;
  /** The week holding today. */
  current: string;
}

export interface WeekNavigatorProps {
  weeks: WeekNavigatorSteps;
  onChange: (week: string) => void;
  /** Heading level of the week's dates; the screen's h1 is the page title. */
  headingLevel?: 'h2' | 'h3';
  /** Words before the dates, e.g. "Week of". */
  prefix?: string;
}

export function WeekNavigator({ weeks, onChange, headingLevel = 'h2', prefix = 'Week of' }: WeekNavigatorProps) {
  return (
    <Box
      sx={{
        display: { xs: 'grid', md: 'flex' },
        gridTemplateColumns: 'auto minmax(0, 1fr) auto',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 1,
        rowGap: 1,
      }}
    >
      <Tooltip title="Previous week">
        <IconButton aria-label="Previous week" onClick={() => onChange(weeks.previous)}>
          <ChevronLeft />
        </IconButton>
      </Tooltip>
      <Typography component={headingLevel} variant="h5" aria-live="polite" sx={{ minWidth: { md: 240 }, textAlign: 'center' }}>
        {prefix} {formatDayRange(weeks.week, weeks.lastDay)}
      </Typography>
      <Tooltip title="Next week">
        <IconButton aria-label="Next week" onClick={() => onChange(weeks.next)}>
          <ChevronRight />
        </IconButton>
      </Tooltip>
      <Button
        variant="secondary"
        size="small"
        onClick={() => onChange(weeks.current)}
        disabled={weeks.week === weeks.current}
        sx={{ gridColumn: '1 / -1', justifySelf: 'center' }}
      >
        This week
      </Button>
    </Box>
  );
}
