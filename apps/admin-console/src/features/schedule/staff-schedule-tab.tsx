// The staff profile's "Schedule" tab: one person's week, with week navigation and a way to add shifts for them.
// The week is the tab's own state (the profile's address belongs to the profile).
import { isApiError } from '@crewbase/api-client';
import { scheduleQueries } from '@crewbase/data-access-schedule';
import { currentWeekKey, weekSteps } from '@crewbase/domain';
import { EmptyState, ErrorState, visuallyHidden, WeekNavigator } from '@crewbase/ui';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useAdminCan } from '../access/use-can';
import { scheduleLinks } from './schedule-links';
import { StaffWeekView } from './staff-week-view';

export interface StaffScheduleTabProps {
  /** The staff record's id (not the STF-nnnn staff ID). */
  staffId: string;
}

export function StaffScheduleTab({ staffId }: StaffScheduleTabProps) {
  const [week, setWeek] = useState(currentWeekKey);
  const can = useAdminCan('schedule');
  const schedule = useQuery(scheduleQueries.staffWeek(staffId, week));
  const shiftCount = schedule.data?.days.reduce((sum, day) => sum + day.shifts.length, 0) ?? 0;

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <WeekNavigator weeks={weekSteps(week)} onChange={setWeek} />
        {can('create') && (
          <Button component={RouterLink} to={scheduleLinks.createByStaff({ week, staffId })} variant="adminPrimary" startIcon={<Add />}>
            Add shifts
          </Button>
        )}
      </Stack>
      <Paper variant="outlined" sx={{ p: 1 }}>
        {schedule.isPending ? (
          <Box aria-busy="true">
            <Box role="status" sx={visuallyHidden}>
              Loading the schedule
            </Box>
            {Array.from({ length: 7 }, (_, index) => (
              <Skeleton key={index} variant="text" height={40} />
            ))}
          </Box>
        ) : schedule.isError ? (
          <ErrorState
            title="The schedule could not be loaded"
            message={isApiError(schedule.error) && schedule.error.status === 403 ? 'Your role does not include reading schedules.' : schedule.error.message}
            onRetry={() => void schedule.refetch()}
          />
        ) : shiftCount === 0 ? (
          <EmptyState title="No shifts this week" description="Add shifts for this person, or look at another week." />
        ) : (
          <StaffWeekView days={schedule.data.days} />
        )}
      </Paper>
    </Stack>
  );
}
