// Moves between weeks (Sunday to Saturday): previous, this week, next, with the week's dates as its heading.
import { addDays, addWeeks, currentWeekKey } from '@crewbase/domain';
import { formatDayRange } from '@crewbase/ui';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';

export interface WeekNavigatorProps {
  week: string;
  onChange: (week: string) => void;
  /** Heading level of the week's dates; the screen's h1 is the page title. */
  headingLevel?: 'h2' | 'h3';
  /** Words before the dates, e.g. "Week of". */
  prefix?: string;
}

export const weekRangeLabel = (week: string) => formatDayRange(week, addDays(week, 6));

export function WeekNavigator({ week, onChange, headingLevel = 'h2', prefix = 'Week of' }: WeekNavigatorProps) {
  const thisWeek = currentWeekKey();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <Tooltip title="Previous week">
        <IconButton aria-label="Previous week" onClick={() => onChange(addWeeks(week, -1))}>
          <ChevronLeft />
        </IconButton>
      </Tooltip>
      <Typography component={headingLevel} variant="h5" aria-live="polite" sx={{ minWidth: { sm: 240 }, textAlign: 'center' }}>
        {prefix} {weekRangeLabel(week)}
      </Typography>
      <Tooltip title="Next week">
        <IconButton aria-label="Next week" onClick={() => onChange(addWeeks(week, 1))}>
          <ChevronRight />
        </IconButton>
      </Tooltip>
      <Button variant="secondary" size="small" onClick={() => onChange(thisWeek)} disabled={week === thisWeek}>
        This week
      </Button>
    </Stack>
  );
}
